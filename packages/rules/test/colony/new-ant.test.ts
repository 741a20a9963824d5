// Random names, the name rule, colours and a new ant's starting values.
import { describe, expect, it } from "vitest";
import { ANT_NAME_MAX, NEED_NAMES, STAT_NAMES } from "../../src/ant";
import { ACTIVITY_ICONS, antActivity, isAntFree } from "../../src/colony/activity";
import { normalizeAntColor, validateAntColor } from "../../src/colony/appearance";
import { NAME_ADJECTIVES, NAME_SUFFIXES, randomAntName, validateAntName } from "../../src/colony/names";
import { createAntDefaults } from "../../src/colony/new-ant";
import { createRng } from "../../src/random";
import { DEFAULT_SEED } from "./builders";

describe("new ant", () => {
  it("[G1] random names are an adjective and a suffix word, seeded, at most 50 characters", () => {
    expect(NAME_ADJECTIVES.length).toBeGreaterThanOrEqual(30);
    expect(NAME_SUFFIXES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(NAME_ADJECTIVES).size).toBe(NAME_ADJECTIVES.length);
    expect(new Set(NAME_SUFFIXES).size).toBe(NAME_SUFFIXES.length);
    const a = createRng(DEFAULT_SEED);
    const b = createRng(DEFAULT_SEED);
    const names = Array.from({ length: 50 }, () => randomAntName(a));
    expect(names).toEqual(Array.from({ length: 50 }, () => randomAntName(b)));
    expect(new Set(names).size).toBeGreaterThan(30);
    for (const name of names) {
      const [adjective, suffix] = name.split(" ");
      expect(NAME_ADJECTIVES).toContain(adjective);
      expect(NAME_SUFFIXES).toContain(suffix);
    }
    const longest =
      Math.max(...NAME_ADJECTIVES.map((w) => w.length)) + 1 + Math.max(...NAME_SUFFIXES.map((w) => w.length));
    expect(longest).toBeLessThanOrEqual(ANT_NAME_MAX);
  });

  it("[G2] the name is trimmed, required and at most 50 characters", () => {
    expect(validateAntName("  Brave Mandible ")).toEqual({ ok: true, name: "Brave Mandible" });
    expect(validateAntName("   ")).toEqual({ ok: false, detail: "Ant name is required" });
    expect(validateAntName(undefined)).toEqual({ ok: false, detail: "Ant name is required" });
    expect(validateAntName("x".repeat(50))).toEqual({ ok: true, name: "x".repeat(50) });
    expect(validateAntName("x".repeat(51))).toEqual({ ok: false, detail: "Ant name must be at most 50 characters" });
    expect(validateAntName("🐜".repeat(50)).ok).toBe(true);
    expect(validateAntName("Bad\nName")).toEqual({ ok: false, detail: "Ant name must not contain control characters" });
  });

  it("[G3] the colour is one of the six presets, compared case-insensitively and stored upper-case", () => {
    expect(normalizeAntColor("#dc143c")).toBe("#DC143C");
    expect(normalizeAntColor("#123456")).toBeNull();
    expect(validateAntColor("#4682b4")).toEqual({ ok: true, color: "#4682B4" });
    expect(validateAntColor(undefined)).toEqual({ ok: true, color: "#8B4513" });
    expect(validateAntColor("red")).toEqual({
      ok: false,
      detail: "Color must be one of #8B4513, #2F2F2F, #DC143C, #DAA520, #228B22, #4682B4",
    });
  });

  it("[G4] a new ant starts with seeded stats 5..10, needs 15, full health and energy, mood 10", () => {
    const ant = createAntDefaults(createRng(DEFAULT_SEED));
    expect(ant).toEqual(createAntDefaults(createRng(DEFAULT_SEED)));
    expect(Object.keys(ant.stats)).toEqual([...STAT_NAMES]);
    for (const name of STAT_NAMES) {
      expect(Number.isInteger(ant.stats[name])).toBe(true);
      expect(ant.stats[name]).toBeGreaterThanOrEqual(5);
      expect(ant.stats[name]).toBeLessThanOrEqual(10);
    }
    for (const name of NEED_NAMES) expect(ant.needs[name]).toBe(15);
    expect(ant).toMatchObject({ health: 100, energy: 100, mood: 10, totalExperience: 0 });
    expect(createAntDefaults(createRng(DEFAULT_SEED + 1)).stats).not.toEqual(ant.stats);
  });

  it("[D1] activity and dashboard icon: sword in battle, muscle training, bandage under treatment, ant otherwise", () => {
    expect(antActivity({ isInBattle: true, isTraining: true })).toBe("battle");
    expect(antActivity({ isTraining: true })).toBe("training");
    expect(antActivity({})).toBe("idle");
    expect(antActivity({ isInTreatment: true })).toBe("treatment");
    expect(antActivity({ isTraining: true, isInTreatment: true })).toBe("training");
    expect(ACTIVITY_ICONS).toEqual({ battle: "⚔️", training: "💪", treatment: "🩹", idle: "🐜" });
  });

  it("[D2] an ant is free for the live arena when neither in battle nor training", () => {
    expect(isAntFree({ isInBattle: false, isTraining: false })).toBe(true);
    expect(isAntFree({ isTraining: true })).toBe(false);
  });
});
