// Single-elimination brackets (LaBrute style): seeding, seats, house ants for empty seats, rounds and places ([TN1]–[TN6]).

/** [TN2] The most players one bracket takes (6 rounds, 63 matches). */
export const MAX_BRACKET_PLAYERS = 64;
/** [TN2] Fewer real entrants than this at the start: the tournament is cancelled and every fee refunded. */
export const MIN_BRACKET_ENTRANTS = 2;

/** One registered entrant as seeding reads it. */
export interface SeedEntrant {
  id: string;
  rating: number;
  level: number;
  /** Registration time (ms): the earlier registration wins a tie. */
  registeredAt: number;
}

/** [TN1] Seeding order: rating, then level (both highest first), then the earlier registration, then id. */
export function seedEntrants<T extends SeedEntrant>(entrants: readonly T[]): T[] {
  return [...entrants].sort(
    (a, b) =>
      b.rating - a.rating ||
      b.level - a.level ||
      a.registeredAt - b.registeredAt ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** [TN2] Seats in the bracket: the smallest power of two that holds every entrant (at least 2, at most 64). */
export function bracketSize(entrants: number): number {
  if (!Number.isInteger(entrants) || entrants < 0) throw new RangeError("Entrants must be a whole number");
  if (entrants > MAX_BRACKET_PLAYERS) throw new RangeError(`A bracket holds at most ${MAX_BRACKET_PLAYERS} players`);
  let size = 2;
  while (size < entrants) size *= 2;
  return size;
}

/** [TN2] Rounds of a bracket of `size` seats (log2: 64 seats → 6 rounds). */
export function roundCount(size: number): number {
  return Math.round(Math.log2(size));
}

/**
 * [TN3] The seed at each seat, top to bottom, so that seeds 1 and 2 meet only in the final and seed s meets seed
 * size + 1 − s in round 1: [1, 2] → [1, 4, 2, 3] → [1, 8, 4, 5, 2, 7, 3, 6] …
 */
export function seatOrder(size: number): number[] {
  let order = [1, 2];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/** One seat of round 1: a real entrant by seeding, or a house ant (`house`: its seed is above the entrants'). */
export type Seat<T> = { kind: "entrant"; seed: number; entrant: T } | { kind: "house"; seed: number; level: number };

/**
 * [TN4] Round 1 of a bracket: entrants seeded (TN1) on the seats of TN3; each empty seat (seeds above the entrant
 * count) holds a house ant of the level of the entrant it meets in round 1, so every real entrant fights in every
 * round it reaches. Answers the seats top to bottom; seats 2m and 2m+1 form round 1's match m.
 */
export function seatBracket<T extends SeedEntrant>(entrants: readonly T[]): Seat<T>[] {
  const seeded = seedEntrants(entrants);
  const size = bracketSize(seeded.length);
  return seatOrder(size).map((seed) => {
    const entrant = seeded[seed - 1];
    if (entrant) return { kind: "entrant", seed, entrant };
    const opponent = seeded[size - seed];
    return { kind: "house", seed, level: opponent?.level ?? 1 };
  });
}

/** [TN5] Where a match's winner goes: round r's match m feeds round r + 1's match floor(m / 2) on side m mod 2. */
export function nextSlot(match: number): { match: number; side: 0 | 1 } {
  return { match: Math.floor(match / 2), side: (match % 2) as 0 | 1 };
}

/** [TN5] Matches in round `round` (1-based) of a bracket of `size` seats. */
export function matchesInRound(size: number, round: number): number {
  return size >> round;
}

/**
 * [TN5] A match's decision when a side does not show (its ant is gone): the side present advances with a bye; when
 * neither is present, the upper side advances still absent, so its next opponent gets the bye. Undefined: both
 * present, the battle decides.
 */
export function walkover(present: readonly [boolean, boolean]): { winnerSide: 0 | 1 } | undefined {
  if (present[0] && present[1]) return undefined;
  return { winnerSide: present[0] || !present[1] ? 0 : 1 };
}

/** [TN6] The place of a side that lost in round `round` (1-based) of `size` seats: final 2, semifinal 3, then 5, 9 … */
export function placeOfLoser(size: number, round: number): number {
  return (size >> round) + 1;
}
