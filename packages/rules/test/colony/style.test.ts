// The primary style read from the stats.
import { describe, expect, it } from "vitest";
import { STAT_NAMES, type Stats } from "../../src/ant";
import { createAntDefaults } from "../../src/colony/new-ant";
import { PRIMARY_STYLES, primaryStyle, STYLE_LEAD_MIN, STYLE_STATS } from "../../src/colony/style";
import { createRng } from "../../src/random";

function flat(value: number): Stats {
  return Object.fromEntries(STAT_NAMES.map((n) => [n, value])) as Stats;
}

describe("primary style", () => {
  it("[G5] the group that leads by at least the margin names the style", () => {
    for (const [style, names] of Object.entries(STYLE_STATS)) {
      const stats = flat(10);
      for (const n of names) stats[n] = 10 + STYLE_LEAD_MIN;
      expect(primaryStyle(stats)).toBe(style);
    }
  });

  it("[G5] a lead under the margin, or even stats, is balanced", () => {
    expect(primaryStyle(flat(10))).toBe("balanced");
    const stats = flat(10);
    for (const n of STYLE_STATS.agile) stats[n] = 10 + STYLE_LEAD_MIN - 0.01;
    expect(primaryStyle(stats)).toBe("balanced");
  });

  it("[G5] missing or non-finite stats count as 1 and never throw", () => {
    expect(primaryStyle({})).toBe("balanced");
    expect(primaryStyle({ strength: Number.NaN, armor: 20, resistance: 20, vitality: 20, endurance: 20 })).toBe(
      "defensive",
    );
  });

  it("[G5] new ants spread over every style", () => {
    const rng = createRng(7);
    const seen = new Set(Array.from({ length: 400 }, () => primaryStyle(createAntDefaults(rng).stats)));
    expect([...seen].sort()).toEqual([...PRIMARY_STYLES].sort());
  });
});
