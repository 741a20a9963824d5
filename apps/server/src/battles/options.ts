// Arena and speed choices of a battle request, narrowed from the validated body (defaults: basic, normal).
import { BATTLE_ERRORS } from "@antbrawl/protocol/errors";
import { ARENA_TYPES, type ArenaType } from "@antbrawl/rules/battle/types";
import { BATTLE_SPEED_NAMES, type BattleSpeed, DEFAULT_BATTLE_SPEED } from "@antbrawl/rules/battle/viewer";
import { invalid } from "../lib/domain-error";

/** The arena asked for, 'basic' when none; 400 for an unknown one (the schema refuses it first). */
export function arenaOf(value: string | undefined): ArenaType {
  if (value === undefined) return "basic";
  const arena = ARENA_TYPES.find((known) => known === value);
  if (!arena) throw invalid(BATTLE_ERRORS.unknownArena(value));
  return arena;
}

/** The speed asked for, 'normal' when none; 400 for an unknown one (the schema refuses it first). */
export function speedOf(value: string | undefined): BattleSpeed {
  if (value === undefined) return DEFAULT_BATTLE_SPEED;
  const speed = BATTLE_SPEED_NAMES.find((known) => known === value);
  if (!speed) throw invalid(BATTLE_ERRORS.unknownSpeed(value));
  return speed;
}
