// The animated battle viewer: stage, gauges, log and, once the log has played, the result.
import type { Battle } from "@antbrawl/protocol/battles";
import type { ReactNode } from "react";
import { useBattleSounds } from "../../hooks/use-battle-sounds";
import type { Replay } from "../../hooks/use-replay";
import { gaugesAfter } from "../../replay-gauges";
import { BattleCanvas } from "./BattleCanvas";
import { BattleLog } from "./BattleLog";
import { BattleResult } from "./BattleResult";
import { FighterGauge } from "./FighterGauge";
import "./viewer.css";
import { BattleSummary } from "./BattleSummary";

interface Props {
  battle: Battle;
  replay: Replay;
  victory: boolean;
  /** Buttons under the result, such as 'Battle Again'. */
  actions?: ReactNode;
  /** The player watching: the summary of what the battle did for them shows under the result. */
  userId?: string | null;
}

function phaseText(replay: Replay, battle: Battle): string {
  if (battle.status === "cancelled") return "No blows were exchanged.";
  if (replay.phase === "starting") return "The fighters take their places...";
  if (replay.phase === "completed") {
    return battle.status === "in_progress" ? "Waiting for the next turn..." : "The battle is over.";
  }
  const turn = battle.battle_log[replay.played - 1]?.turn ?? 0;
  return turn > 0 ? `Turn ${turn}` : "Fight!";
}

export function BattleViewer({ battle, replay, victory, actions, userId = null }: Props) {
  const gauges = gaugesAfter(battle, replay.played);
  const played = battle.battle_log.slice(0, replay.played);
  const running = battle.status === "in_progress" || battle.status === "scheduled";
  const done = replay.phase === "completed" && !running && battle.status !== "cancelled";
  const seated = userId !== null && battle.participants.some((p) => p.user_id === userId);
  useBattleSounds(
    battle.battle_log,
    replay.played,
    done && seated ? (battle.winner_id === userId ? "won" : "lost") : null,
  );
  return (
    <div className="battle-viewer">
      <div className="battle-viewer-bar">
        <p className="battle-phase" aria-live="polite">
          {phaseText(replay, battle)}
        </p>
        {battle.battle_log.length === 0 ? null : replay.phase === "completed" ? (
          <button type="button" className="btn btn-secondary btn-small" onClick={replay.restart}>
            Watch Again
          </button>
        ) : (
          <button type="button" className="btn btn-secondary btn-small" onClick={replay.skip}>
            Skip to end
          </button>
        )}
      </div>
      <BattleCanvas battle={battle} played={replay.played} gauges={gauges} />
      <div className="fighter-gauges">
        {battle.participants.slice(0, 2).map((p, i) => {
          const gauge = gauges[p.ant_id] ?? { health: p.starting_health, energy: p.starting_energy };
          return (
            <FighterGauge
              key={p.ant_id}
              name={p.ant_name}
              color={p.appearance.color}
              health={gauge.health}
              energy={gauge.energy}
              side={i === 0 ? "left" : "right"}
              winner={done && p.ant_id === battle.winner_ant_id}
            />
          );
        })}
      </div>
      {battle.status === "cancelled" ? (
        <section className="card battle-result" aria-label="Battle result">
          <p className="battle-result-winner">This battle was cancelled before it began.</p>
          <div className="battle-result-actions">{actions}</div>
        </section>
      ) : done ? (
        <>
          <BattleResult battle={battle} victory={victory}>
            {actions}
          </BattleResult>
          {userId ? <BattleSummary battle={battle} userId={userId} compact /> : null}
        </>
      ) : null}
      <BattleLog entries={played} />
    </div>
  );
}
