// Quick training rules: types and levels, readiness texts, the UTC day, the effectiveness formula, gains and advice.
import { describe, expect, it } from "vitest";
import { STAT_NAMES, type Stats } from "../../src/ant";
import { createRng } from "../../src/random";
import { trainingAdvice } from "../../src/training/advice";
import {
  isTrainingAt,
  isTrainingType,
  nextTrainingDayMs,
  quickTraining,
  sessionsToday,
  TRAINING_DURATION_MS,
  TRAINING_TYPE_RULES,
  TRAINING_TYPES,
  tierFactor,
  tierNote,
  trainedStats,
  trainingEffectiveness,
  trainingReadiness,
} from "../../src/training/quick";

const flat = (value = 10): Stats => Object.fromEntries(STAT_NAMES.map((s) => [s, value])) as Stats;
const DAY = 86_400_000;

describe("quick training", () => {
  it("[TR1] five types with tiers, levels, stats and energy costs of 20–25", () => {
    expect(TRAINING_TYPES).toEqual(["physical", "agility", "combat", "mental", "specialized"]);
    expect(TRAINING_TYPES.map((t) => TRAINING_TYPE_RULES[t].tier)).toEqual([
      "Basic",
      "Intermediate",
      "Advanced",
      "Expert",
      "Master",
    ]);
    expect(TRAINING_TYPES.map((t) => TRAINING_TYPE_RULES[t].minLevel)).toEqual([1, 3, 5, 8, 12]);
    expect(TRAINING_TYPE_RULES.physical.stats).toEqual(["strength", "endurance"]);
    expect(TRAINING_TYPE_RULES.agility.stats).toEqual(["speed", "agility", "reflexes"]);
    expect(TRAINING_TYPE_RULES.combat.stats).toEqual(["precision", "counter", "armor"]);
    expect(TRAINING_TYPE_RULES.mental.stats).toEqual(["intelligence", "focus", "willpower"]);
    for (const t of TRAINING_TYPES) {
      expect(TRAINING_TYPE_RULES[t].energyCost).toBeGreaterThanOrEqual(20);
      expect(TRAINING_TYPE_RULES[t].energyCost).toBeLessThanOrEqual(25);
    }
    expect(isTrainingType("mental")).toBe(true);
    expect(isTrainingType("yoga")).toBe(false);
  });

  it("[TR1] every type trains at any level: below its level at level / minLevel effectiveness, at least 0.4, shown", () => {
    expect(tierFactor("physical", 0)).toBe(1);
    expect(tierNote("physical", 0)).toBeNull();
    expect(tierFactor("agility", 100)).toBe(0.67);
    expect(tierNote("agility", 100)).toBe("Below level 3: ×0.67 effectiveness");
    expect(tierFactor("agility", 200)).toBe(1);
    expect(tierFactor("combat", 0)).toBe(0.4);
    expect(tierFactor("specialized", 1099)).toBe(0.92);
    expect(tierFactor("specialized", 1100)).toBe(1);
    for (const t of TRAINING_TYPES) {
      for (let xp = 0; xp <= 1200; xp += 100) {
        expect(tierFactor(t, xp)).toBeGreaterThanOrEqual(0.4);
        expect(tierFactor(t, xp)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("[TR2] readiness reasons in order: battle, training, treatment, energy, limit, ready", () => {
    const ready = { isInBattle: false, isTraining: false, energy: 20, sessionsToday: 4 };
    expect(trainingReadiness(ready)).toEqual({ ready: true, reason: "Ready for training" });
    expect(trainingReadiness({ ...ready, isInBattle: true, isTraining: true }).reason).toBe("Currently in battle");
    expect(trainingReadiness({ ...ready, isTraining: true, inTreatment: true }).reason).toBe("Currently training");
    expect(trainingReadiness({ ...ready, inTreatment: true, energy: 0 }).reason).toBe("Currently in treatment");
    expect(trainingReadiness({ ...ready, isTraining: true, energy: 0 }).reason).toBe("Currently training");
    expect(trainingReadiness({ ...ready, energy: 19.99, sessionsToday: 5 }).reason).toBe("Energy too low (need 20%+)");
    expect(trainingReadiness({ ...ready, sessionsToday: 5 }).reason).toBe("Training limit reached today");
  });

  it("[TR3] sessions count per UTC day: a stored count from another day reads 0; the next day starts at 00:00 UTC", () => {
    const noon = Date.UTC(2026, 10, 24, 12);
    const day = Math.floor(noon / DAY);
    expect(sessionsToday(3, day, noon)).toBe(3);
    expect(sessionsToday(3, day - 1, noon)).toBe(0);
    expect(sessionsToday(3, null, noon)).toBe(0);
    expect(sessionsToday(5, day, Date.UTC(2026, 10, 24, 23, 59, 59))).toBe(5);
    expect(sessionsToday(5, day, Date.UTC(2026, 10, 25, 0, 0, 0))).toBe(0);
    expect(nextTrainingDayMs(noon)).toBe(Date.UTC(2026, 10, 25));
  });

  it("[TR4] effectiveness = (0.5 + happiness/20) × (0.8 + focus/20 × 0.4), ×0.8 hungry, ×0.9 tired, 0.1–2", () => {
    const fed = { food: 15, rest: 15 };
    expect(trainingEffectiveness({ happiness: 10, focus: 10, ...fed })).toBeCloseTo(1.0, 10);
    expect(trainingEffectiveness({ happiness: 20, focus: 20, ...fed })).toBeCloseTo(1.8, 10);
    expect(trainingEffectiveness({ happiness: 1, focus: 1, ...fed })).toBeCloseTo(0.55 * 0.82, 10);
    expect(trainingEffectiveness({ happiness: 10, focus: 10, food: 9.99, rest: 15 })).toBeCloseTo(0.8, 10);
    expect(trainingEffectiveness({ happiness: 10, focus: 10, food: 15, rest: 9 })).toBeCloseTo(0.9, 10);
    expect(trainingEffectiveness({ happiness: 10, focus: 10, food: 10, rest: 10 })).toBeCloseTo(1.0, 10);
    expect(trainingEffectiveness({ happiness: 10, focus: 10, food: 0, rest: 0 })).toBeCloseTo(0.72, 10);
    expect(trainingEffectiveness({ happiness: 20, focus: 20, ...fed }, 1.2)).toBe(2);
    expect(trainingEffectiveness({ happiness: 1, focus: 1, food: 0, rest: 0 }, 0.1)).toBe(0.1);
    expect(trainingEffectiveness({ happiness: Number.NaN, focus: 10, ...fed })).toBe(0.1);
  });

  it("[TR5] energy spent is the type's cost, never more than the ant has", () => {
    const rng = createRng(1);
    expect(quickTraining("physical", flat(), 100, 1, rng).energy).toBe(25);
    expect(quickTraining("mental", flat(), 100, 1, rng).energy).toBe(20);
    expect(quickTraining("physical", flat(), 21, 1, rng).energy).toBe(21);
  });

  it("[TR6] a session lasts 30 minutes and ends lazily at its end time", () => {
    expect(TRAINING_DURATION_MS).toBe(1_800_000);
    expect(isTrainingAt(true, 1000, 999)).toBe(true);
    expect(isTrainingAt(true, 1000, 1000)).toBe(false);
    expect(isTrainingAt(false, 1000, 0)).toBe(false);
    expect(isTrainingAt(true, null, 5)).toBe(true);
  });

  it("[TR7] seeded gains of 0.1 × effectiveness ± 20% on the type's stats, capped at 20; experience by effectiveness", () => {
    const a = quickTraining("agility", flat(), 100, 1, createRng(7));
    const b = quickTraining("agility", flat(), 100, 1, createRng(7));
    expect(a).toEqual(b);
    expect(Object.keys(a.gains).sort()).toEqual(["agility", "reflexes", "speed"]);
    for (const gain of Object.values(a.gains)) {
      expect(gain).toBeGreaterThanOrEqual(0.08);
      expect(gain).toBeLessThanOrEqual(0.12);
    }
    expect(a.experience).toBe(18);
    expect(quickTraining("agility", flat(), 100, 1.8, createRng(7)).experience).toBe(32);
    expect(quickTraining("physical", flat(), 100, 1, createRng(7), 1.25).experience).toBe(19);
    const capped = quickTraining("physical", { ...flat(), strength: 20, endurance: 19.99 }, 100, 1, createRng(3));
    expect(capped.gains).toEqual({ endurance: 0.01 });
    expect(capped.stats.endurance).toBe(20);
    const stats = { ...flat(), armor: 17, vitality: 16, focus: 15, loyalty: 20 };
    expect(trainedStats("specialized", stats)).toEqual(["armor", "vitality", "focus"]);
  });

  it("[TR8] advice names readiness, the weakest unlocked type and what lowers effectiveness", () => {
    const ant = {
      name: "Rex",
      stats: { ...flat(12), strength: 5, endurance: 6, speed: 3, happiness: 6 },
      food: 8,
      rest: 15,
      energy: 50,
      totalExperience: 250,
      isInBattle: false,
      isTraining: false,
      sessionsToday: 2,
    };
    const advice = trainingAdvice(ant);
    expect(advice).toMatchObject({ ready: true, reason: "Ready for training", sessions_left: 3 });
    expect(advice.recommended_type).toBe("physical");
    expect(advice.weakest_stats).toEqual(["speed", "strength", "endurance"]);
    expect(advice.tips).toEqual([
      "Feed Rex first: hunger cuts training effectiveness by 20%",
      "A happier ant learns faster: happiness is 6/20",
      "Combat training (Advanced) works at full effect from level 5",
    ]);
    const tired = trainingAdvice({ ...ant, energy: 5, rest: 2 });
    expect(tired.ready).toBe(false);
    expect(tired.tips).toContain("Energy too low (need 20%+)");
    expect(tired.tips).toContain("Let Rex rest first: tiredness cuts training effectiveness by 10%");
    const strong = trainingAdvice({ ...ant, stats: flat(19), totalExperience: 1200 });
    expect(strong.recommended_type).toBe("specialized");
  });
});
