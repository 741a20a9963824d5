// Stat ranges for the editor and the server, grades and best stats.
import { describe, expect, it } from "vitest";
import { STAT_NAMES } from "../../src/ant";
import {
  clampStat,
  editorStats,
  editorStatValue,
  roundStat,
  STAT_GROUPS,
  statGrade,
  topStats,
  validateStats,
} from "../../src/colony/stats";
import { makeStats } from "./builders";

describe("stats", () => {
  it("[S1] a stored stat is clamped to 1..20 with at most two decimals", () => {
    expect(clampStat(25)).toBe(20);
    expect(clampStat(0)).toBe(1);
    expect(clampStat(12.345)).toBe(12.35);
    expect(clampStat(Number.NaN)).toBe(1);
    expect(roundStat(10 + 0.02 + 0.01)).toBe(10.03);
  });

  it("[S2] the editor clamps to 1..20 and turns non-numbers into 1", () => {
    expect(editorStatValue(Number.NaN)).toBe(1);
    expect(editorStatValue("abc")).toBe(1);
    expect(editorStatValue(undefined)).toBe(1);
    expect(editorStatValue(null)).toBe(1);
    expect(editorStatValue("")).toBe(1);
    expect(editorStatValue("14")).toBe(14);
    expect(editorStatValue(99)).toBe(20);
    expect(editorStatValue(-4)).toBe(1);
    const stats = editorStats({ strength: "abc", speed: 30 });
    expect(stats.strength).toBe(1);
    expect(stats.speed).toBe(20);
    expect(stats.happiness).toBe(1);
    expect(Object.keys(stats)).toEqual([...STAT_NAMES]);
  });

  it("[S3] the server accepts all 20 stats as numbers 1..20 with up to two decimals", () => {
    expect(validateStats(makeStats(10, { strength: 20, speed: 1, focus: 12.5, armor: 7.25 }))).toEqual({
      ok: true,
      stats: makeStats(10, { strength: 20, speed: 1, focus: 12.5, armor: 7.25 }),
    });
  });

  it("[S3] the server names the invalid stat", () => {
    expect(validateStats(makeStats(10, { agility: 21 }))).toEqual({
      ok: false,
      stat: "agility",
      detail: "agility must be a number from 1 to 20",
    });
    expect(validateStats({ ...makeStats(10), focus: "12" })).toMatchObject({ ok: false, stat: "focus" });
    expect(validateStats(makeStats(10, { morale: 0 }))).toMatchObject({ ok: false, stat: "morale" });
    expect(validateStats(makeStats(10, { armor: 5.123 }))).toEqual({
      ok: false,
      stat: "armor",
      detail: "armor must have at most 2 decimals",
    });
    const { happiness: _dropped, ...missing } = makeStats(10);
    expect(validateStats(missing)).toEqual({ ok: false, stat: "happiness", detail: "Missing stat: happiness" });
    expect(validateStats({ ...makeStats(10), luck: 5 })).toEqual({
      ok: false,
      stat: "luck",
      detail: "Unknown stat: luck",
    });
    expect(validateStats(null)).toMatchObject({ ok: false });
    expect(validateStats([1, 2])).toMatchObject({ ok: false });
  });

  it("[S4] grades: 18+ S, 15+ A, 12+ B, 8+ C, else D", () => {
    expect([20, 18, 17.99, 15, 12, 11.9, 8, 7.99, 1].map(statGrade)).toEqual([
      "S",
      "S",
      "A",
      "A",
      "B",
      "C",
      "C",
      "D",
      "D",
    ]);
  });

  it("[S5] three stat groups hold all 20 stats once", () => {
    const all = [...STAT_GROUPS.combat, ...STAT_GROUPS.physiological, ...STAT_GROUPS.mental];
    expect(all.sort()).toEqual([...STAT_NAMES].sort());
  });

  it("[S6] best stats, highest first, ties in spec order", () => {
    expect(topStats(makeStats(5, { speed: 14, armor: 14, focus: 16 }), 3)).toEqual([
      { stat: "focus", value: 16 },
      { stat: "speed", value: 14 },
      { stat: "armor", value: 14 },
    ]);
  });
});
