// Stake rules: range and step, ranked only, covered by the balance, opening grant ([K2]–[K4]).
import { describe, expect, it } from "vitest";
import {
  canStake,
  LIVE_RANKED_STAKE_MILLI,
  OPENING_GRANT_MILLI,
  parseStake,
  STAKE_MESSAGES,
  validateStake,
} from "../../src/economy/stake";

describe("stakes", () => {
  it("[K2] a stake is 0 to 100 in steps of 0.1", () => {
    expect(STAKE_MESSAGES.range).toBe("Stake must be between 0 and 100 in steps of 0.1");
    expect(parseStake(0)).toEqual({ ok: true, milli: 0 });
    expect(parseStake(0.1)).toEqual({ ok: true, milli: 100 });
    expect(parseStake(0.3)).toEqual({ ok: true, milli: 300 });
    expect(parseStake(99.9)).toEqual({ ok: true, milli: 99_900 });
    expect(parseStake(100)).toEqual({ ok: true, milli: 100_000 });
    for (const bad of [-0.1, 100.1, 0.15, 0.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseStake(bad), `${bad}`).toEqual({ ok: false, message: STAKE_MESSAGES.range });
    }
    expect(LIVE_RANKED_STAKE_MILLI).toBe(100);
  });

  it("[K2] only ranked battles may stake; quick, friendly and self battles must send 0", () => {
    expect(validateStake(2.5, "ranked")).toEqual({ ok: true, milli: 2500 });
    for (const type of ["quick_match", "friendly", "self"] as const) {
      expect(validateStake(0, type)).toEqual({ ok: true, milli: 0 });
      expect(validateStake(0.1, type)).toEqual({ ok: false, message: "Only Ranked battles can have a stake" });
    }
    expect(validateStake(101, "quick_match")).toEqual({ ok: false, message: STAKE_MESSAGES.range });
  });

  it("[K3] a stake above the balance is rejected", () => {
    expect(canStake(1000, 1000)).toEqual({ ok: true });
    expect(canStake(999, 1000)).toEqual({ ok: false, message: "Not enough ETH for this stake" });
  });

  it("[K4] every player opens with 10 ETH", () => {
    expect(OPENING_GRANT_MILLI).toBe(10_000);
  });
});
