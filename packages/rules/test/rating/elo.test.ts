// ELO: start rating, expected score, K-factors, integer updates, ranked only ([E1]–[E5]).
import { describe, expect, it } from "vitest";
import {
  changesElo,
  eloUpdate,
  expectedScore,
  kFactor,
  RATING_FLOOR,
  rateBattle,
  START_RATING,
} from "../../src/rating/elo";
import { tierFor } from "../../src/rating/tiers";

describe("elo", () => {
  it("[E1] every ant starts at 1000, a Novice", () => {
    expect(START_RATING).toBe(1000);
    expect(tierFor(START_RATING)).toBe("Novice");
  });

  it("[E2] expected score is 1 / (1 + 10^((Rb - Ra) / 400))", () => {
    expect(expectedScore(1200, 1200)).toBe(0.5);
    expect(expectedScore(1400, 1000)).toBeCloseTo(10 / 11);
    expect(expectedScore(1000, 1400) + expectedScore(1400, 1000)).toBeCloseTo(1);
  });

  it("[E3] K is 40 for fewer than 10 rated battles, then 24 below 2000 and 16 from 2000", () => {
    expect(kFactor(2500, 9)).toBe(40);
    expect(kFactor(1999, 10)).toBe(24);
    expect(kFactor(2000, 10)).toBe(16);
  });

  it("[E4] updates are whole numbers, each side with its own K, never below the floor", () => {
    expect(eloUpdate(1000, 1000, 1, 40, 40)).toEqual({ a: 1020, b: 980 });
    expect(eloUpdate(1000, 1000, 0.5, 24, 24)).toEqual({ a: 1000, b: 1000 });
    expect(eloUpdate(1400, 1000, 0, 24, 40)).toEqual({ a: 1378, b: 1036 });
    expect(eloUpdate(RATING_FLOOR, 2000, 0, 40, 16).a).toBe(RATING_FLOOR);
  });

  it("[E5] only ranked battles change ELO", () => {
    expect(changesElo("ranked")).toBe(true);
    for (const type of ["quick_match", "friendly", "self"] as const) {
      expect(changesElo(type)).toBe(false);
      expect(rateBattle({ rating: 1100, ratedBattles: 3 }, { rating: 1300, ratedBattles: 30 }, type)).toEqual({
        winner: 1100,
        loser: 1300,
      });
    }
    expect(rateBattle({ rating: 1100, ratedBattles: 3 }, { rating: 1300, ratedBattles: 30 }, "ranked")).toEqual({
      winner: 1130,
      loser: 1282,
    });
  });
});
