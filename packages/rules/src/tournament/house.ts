// House ants: seeded fighters of a given level that fill a bracket's empty seats, marked as the house's ([TN4]).
import { type Needs, STAT_MAX, STAT_MIN, STAT_NAMES, type Stats } from "../ant";
import type { Fighter } from "../battle/types";
import { createRng, randomInt } from "../random";

/** [TN4] The user every house ant belongs to (a system account made by the tournaments migration). */
export const HOUSE_USER_ID = "house";
/** [TN4] House ant ids start with this, so no real ant (a UUID) is ever taken for one. */
export const HOUSE_ANT_PREFIX = "house:";

/**
 * [TN4] A house ant's stats for a level: every stat `min(20, 6 + floor(level / 2))` plus a seeded −1..+1, within
 * 1..20 — about a trained ant of that level (new ants start at 5..10, G4, and training adds a little each day).
 */
export function houseStatBase(level: number): number {
  return Math.min(STAT_MAX, 6 + Math.floor(Math.max(1, level) / 2));
}

/** [TN4] The house ant of a seat: full health and energy, needs 15 and mood 10, named "House ant {seed}". */
export function houseFighter(tournamentId: string, seed: number, level: number, rngSeed: number): Fighter {
  const rng = createRng(rngSeed);
  const base = houseStatBase(level);
  const stats = Object.fromEntries(
    STAT_NAMES.map((name) => [name, Math.max(STAT_MIN, Math.min(STAT_MAX, base + randomInt(rng, -1, 1)))]),
  ) as Stats;
  const needs: Needs = { food: 15, water: 15, rest: 15, hygiene: 15, exercise: 15 };
  return {
    antId: `${HOUSE_ANT_PREFIX}${tournamentId}:${seed}`,
    userId: HOUSE_USER_ID,
    name: `House ant ${seed}`,
    stats,
    health: 100,
    energy: 100,
    needs,
    mood: 10,
    level: Math.max(1, level),
  };
}

/** [TN4] Whether an ant id names a house ant. */
export function isHouseAnt(antId: string): boolean {
  return antId.startsWith(HOUSE_ANT_PREFIX);
}
