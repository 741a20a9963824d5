// The Fair dice panel of a finished fight (FD3, AC3): the commitment published at its start, the seed and salt revealed
// at its end, and 'Verify this battle', which recomputes the commitment and replays the fight from its record.
import type { ArenaCombatReplay } from "@antbrawl/protocol/arena-combat";
import { TOPDOWN_TICK_MS } from "@antbrawl/rules/topdown/index";
import { useState } from "react";
import { DiceReveal, DiceVerdict, Verdict } from "../../../components/fair-dice/DiceParts";
import { errorText } from "../../../lib/api/api-error";
import { useArenaCombatReplayQuery, useLazyArenaCombatReplayQuery } from "../api/arena-combat-api";
import { checkFight, type FightCheck } from "../fight-dice";

const seconds = (ticks: number) => Math.round((ticks * TOPDOWN_TICK_MS) / 100) / 10;

function CheckResult({ check, fight }: { check: FightCheck; fight: ArenaCombatReplay }) {
  return (
    <div className="dice-check">
      <DiceVerdict ok={check.replayMatches && check.commitmentMatches} />
      <p>
        Commitment recomputed: {check.recomputed ? <code className="dice-hash">{check.recomputed}</code> : "none"}{" "}
        <Verdict ok={check.commitmentMatches} yes="matches the one published at the start" no="differs" />
      </p>
      <p>
        Replay from the seed and salt with {fight.commands.length} command{fight.commands.length === 1 ? "" : "s"}:{" "}
        {check.replayWinner} wins after {seconds(check.replayTicks)} s{" "}
        <Verdict
          ok={check.replayMatches}
          yes="same winner, length and health as the record"
          no="differs from the record"
        />
      </p>
    </div>
  );
}

/** The panel for a fight read from the replay GET; nothing for a fight without a commitment or not over yet. */
export function FightDiceProof({ userId, fight }: { userId: string; fight: ArenaCombatReplay }) {
  const [open, setOpen] = useState(false);
  const [load, record] = useLazyArenaCombatReplayQuery();
  const published = fight.dice_commitment;
  if (published === null || fight.seed === null) return null;
  const check = record.data && !record.isFetching ? checkFight(record.data, published) : null;
  const verify = () => {
    setOpen(true);
    void load({ userId, battleId: fight.battle_id });
  };
  return (
    <section className="dice-proof" aria-label="Fair dice">
      <h4>Fair dice</h4>
      <DiceReveal commitment={published} seed={fight.seed} salt={fight.dice_salt} />
      {open ? (
        <section className="dice-verify" aria-label="Verify this battle">
          <h4>Verify this battle</h4>
          {record.isFetching ? <p className="muted">Replaying the fight…</p> : null}
          {record.error ? (
            <p className="form-error">{errorText(record.error, "The fight could not be checked")}</p>
          ) : null}
          {check && record.data ? <CheckResult check={check} fight={record.data} /> : null}
          <p className="muted small">
            SHA-256 of "antbrawl-dice-v1", the seed as 4 bytes (big-endian) and the salt's 32 bytes; the replay runs the
            same top-down rules on the fighters as they entered and the commands the server took, each at its tick. The
            server ran the fight and kept both secret until it ended, so no page could work out its dice.
          </p>
        </section>
      ) : (
        <button type="button" className="btn btn-secondary btn-small" onClick={verify}>
          Verify this battle
        </button>
      )}
    </section>
  );
}

/** The panel under a fight the page just saw settled: its record read once the server has revealed the dice. */
export function SettledFightDice({ userId, battleId }: { userId: string; battleId: string }) {
  const fight = useArenaCombatReplayQuery({ userId, battleId });
  return fight.data ? <FightDiceProof userId={userId} fight={fight.data} /> : null;
}
