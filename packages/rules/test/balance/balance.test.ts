// The issue-10 balance table as tests: seeded simulations (fixed seeds, 4,000 battles per point) bounded by the goals.
import { beforeAll, describe, expect, it } from "vitest";
import { STAT_NAMES } from "../../src/ant";
import { ARENA_TYPES } from "../../src/battle/types";
import { report } from "../battle/report";
import { ARENA_FAVOURS, BUILDS } from "./profiles";
import { type BalanceTable, balanceTable, type Rate } from "./simulate";

let table: BalanceTable;
const pct = (r: Rate) => `${(r.rate * 100).toFixed(1)}% [${(r.low * 100).toFixed(1)}–${(r.high * 100).toFixed(1)}]`;

describe("balance suite (engine version 2)", () => {
  beforeAll(() => {
    table = balanceTable();
  }, 120_000);

  it("[B29] all combat stats +15% and +20% win 65–85%; +50% wins at most 97%", () => {
    report(
      `[balance] edges +15% ${pct(table.edges["15"])}, +20% ${pct(table.edges["20"])}, +50% ${pct(table.edges["50"])}`,
    );
    for (const edge of [table.edges["15"], table.edges["20"]]) {
      expect(edge.rate).toBeGreaterThan(0.65);
      expect(edge.rate).toBeLessThan(0.85);
    }
    expect(table.edges["50"].rate).toBeLessThanOrEqual(0.97);
    expect(table.edges["20"].rate).toBeGreaterThan(table.edges["15"].rate);
  });

  it("[B3][B29] a fully neglected ant beats its cared twin sometimes, at most 35%; with +50% stats more than half", () => {
    report(`[balance] neglected ${pct(table.neglected)}, neglected +50% ${pct(table.neglectedStrong)}`);
    expect(table.neglected.rate).toBeGreaterThan(0);
    expect(table.neglected.high).toBeLessThanOrEqual(0.35);
    expect(table.neglectedStrong.low).toBeGreaterThan(0.5);
  });

  it("[B3] needs act smoothly: win rate rises with needs, no cliff at 5, and 5 to 20 matters", () => {
    report(`[balance] needs: ${table.needs.map((p) => `${p.need} ${(p.rate.rate * 100).toFixed(1)}%`).join(", ")}`);
    const at = (need: number) => table.needs.find((p) => p.need === need)?.rate.rate ?? Number.NaN;
    expect(Math.abs(at(5) - at(4.99))).toBeLessThan(0.02);
    expect(at(20) - at(5)).toBeGreaterThan(0.1);
    for (let i = 1; i < table.needs.length; i++) {
      const step = (table.needs[i]?.rate.rate ?? 0) - (table.needs[i - 1]?.rate.rate ?? 0);
      expect(step).toBeGreaterThan(-0.02);
      expect(step).toBeLessThan(0.1);
    }
  });

  it("[B29] every build (strength, speed, armor, stamina, spirit, intelligence) wins 40–60% against balanced in every arena", () => {
    for (const build of Object.keys(BUILDS)) {
      report(
        `[balance] ${build}: ${ARENA_TYPES.map((a) => `${a} ${pct(table.builds[build]?.[a] as Rate)}`).join(", ")}`,
      );
      for (const arena of ARENA_TYPES) {
        const rate = table.builds[build]?.[arena]?.rate ?? Number.NaN;
        expect(rate, `${build} in ${arena}`).toBeGreaterThan(0.4);
        expect(rate, `${build} in ${arena}`).toBeLessThan(0.6);
      }
    }
  });

  it("[B2] each arena visibly favours the build its modifier names (ice holds speed back)", () => {
    for (const [arena, { build, direction }] of Object.entries(ARENA_FAVOURS)) {
      const row = table.builds[build];
      const shift = ((row?.[arena as keyof typeof ARENA_FAVOURS]?.rate ?? 0) - (row?.basic.rate ?? 0)) * direction;
      report(`[balance] ${arena} moves the ${build} build ${(shift * direction * 100).toFixed(1)} points`);
      expect(shift, arena).toBeGreaterThan(0.015);
    }
  });

  it("[B29] every one of the 20 stats changes battles: +5 in it changes logs and never loses more than it wins", () => {
    for (const stat of STAT_NAMES) {
      const effect = table.stats[stat];
      report(`[balance] +5 ${stat}: ${pct(effect.rate)}, ${(effect.changed * 100).toFixed(0)}% of logs change`);
      expect(effect.changed, stat).toBeGreaterThan(0.2);
      expect(effect.rate.rate, stat).toBeGreaterThan(0.51);
    }
  });

  it("[B29] level has no direct effect: level 30 against level 1 with the same stats is an even fight", () => {
    report(`[balance] level 30 vs level 1 ${pct(table.levelGap)}`);
    expect(table.levelGap.low).toBeLessThan(0.5);
    expect(table.levelGap.high).toBeGreaterThan(0.5);
  });
});
