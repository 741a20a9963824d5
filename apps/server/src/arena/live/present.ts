// A live battle as players and spectators see it (LiveBattle): the stored battle plus phase, turn clock and seats.
import type { LiveBattle } from "@antbrawl/protocol/ws-server";
import type { BattleState } from "@antbrawl/rules/battle/types";
import { findBattle, participantsOf, presentBattle } from "../../battles";
import type { Db } from "../../db/database";
import { findLive, type LiveRow, spectatorsOf } from "./repository";
import { rebuildState } from "./state";

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Loads and presents a live battle from the database (any node can): while it runs, each side's health and energy
 * are those of the state after the turns played so far, `current_turn` is the turn being chosen and pending choices
 * stay hidden (only the tactic in force shows); `turn_seconds` is the configured turn. Undefined when the battle is not a live one.
 */
export async function loadLiveBattle(
  db: Db,
  battleId: string,
  options: { turnMs: number; state?: BattleState },
): Promise<LiveBattle | undefined> {
  const { turnMs, state } = options;
  const live = await findLive(db, battleId);
  const battle = live && (await findBattle(db, battleId));
  if (!live || !battle) return undefined;
  const sides = await participantsOf(db, [battleId]);
  const shown = presentBattle(battle, sides);
  const running = battle.status === "in_progress";
  const now = running ? (state ?? rebuildState(battle, sides)) : undefined;
  const spectators = await spectatorsOf(db, battleId);
  return {
    ...shown,
    current_turn: live.phase === "fighting" ? live.turn : battle.current_turn,
    participants: shown.participants.map((participant, index) => {
      const fighter = now?.fighters[index];
      return {
        ...participant,
        ...(fighter ? { current_health: round2(fighter.health), energy: round2(fighter.energy) } : {}),
        connected: seatConnected(live, index),
        tactic: index === 0 ? live.tactic_0 : live.tactic_1,
      };
    }),
    phase: live.phase,
    turn_ends_at: live.phase === "fighting" ? (live.turn_ends_at?.toISOString() ?? null) : null,
    turn_seconds: turnMs / 1000,
    spectators: spectators.length,
  };
}

function seatConnected(live: LiveRow, index: number): boolean {
  return index === 0 ? live.connected_0 : live.connected_1;
}
