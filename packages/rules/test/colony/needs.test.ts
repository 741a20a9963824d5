// Need ranges, status words, critical and low thresholds.
import { describe, expect, it } from "vitest";
import { NEED_MAX } from "../../src/ant";
import {
  CRITICAL_NEED_WARNING,
  clampNeed,
  displayNeed,
  isNeedCritical,
  isNeedLow,
  lowestNeed,
  NEED_LABELS,
  needStatus,
} from "../../src/colony/needs";
import { makeNeeds } from "./builders";

describe("needs", () => {
  it("[N1] a need stays within 0..20; non-finite counts as 0", () => {
    expect(NEED_MAX).toBe(20);
    expect(clampNeed(25)).toBe(20);
    expect(clampNeed(-3)).toBe(0);
    expect(clampNeed(Number.NaN)).toBe(0);
    expect(clampNeed(7.5)).toBe(7.5);
    expect(NEED_LABELS.hygiene).toBe("Hygiene");
  });

  it("[N2] the shown value is the floor, so it sits on the same side of every threshold", () => {
    expect(displayNeed(19.74)).toBe(19);
    expect(displayNeed(4.99)).toBe(4);
    expect(displayNeed(20)).toBe(20);
  });

  it("[N2b] a need within 0.25 of the maximum shows as full, so a just-filled need does not read 19 a moment later", () => {
    expect(displayNeed(19.99)).toBe(20);
    expect(displayNeed(19.75)).toBe(20);
    expect(displayNeed(19.7499)).toBe(19);
    for (const value of [3.5, 4.99, 7.2, 9.999, 14.5, 15]) {
      expect(needStatus(displayNeed(value))).toBe(needStatus(value));
      expect(isNeedCritical(displayNeed(value))).toBe(isNeedCritical(value));
    }
  });

  it("[N3] status words: 15+ excellent, 10 to under 15 good, 7 to under 10 okay, 4 to under 7 low, under 4 critical", () => {
    expect(needStatus(20)).toBe("excellent");
    expect(needStatus(15)).toBe("excellent");
    expect(needStatus(14.9)).toBe("good");
    expect(needStatus(10)).toBe("good");
    expect(needStatus(9.9)).toBe("okay");
    expect(needStatus(7)).toBe("okay");
    expect(needStatus(6.9)).toBe("low");
    expect(needStatus(4)).toBe("low");
    expect(needStatus(3.9)).toBe("critical");
    expect(needStatus(0)).toBe("critical");
  });

  it("[N4] a need below 5 is critical", () => {
    expect(isNeedCritical(4.99)).toBe(true);
    expect(isNeedCritical(5)).toBe(false);
    expect(CRITICAL_NEED_WARNING).toBe("Critical level! This affects performance!");
  });

  it("[N5] a need below 8 is low", () => {
    expect(isNeedLow(7.99)).toBe(true);
    expect(isNeedLow(3)).toBe(true);
    expect(isNeedLow(8)).toBe(false);
  });

  it("[N6] the lowest need, ties to the earlier need", () => {
    expect(lowestNeed(makeNeeds(15, { rest: 3, hygiene: 2 }))).toEqual({ need: "hygiene", value: 2 });
    expect(lowestNeed(makeNeeds(10))).toEqual({ need: "food", value: 10 });
    expect(lowestNeed(makeNeeds(10, { exercise: 4, water: 4 }))).toEqual({ need: "water", value: 4 });
  });
});
