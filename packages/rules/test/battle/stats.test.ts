// Effective stats, arena modifiers, critical needs and will to fight ([B1]–[B4]).
import { describe, expect, it } from "vitest";
import { ARENA_MODIFIERS, arenaMultiplier } from "../../src/battle/arena";
import { clampEffectiveStat, EFFECTIVE_STAT_MAX, effectiveStats } from "../../src/battle/stats";
import { ARENA_TYPES } from "../../src/battle/types";
import {
  conditionFactor,
  criticalNeedCount,
  MIN_CONDITION_FACTOR,
  resolve,
  spiritFactor,
} from "../../src/battle/v1/condition";
import { CRITICAL_NEED_WARNING } from "../../src/colony/needs";
import { flatNeeds, flatStats, makeFighter } from "./builders";

describe("effective stats", () => {
  it("[B1] equipment bonuses add to stats, clamped to 1..25", () => {
    const fighter = makeFighter({ stats: { strength: 18, armor: 3 }, equipmentBonuses: { strength: 12, armor: -9 } });
    const stats = effectiveStats(fighter, "basic");
    expect(stats.strength).toBe(EFFECTIVE_STAT_MAX);
    expect(stats.armor).toBe(1);
    expect(stats.speed).toBe(10);
    expect(clampEffectiveStat(Number.NaN)).toBe(1);
  });

  it("[B2] arenas scale stats: desert +10% speed, jungle +10% agility, underground +10% defense, ice -5% speed", () => {
    const fighter = makeFighter();
    expect(effectiveStats(fighter, "desert").speed).toBeCloseTo(11);
    expect(effectiveStats(fighter, "jungle").agility).toBeCloseTo(11);
    const underground = effectiveStats(fighter, "underground");
    expect([underground.armor, underground.resistance]).toEqual([11, 11]);
    expect(effectiveStats(fighter, "ice").speed).toBeCloseTo(9.5);
    expect(effectiveStats(fighter, "basic")).toEqual(flatStats());
    expect(Object.keys(ARENA_MODIFIERS)).toEqual([...ARENA_TYPES]);
    expect(arenaMultiplier("ice", "strength")).toBe(1);
  });
});

describe("condition (version 1, kept for replay)", () => {
  it("[B3] each need below 5 costs 8% of hit chance and damage, down to 60%", () => {
    expect(CRITICAL_NEED_WARNING).toBe("Critical level! This affects performance!");
    expect(conditionFactor(flatNeeds(15))).toBe(1);
    expect(criticalNeedCount({ ...flatNeeds(15), food: 4, water: 5 })).toBe(1);
    expect(conditionFactor({ ...flatNeeds(15), food: 4, rest: 0 })).toBeCloseTo(0.84);
    expect(conditionFactor(flatNeeds(0))).toBe(MIN_CONDITION_FACTOR);
  });

  it("[B4] resolve from morale, willpower, happiness and mood scales damage from 0.9 to 1.1", () => {
    expect(resolve(flatStats(20), 20)).toBe(1);
    expect(resolve(flatStats(10), 10)).toBeCloseTo(0.5);
    expect(resolve({ ...flatStats(10), morale: 25 }, 10)).toBeCloseTo(0.5 + 10 / 80);
    expect(resolve(flatStats(1), 0)).toBeCloseTo(3 / 80);
    expect(spiritFactor(0)).toBeCloseTo(0.9);
    expect(spiritFactor(1)).toBeCloseTo(1.1);
  });
});
