// Seeding, seats, house ants, round progression and places of a single-elimination bracket ([TN1]–[TN6]).
import { describe, expect, it } from "vitest";
import {
  bracketSize,
  matchesInRound,
  nextSlot,
  placeOfLoser,
  roundCount,
  seatBracket,
  seatOrder,
  seedEntrants,
  walkover,
} from "../../src/tournament/bracket";
import { HOUSE_USER_ID, houseFighter, houseStatBase, isHouseAnt } from "../../src/tournament/house";

const entrant = (id: string, rating: number, level: number, registeredAt = 0) => ({ id, rating, level, registeredAt });

describe("tournament bracket", () => {
  it("[TN1] seeds by rating, then level, then the earlier registration, then id", () => {
    const order = seedEntrants([
      entrant("d", 1000, 3, 5),
      entrant("a", 1200, 1),
      entrant("c", 1000, 3, 1),
      entrant("b", 1000, 7),
      entrant("e", 1000, 3, 1),
    ]).map((e) => e.id);
    expect(order).toEqual(["a", "b", "c", "e", "d"]);
  });

  it("[TN2] a bracket is the smallest power of two from 2 to 64 seats, log2 of it rounds", () => {
    expect([0, 1, 2, 3, 5, 13, 16, 17, 33, 64].map(bracketSize)).toEqual([2, 2, 2, 4, 8, 16, 16, 32, 64, 64]);
    expect(roundCount(64)).toBe(6);
    expect(() => bracketSize(65)).toThrow(RangeError);
  });

  it("[TN3] seeds 1 and 2 meet only in the final; seed s meets size + 1 − s in round 1", () => {
    expect(seatOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    for (const size of [2, 4, 8, 16, 32, 64]) {
      const order = seatOrder(size);
      expect(new Set(order).size).toBe(size);
      for (let m = 0; m < size / 2; m += 1) expect((order[2 * m] ?? 0) + (order[2 * m + 1] ?? 0)).toBe(size + 1);
      expect(order.indexOf(1) < size / 2).not.toBe(order.indexOf(2) < size / 2);
    }
  });

  it("[TN4] for 2–64 entrants every seat is filled, house ants only above the entrants, each meeting a real entrant", () => {
    for (let n = 2; n <= 64; n += 1) {
      const entrants = Array.from({ length: n }, (_, i) => entrant(`u${i}`, 1000 + i, 1 + (i % 9)));
      const seats = seatBracket(entrants);
      expect(seats).toHaveLength(bracketSize(n));
      const real = seats.filter((seat) => seat.kind === "entrant");
      expect(real).toHaveLength(n);
      for (let m = 0; m < seats.length / 2; m += 1) {
        const [a, b] = [seats[2 * m], seats[2 * m + 1]];
        expect(a?.kind === "house" && b?.kind === "house").toBe(false);
        const house = a?.kind === "house" ? a : b?.kind === "house" ? b : undefined;
        const other = house === a ? b : a;
        if (house?.kind === "house" && other?.kind === "entrant") {
          expect(house.seed).toBeGreaterThan(n);
          expect(house.level).toBe(other.entrant.level);
        }
      }
    }
  });

  it("[TN4] a house ant is marked, seeded and of the level asked", () => {
    const one = houseFighter("t1", 14, 9, 42);
    expect(one).toEqual(houseFighter("t1", 14, 9, 42));
    expect(one.userId).toBe(HOUSE_USER_ID);
    expect(isHouseAnt(one.antId)).toBe(true);
    expect(isHouseAnt("3f1c0000-0000-4000-8000-000000000000")).toBe(false);
    expect(one.level).toBe(9);
    for (const value of Object.values(one.stats)) expect(Math.abs(value - houseStatBase(9))).toBeLessThanOrEqual(1);
    expect(houseStatBase(60)).toBe(20);
  });

  it("[TN5] winners move to match floor(m/2) on side m mod 2; a bye goes to the side that shows", () => {
    expect(nextSlot(0)).toEqual({ match: 0, side: 0 });
    expect(nextSlot(5)).toEqual({ match: 2, side: 1 });
    expect(matchesInRound(64, 1)).toBe(32);
    expect(matchesInRound(64, 6)).toBe(1);
    expect(walkover([true, true])).toBeUndefined();
    expect(walkover([false, true])).toEqual({ winnerSide: 1 });
    expect(walkover([true, false])).toEqual({ winnerSide: 0 });
    expect(walkover([false, false])).toEqual({ winnerSide: 0 });
  });

  it("[TN6] the final's loser is 2nd, semifinal losers 3rd, quarterfinal losers 5th, round-1 losers of 64 33rd", () => {
    expect(placeOfLoser(64, 6)).toBe(2);
    expect(placeOfLoser(64, 5)).toBe(3);
    expect(placeOfLoser(64, 4)).toBe(5);
    expect(placeOfLoser(64, 1)).toBe(33);
    expect(placeOfLoser(2, 1)).toBe(2);
  });
});
