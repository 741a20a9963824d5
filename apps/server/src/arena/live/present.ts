// A live battle as players and spectators see it (LiveBattle): the stored battle plus phase, turn clock and seats.
import type { LiveBattle } from "@antbrawl/protocol/ws-server";
import type { BattleState } from "@antbrawl/rules/battle/types";
import { findBattle, participantsOf, presentBattle } from "../../battles";
import type { Db } from "../../db/database";
import type { StoredLive } from "../../live/ports";
import { findWatchedLive } from "./repository";
import { rebuildState } from "./state";
import { type LiveRecord, storedLive } from "./store-rows";

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * A live battle as shown: while it runs, each side's health and energy are those of `state` (the state after the
 * turns played so far, rebuilt from the record when not given), the battle's log and turns are the state's,
 * `current_turn` is the turn being chosen and pending choices stay hidden (only the tactic in force shows);
 * `turn_seconds` is the configured turn.
 */
export function presentLive(
  record: LiveRecord,
  live: StoredLive,
  options: { turnMs: number; state?: BattleState },
): LiveBattle {
  const { battle, sides } = record;
  const running = battle.status === "in_progress";
  const now = running ? (options.state ?? rebuildState(battle, sides)) : undefined;
  const played = options.state
    ? { ...battle, input_log: options.state.inputLog, battle_log: options.state.log, current_turn: options.state.turn }
    : battle;
  const shown = presentBattle(running ? played : battle, sides);
  return {
    ...shown,
    current_turn: live.phase === "fighting" ? live.turn : shown.current_turn,
    participants: shown.participants.map((participant, index) => {
      const fighter = now?.fighters[index];
      return {
        ...participant,
        ...(fighter ? { current_health: round2(fighter.health), energy: round2(fighter.energy) } : {}),
        connected: live.seats[index]?.connected ?? false,
        tactic: live.seats[index]?.tactic ?? null,
      };
    }),
    phase: live.phase,
    turn_ends_at:
      live.phase === "fighting" && live.turnEndsAt !== null ? new Date(live.turnEndsAt).toISOString() : null,
    turn_seconds: options.turnMs / 1000,
    spectators: live.spectators.length,
  };
}

/** Loads and presents a live battle from the database (any node can); undefined when the battle is not a live one. */
export async function loadLiveBattle(
  db: Db,
  battleId: string,
  options: { turnMs: number; state?: BattleState },
): Promise<LiveBattle | undefined> {
  const row = await findWatchedLive(db, battleId);
  const battle = row && (await findBattle(db, battleId));
  if (!row || !battle) return undefined;
  const sides = await participantsOf(db, [battleId]);
  return presentLive({ battle, sides }, storedLive(row, row.spectators), options);
}
