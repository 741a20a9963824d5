// The prize pool of a tournament: the house share and the prizes of the top places, summing to the pool ([TN7]).

/** [TN7] The house keeps 5% of the pool (as of a battle pot, K5), rounded down. */
export const HOUSE_SHARE_PERCENT = 5;
/** [TN7] Shares of what remains by place: 1st 50, 2nd 25, each 3rd (both semifinal losers) 12.5. */
export const PLACE_SHARES: readonly number[] = [50, 25, 12.5, 12.5];

/** One prize: the place and its amount in milli-units. */
export interface Prize {
  place: number;
  milli: number;
}

/**
 * [TN7] Splits a pool (milli) among the places a bracket of `size` seats has (1, 2, 3, 3; a bracket of 2 has only 1
 * and 2): the house share first, then each place's share of the rest in proportion to PLACE_SHARES, rounded down,
 * the remainder to first place. The prizes and the house share sum to the pool exactly.
 */
export function splitPool(poolMilli: number, size: number): { house: number; prizes: Prize[] } {
  if (!Number.isInteger(poolMilli) || poolMilli < 0) throw new RangeError("The pool must be whole milli-units");
  const house = Math.floor((poolMilli * HOUSE_SHARE_PERCENT) / 100);
  const rest = poolMilli - house;
  const places = size >= 4 ? [1, 2, 3, 3] : [1, 2];
  const shares = PLACE_SHARES.slice(0, places.length);
  const total = shares.reduce((sum, share) => sum + share, 0);
  const prizes = places.map((place, i) => ({ place, milli: Math.floor((rest * (shares[i] ?? 0)) / total) }));
  const paid = prizes.reduce((sum, prize) => sum + prize.milli, 0);
  const first = prizes[0];
  if (first) first.milli += rest - paid;
  return { house, prizes };
}
