// The issue-25 goals (SPEC B36) as a quick check inside `npm test`: 2,000 battles per cell, failing only when a cell's
// 95% interval lies wholly outside its goal. The full table (20,000 per cell, all 950 pair cells) is `npm run balance`.
import { beforeAll, describe, expect, it } from "vitest";
import type { StatName } from "../../src/ant";
import { ENGINE_VERSION } from "../../src/battle/engine";
import { ARENA_TYPES } from "../../src/battle/types";
import { report } from "../battle/report";
import { duel, type GoalTable, goalTable } from "./goals";
import { balanced, neglectCurve, pairBuild } from "./profiles";
import type { Rate } from "./simulate";

const N = 2000;
let table: GoalTable;
const pct = (r: Rate) => `${(r.rate * 100).toFixed(1)}% [${(r.low * 100).toFixed(1)}–${(r.high * 100).toFixed(1)}]`;
const between = (r: Rate, low: number, high: number) => {
  expect(r.high).toBeGreaterThanOrEqual(low);
  expect(r.low).toBeLessThanOrEqual(high);
};

/** The pair builds nearest the 40–60% bounds in the full table (docs/balance-v3.md), each in its worst arenas. */
const EXTREME_PAIRS: [StatName, StatName][] = [
  ["speed", "recovery"],
  ["armor", "discipline"],
  ["agility", "endurance"],
  ["endurance", "armor"],
  ["speed", "endurance"],
];

describe(`issue-25 goals (engine v${ENGINE_VERSION}, the current one; quick)`, () => {
  beforeAll(() => {
    table = goalTable(ENGINE_VERSION, N, { pairs: false });
  }, 240_000);

  it("[B36] all twenty stats +15% and +20% win 65–85%, +50% at most 97%", () => {
    const [e15, e20, e50] = table.edges.map((cell) => cell.rate) as [Rate, Rate, Rate];
    report(`[goals] +15% ${pct(e15)}, +20% ${pct(e20)}, +50% ${pct(e50)}`);
    between(e15, 0.65, 0.85);
    between(e20, 0.65, 0.85);
    expect(e50.low).toBeLessThanOrEqual(0.97);
    expect(e20.rate).toBeGreaterThan(e15.rate);
  });

  it("[B36] two-stat builds of equal total stay within 40–60% against balanced (the extreme pairs, every arena)", () => {
    for (const [first, second] of EXTREME_PAIRS) {
      for (const arena of ARENA_TYPES) {
        const rate = duel(balanced("a", { stats: pairBuild(first, second) }), balanced("b"), {
          version: ENGINE_VERSION,
          n: 1000,
          arena,
        });
        between(rate, 0.4, 0.6);
      }
    }
  }, 120_000);

  it("[B35][B36] the reading policy beats always-default 60–70%; knowing the pending choice adds little", () => {
    const [readerDefault, oracleDefault, readerRandom, oracleRandom, oracleReader] = table.policies.map(
      (c) => c.rate,
    ) as Rate[];
    report(table.policies.map((c) => `[goals] ${c.label} ${pct(c.rate)}`).join("\n"));
    between(readerDefault as Rate, 0.6, 0.7);
    expect((oracleDefault as Rate).rate - (readerDefault as Rate).rate).toBeLessThanOrEqual(0.05);
    expect((oracleRandom as Rate).rate - (readerRandom as Rate).rate).toBeLessThanOrEqual(0.07);
    expect((oracleReader as Rate).low).toBeLessThanOrEqual(0.55);
  });

  it("[B36] no fixed tactic or fixed script wins more than 55% against a uniform random mix", () => {
    for (const cell of table.fixedVsRandom) {
      report(`[goals] ${cell.label} ${pct(cell.rate)}`);
      expect(cell.rate.low, cell.label).toBeLessThanOrEqual(0.55);
    }
  });

  it("[B36] the neglect curve falls smoothly to 1–35% at the last hour a server battle accepts", () => {
    const last = table.neglect.at(-1)?.rate as Rate;
    report(
      `[goals] neglect ${table.neglect.map((c) => (c.rate.rate * 100).toFixed(0)).join(" ")}; step ${table.neglectStep.toFixed(1)}`,
    );
    between(last, 0.01, 0.35);
    expect(table.neglect[0]?.rate.rate).toBeGreaterThan(0.45);
    expect(table.neglectStep).toBeLessThan(5);
  });

  it("[B36][B38] the curve's steepest stretch (16–24 h, 10,000 battles an hour) has no step above 3 points", () => {
    const rates = neglectCurve()
      .filter(({ hour }) => hour >= 16 && hour <= 24)
      .map(({ ant }) => duel(balanced("a", ant), balanced("b"), { version: ENGINE_VERSION, n: 10_000 }).rate * 100);
    const steps = rates.slice(1).map((rate, i) => Math.abs(rate - (rates[i] as number)));
    report(
      `[goals] neglect 16–24 h ${rates.map((r) => r.toFixed(1)).join(" ")}; step ${Math.max(...steps).toFixed(1)}`,
    );
    expect(steps).toHaveLength(8);
    expect(Math.max(...steps)).toBeLessThanOrEqual(3);
  }, 120_000);
});
