// The dice of a finished battle (FD3): the commitment published at its start, the revealed seed and salt, and a
// 'Verify this battle' view that recomputes the commitment and replays the battle from the seed (FD4, FD6).
import type { Battle } from "@antbrawl/protocol/battles";
import { useState } from "react";
import { DiceReveal, DiceVerdict, Verdict } from "../../../../components/fair-dice/DiceParts";
import { errorText } from "../../../../lib/api/api-error";
import { useLazyBattleProofQuery } from "../../api/battle-history";
import { checkBattle, type DiceCheck } from "../../dice-proof";

function CheckResult({ battle, check }: { battle: Battle; check: DiceCheck }) {
  const all = check.replayMatches && check.commitmentMatches !== false;
  return (
    <div className="dice-check">
      <DiceVerdict ok={all} />
      <p>
        Commitment recomputed:{" "}
        {check.recomputed ? <code className="dice-hash">{check.recomputed}</code> : "none (fought before commitments)"}{" "}
        <Verdict ok={check.commitmentMatches} yes="matches the one published at the start" no="differs" />
      </p>
      <p>
        Replay from the seed{check.saltedDice ? " and salt" : ""}: {check.replayTurns} turns, {check.replayWinner} wins{" "}
        <Verdict
          ok={check.replayMatches}
          yes={`same log and winner as the ${battle.battle_log.length}-line record`}
          no="differs from the record"
        />
      </p>
    </div>
  );
}

export function DiceProof({ battle }: { battle: Battle }) {
  const [open, setOpen] = useState(false);
  const [load, proof] = useLazyBattleProofQuery();
  if (battle.seed === null || battle.battle_type === "topdown_arena") return null;
  const check = proof.data && proof.data.battle_id === battle.id ? checkBattle(battle, proof.data) : null;
  const verify = () => {
    setOpen(true);
    void load(battle.id, true);
  };
  return (
    <section className="dice-proof" aria-label="Fair dice">
      <h4>Fair dice</h4>
      {battle.dice_commitment === null ? (
        <p className="muted small">This battle was fought before dice were committed; its seed is {battle.seed}.</p>
      ) : (
        <DiceReveal commitment={battle.dice_commitment} seed={battle.seed} salt={battle.dice_salt} />
      )}
      {open ? (
        <section className="dice-verify" aria-label="Verify this battle">
          <h4>Verify this battle</h4>
          {proof.isFetching ? <p className="muted">Replaying the battle…</p> : null}
          {proof.error ? (
            <p className="form-error">{errorText(proof.error, "The battle could not be checked")}</p>
          ) : null}
          {check && !proof.isFetching ? <CheckResult battle={battle} check={check} /> : null}
          <p className="muted small">
            SHA-256 of "antbrawl-dice-v1", the seed as 4 bytes (big-endian) and the salt's 32 bytes; the replay runs the
            same rules on the fighters as they entered and the choices made each turn. Since engine version 4 the dice
            themselves start from the seed and the salt together, so no one could work them out while the battle ran.
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
