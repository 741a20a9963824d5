// Splitting a battle's pot: 95% to the winner, 5% to the house, exactly, in milli-units.

/** [K5] Shares of the pot in percent. */
export const WINNER_SHARE_PERCENT = 95;
export const HOUSE_SHARE_PERCENT = 100 - WINNER_SHARE_PERCENT;
const PERCENT = 100;

/** How a pot is paid out. */
export interface PotSplit {
  pot: number;
  winnerPayout: number;
  house: number;
}

/**
 * [K5] pot = stakeA + stakeB; winnerPayout = floor(pot × 95 / 100); house = pot − winnerPayout.
 * Exact (no rounding) whenever the pot is a multiple of 20 milli, which every 0.1-step stake gives.
 */
export function settlePot(stakeA: number, stakeB: number): PotSplit {
  for (const stake of [stakeA, stakeB]) {
    if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError("Stakes are non-negative whole milli-units");
  }
  const pot = stakeA + stakeB;
  const winnerPayout = Math.floor((pot * WINNER_SHARE_PERCENT) / PERCENT);
  return { pot, winnerPayout, house: pot - winnerPayout };
}
