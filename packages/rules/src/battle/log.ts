// Writing the battle log and ending a battle: shared by every engine version so the log shape never drifts.
import { describeVictory } from "./describe";
import type { BattleLogEntry, BattleState, EndReason, FighterState } from "./types";

/** [B17] Takes health, never below 0; returns the health actually lost. */
export function wound(target: FighterState, damage: number): number {
  const dealt = Math.min(damage, target.health);
  target.health -= dealt;
  return dealt;
}

/** [B20][B26] Appends one log entry stamped with the battle's turn time. */
export function record(
  state: BattleState,
  actor: FighterState,
  target: FighterState,
  description: string,
  damage: number,
  critical: boolean,
  kind: BattleLogEntry["kind"],
  energyDelta: number,
): void {
  state.log.push({
    turn: state.turn,
    description,
    ant_id: actor.fighter.antId,
    target_id: target.fighter.antId,
    damage_dealt: damage,
    critical_hit: critical,
    timestamp: state.startedAt + state.turn * state.turnMs,
    kind,
    energy_delta: energyDelta,
  });
}

/** [B14]–[B17] Ends the battle with a winner and writes the single result line. */
export function finish(state: BattleState, winner: FighterState, endedBy: EndReason): void {
  const loser = state.fighters[0] === winner ? state.fighters[1] : state.fighters[0];
  state.winnerAntId = winner.fighter.antId;
  state.loserAntId = loser.fighter.antId;
  state.endedBy = endedBy;
  const text = describeVictory(winner.fighter.name, loser.fighter.name, endedBy, state.turn);
  record(state, winner, loser, text, 0, false, "result", 0);
}
