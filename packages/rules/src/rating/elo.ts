// ELO ratings for ranked battles: expected score, K-factor by experience, integer updates.
import type { BattleType } from "../battle/types";

/** [E1] Every ant starts at 1000, the bottom of the Novice tier (the profile shows new players as Novice). */
export const START_RATING = 1000;
/** [E2] Rating difference at which the stronger side is expected to score 10:1. */
export const ELO_SCALE = 400;
/** [E3] Fewer rated battles than this: provisional K. */
export const PROVISIONAL_BATTLES = 10;
/** [E3] K-factors: provisional 40, established 24, and 16 from ELITE_RATING up. */
export const K_PROVISIONAL = 40;
export const K_STANDARD = 24;
export const K_ELITE = 16;
export const ELITE_RATING = 2000;
/** [E4] No rating falls below this. */
export const RATING_FLOOR = 100;

/** [E5] Only ranked battles change ELO; quick, friendly and self battles do not. */
export function changesElo(battleType: BattleType): boolean {
  return battleType === "ranked";
}

/** [E2] 1 / (1 + 10^((ratingB − ratingA) / 400)): A's expected score against B. */
export function expectedScore(ratingA: number, ratingB: number): number {
  return 1 / (1 + 10 ** ((ratingB - ratingA) / ELO_SCALE));
}

/** [E3] 40 for fewer than 10 rated battles, else 24 below 2000 and 16 at 2000 and above. */
export function kFactor(rating: number, ratedBattles: number): number {
  if (ratedBattles < PROVISIONAL_BATTLES) return K_PROVISIONAL;
  return rating >= ELITE_RATING ? K_ELITE : K_STANDARD;
}

/** [E4] New ratings: max(100, round(R + K × (S − E))) for each side; scoreA is 1 (A won), 0.5 or 0. */
export function eloUpdate(
  ratingA: number,
  ratingB: number,
  scoreA: number,
  kA: number,
  kB: number,
): { a: number; b: number } {
  const expectedA = expectedScore(ratingA, ratingB);
  const next = (rating: number, k: number, score: number, expected: number) =>
    Math.max(RATING_FLOOR, Math.round(rating + k * (score - expected)));
  return { a: next(ratingA, kA, scoreA, expectedA), b: next(ratingB, kB, 1 - scoreA, 1 - expectedA) };
}

/** An ant's rating and how many rated battles it has fought. */
export interface RatedAnt {
  rating: number;
  ratedBattles: number;
}

/** [E3][E4][E5] Ratings after a battle: unchanged unless ranked; otherwise each side with its own K. */
export function rateBattle(
  winner: RatedAnt,
  loser: RatedAnt,
  battleType: BattleType,
): { winner: number; loser: number } {
  if (!changesElo(battleType)) return { winner: winner.rating, loser: loser.rating };
  const kW = kFactor(winner.rating, winner.ratedBattles);
  const kL = kFactor(loser.rating, loser.ratedBattles);
  const { a, b } = eloUpdate(winner.rating, loser.rating, 1, kW, kL);
  return { winner: a, loser: b };
}
