// The pot split: 95% to the winner and 5% to the house, exactly ([K5]).
import { describe, expect, it } from "vitest";
import { settlePot } from "../../src/economy/pot";

describe("pot", () => {
  it("[K5] the winner gets exactly 95% of the pot and the house 5%, in whole milli-units", () => {
    expect(settlePot(100, 100)).toEqual({ pot: 200, winnerPayout: 190, house: 10 });
    expect(settlePot(100, 0)).toEqual({ pot: 100, winnerPayout: 95, house: 5 });
    expect(settlePot(100_000, 100_000)).toEqual({ pot: 200_000, winnerPayout: 190_000, house: 10_000 });
    for (let a = 0; a <= 100_000; a += 700) {
      for (let b = 0; b <= 100_000; b += 1300) {
        const split = settlePot(a, b);
        expect(split.winnerPayout * 100).toBe(split.pot * 95);
        expect(split.winnerPayout + split.house).toBe(split.pot);
      }
    }
    expect(() => settlePot(-1, 0)).toThrow(RangeError);
    expect(() => settlePot(0.5, 0)).toThrow(RangeError);
  });
});
