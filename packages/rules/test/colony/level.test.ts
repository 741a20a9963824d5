// Level from experience: one level per 100 experience.
import { describe, expect, it } from "vitest";
import { LEVEL_STEP, levelFor, levelProgress } from "../../src/colony/level";

describe("level", () => {
  it("[L1] level is floor(total_experience/100)+1", () => {
    expect(LEVEL_STEP).toBe(100);
    expect(levelFor(0)).toBe(1);
    expect(levelFor(99)).toBe(1);
    expect(levelFor(100)).toBe(2);
    expect(levelFor(250)).toBe(3);
    expect(levelFor(399.9)).toBe(4);
  });

  it("[L1] negative or non-finite experience counts as 0", () => {
    expect(levelFor(-50)).toBe(1);
    expect(levelFor(Number.NaN)).toBe(1);
  });

  it("[L2] progress within a level", () => {
    expect(levelProgress(250)).toEqual({ level: 3, intoLevel: 50, toNext: 50 });
    expect(levelProgress(0)).toEqual({ level: 1, intoLevel: 0, toNext: 100 });
  });
});
