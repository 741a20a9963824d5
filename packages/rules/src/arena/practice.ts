// Practice against a house ant (issue 26 "always a fight"): when it is offered, the house ant, and its choice each turn.
import { type Needs, STAT_MAX, STAT_MIN, STAT_NAMES, type Stats } from "../ant";
import { aiChooser, aiSeed, viewOf } from "../battle/ai";
import type { BattleState, Fighter, TacticId } from "../battle/types";
import { createRng, randomInt } from "../random";
import { HOUSE_ANT_PREFIX, HOUSE_USER_ID } from "../tournament/house";

/** [W30] Seconds alone in a queue before practice is offered (server `PRACTICE_OFFER_SECONDS`, 0–600). */
export const PRACTICE_OFFER_SECONDS = 20;
export const PRACTICE_OFFER_SECONDS_MAX = 600;

/** [W30] Practice is offered once the player has waited at least `offerSeconds` in either queue. */
export function practiceOffered(waitedMs: number, offerSeconds: number): boolean {
  return waitedMs >= offerSeconds * 1000;
}

/** [W30] Texts of a practice start: the queue's ticket was already taken by a pairing, or it left for practice. */
export const PRACTICE_MESSAGES = {
  paired: "A challenger was just found: your battle is starting",
  left: "Search ended: practice against a house ant",
} as const;

/** [W31] The house ant's name and id. */
export const PRACTICE_HOUSE_NAME = "House ant";
export function practiceHouseAntId(battleId: string): string {
  return `${HOUSE_ANT_PREFIX}practice:${battleId}`;
}

/** [W31] The mean of an ant's stats, rounded, within 1..20. */
export function meanStat(stats: Stats): number {
  const sum = STAT_NAMES.reduce((total, name) => total + (Number.isFinite(stats[name]) ? stats[name] : STAT_MIN), 0);
  return Math.max(STAT_MIN, Math.min(STAT_MAX, Math.round(sum / STAT_NAMES.length)));
}

/**
 * [W31] The house ant a player's fighter practises against: its level, every stat its mean stat ± a seeded 1 (within
 * 1..20), full health and energy, needs 15, mood 10, named 'House ant', of the house user, id `house:practice:{battle}`.
 */
export function practiceOpponent(fighter: Fighter, battleId: string, seed: number): Fighter {
  const rng = createRng(seed);
  const base = meanStat(fighter.stats);
  const stats = Object.fromEntries(
    STAT_NAMES.map((name) => [name, Math.max(STAT_MIN, Math.min(STAT_MAX, base + randomInt(rng, -1, 1)))]),
  ) as Stats;
  const needs: Needs = { food: 15, water: 15, rest: 15, hygiene: 15, exercise: 15 };
  return {
    antId: practiceHouseAntId(battleId),
    userId: HOUSE_USER_ID,
    name: PRACTICE_HOUSE_NAME,
    stats,
    health: 100,
    energy: 100,
    needs,
    mood: 10,
    level: fighter.level,
  };
}

/** [W32] The house's rng seed for a turn: the AI's seed of its side (B35) mixed with the turn number. */
export function houseTurnSeed(battleSeed: number, side: 0 | 1, turn: number): number {
  return (aiSeed(battleSeed, side) ^ Math.imul(turn, 0x85ebca6b)) >>> 0;
}

/**
 * [W32] The house side's tactic for the turn about to be played: the tactics AI of its fighter (B35) on the view of the
 * battle as it stands, with the rng of `houseTurnSeed`. The battle seed stays hidden until the end, so no client can
 * tell the choice in advance.
 */
export function houseTactic(state: BattleState, side: 0 | 1, battleSeed: number): TacticId {
  const own = state.fighters[side];
  if (!own) throw new RangeError(`No side ${side} in this battle`);
  const rng = createRng(houseTurnSeed(battleSeed, side, state.turn + 1));
  return aiChooser(own.fighter)(viewOf(state, own.fighter.antId), rng) ?? "balanced";
}
