// A stored battle as the engine's input (with the version that played it) and its replay from seed plus input log.
import { isDeepStrictEqual } from "node:util";
import { replayBattle } from "@antbrawl/rules/battle/engine";
import { type BattleInput, type BattleResult, type Fighter, TOPDOWN_ARENA } from "@antbrawl/rules/battle/types";
import { turnMsFor } from "@antbrawl/rules/battle/viewer";
import type { BattleRow, ParticipantRow } from "./repository";

/**
 * The engine input of a stored battle: its version, seed, salt, arena, type, start time and the two stored fighters.
 * A battle stored before salts (FD2) cannot be keyed by one, so it plays version 3 where it would play version 4 or 5 (B37, B38).
 */
export function storedBattleInput(
  row: Pick<
    BattleRow,
    "engine_version" | "seed" | "dice_salt" | "arena_type" | "battle_type" | "battle_speed" | "started_at"
  >,
  fighters: readonly [Fighter, Fighter],
): BattleInput {
  if (!row.started_at) throw new Error("A battle that has not started has nothing to replay");
  if (row.arena_type === TOPDOWN_ARENA) throw new Error("An Arena Combat replays with the top-down rules");
  const salted = row.dice_salt !== null && row.dice_salt !== undefined;
  return {
    version: row.engine_version >= 4 && !salted ? 3 : row.engine_version,
    seed: row.seed,
    ...(salted && row.engine_version >= 4 ? { salt: row.dice_salt as string } : {}),
    fighters: [fighters[0], fighters[1]],
    arena: row.arena_type,
    battleType: row.battle_type,
    startedAt: row.started_at.getTime(),
    turnMs: turnMsFor(row.battle_speed),
  };
}

/** Replays a played battle from its stored version, seed, fighters and input log (sides in side order). */
export function replayStoredBattle(row: BattleRow, sides: readonly ParticipantRow[]): BattleResult {
  const [first, second] = [...sides].sort((a, b) => a.side - b.side);
  if (!first || !second) throw new Error(`Battle ${row.id} does not have two sides`);
  return replayBattle(storedBattleInput(row, [first.fighter, second.fighter]), row.input_log);
}

/** True when replaying a completed battle gives exactly its stored log and winner. */
export function replayMatchesStored(row: BattleRow, sides: readonly ParticipantRow[]): boolean {
  const result = replayStoredBattle(row, sides);
  return result.winnerAntId === row.winner_ant_id && isDeepStrictEqual(result.log, row.battle_log);
}
