// A stored fight from Battle History, run again in the browser from its seed, salt, fighters and command log.
import type { ArenaCombatReplay } from "@antbrawl/protocol/arena-combat";
import type { TopdownFighter } from "@antbrawl/rules/topdown/index";
import { useMemo, useState } from "react";
import { errorText } from "../../../lib/api/api-error";
import { useArenaCombatReplayQuery } from "../api/arena-combat-api";
import { FightRunner } from "../fight-runner";
import { useFightView } from "../hooks/use-fight-view";
import { CombatResult } from "./CombatResult";
import { CommandPanel } from "./CommandPanel";
import { FightDiceProof } from "./FightDiceProof";
import { FightStage } from "./FightStage";
import { colorsOf } from "./LiveFight";

const SPEEDS = [1, 2, 4] as const;

interface Props {
  userId: string;
  battleId: string;
  onBack(): void;
}

function BackButton({ onBack }: { onBack(): void }) {
  return (
    <div className="combat-actions">
      <button type="button" className="btn btn-secondary" onClick={onBack}>
        Back to Setup
      </button>
    </div>
  );
}

function Replay({
  userId,
  fight,
  seed,
  onBack,
}: {
  userId: string;
  fight: ArenaCombatReplay;
  /** The fight's revealed seed. */
  seed: number;
  onBack(): void;
}) {
  const runner = useMemo(() => {
    const [a, b] = fight.fighters as [TopdownFighter, TopdownFighter];
    const script = fight.commands.map((c) => ({ tick: c.tick, antId: c.ant_id, text: c.text }));
    const input = {
      seed,
      fighters: [a, b] as [TopdownFighter, TopdownFighter],
      version: fight.rules_version,
    };
    return new FightRunner(fight.dice_salt ? { ...input, salt: fight.dice_salt } : input, script);
  }, [fight, seed]);
  const view = useFightView(runner);
  const [speed, setSpeed] = useState(1);
  const heard = (antId: string) =>
    fight.commands.filter((c) => c.ant_id === antId && c.tick <= view.tick).map((c) => c.text);

  return (
    <FightStage
      fight={runner}
      view={view}
      colors={colorsOf(fight.battle.participants)}
      panel={(side) => (
        <CommandPanel
          side={side}
          ant={view.ants[side]}
          tick={view.tick}
          phase={view.phase}
          winnerAntId={view.winnerAntId}
          heard={heard(view.ants[side].antId)}
        />
      )}
    >
      <fieldset className="combat-replay-bar">
        <legend className="visually-hidden">Replay speed</legend>
        <span className="muted small">Replay</span>
        {SPEEDS.map((value) => (
          <button
            key={value}
            type="button"
            className={`btn btn-small ${speed === value ? "btn-primary" : "btn-secondary"}`}
            aria-pressed={speed === value}
            onClick={() => {
              runner.speed = value;
              setSpeed(value);
            }}
          >
            {value}×
          </button>
        ))}
      </fieldset>
      {view.phase === "finished" && fight.result ? (
        <>
          <CombatResult result={fight.result} />
          <FightDiceProof userId={userId} fight={fight} />
        </>
      ) : null}
      <BackButton onBack={onBack} />
    </FightStage>
  );
}

export function CombatReplay({ userId, battleId, onBack }: Props) {
  const query = useArenaCombatReplayQuery({ userId, battleId });
  if (query.isLoading) return <p className="muted">Loading the fight...</p>;
  if (query.isError || !query.data) {
    return (
      <div className="coming-soon">
        <p className="form-error" role="alert">
          {errorText(query.error, "Failed to get the fight")}
        </p>
        <BackButton onBack={onBack} />
      </div>
    );
  }
  const { seed } = query.data;
  if (query.data.status !== "completed" || seed === null) {
    const text =
      query.data.status === "cancelled"
        ? "This fight was abandoned and cancelled, so there is nothing to replay."
        : "This fight has not finished yet.";
    return (
      <div className="coming-soon">
        <p>{text}</p>
        <BackButton onBack={onBack} />
      </div>
    );
  }
  return <Replay userId={userId} fight={query.data} seed={seed} onBack={onBack} />;
}
