// The version-1 combat formulas one by one ([B5]–[B13], [B16]), frozen so stored battles replay.
import { describe, expect, it } from "vitest";
import {
  ACTION_ENERGY_COST,
  baseDamage,
  collapseChance,
  counterChance,
  counterDamage,
  critChance,
  falterChance,
  fatiguePenalty,
  followUpChance,
  hitChance,
  initiativeBase,
  isCritical,
  isExhausted,
  isTired,
  isWounded,
  MAX_COUNTER_CHANCE,
  MAX_HIT_CHANCE,
  MIN_HIT_CHANCE,
  mitigation,
  restGain,
  rollDamage,
} from "../../src/battle/v1/formulas";
import { flatStats } from "./builders";

const avg = flatStats(10);

describe("combat formulas (version 1, kept for replay)", () => {
  it("[B5] initiative rests on speed plus reflexes", () => {
    expect(initiativeBase({ ...avg, speed: 15, reflexes: 7 })).toBe(22);
  });

  it("[B6] precision against agility decides hits, scaled by condition", () => {
    expect(hitChance(avg, avg, 1)).toBeCloseTo(0.75);
    expect(hitChance({ ...avg, precision: 15 }, avg, 1)).toBeCloseTo(0.9);
    expect(hitChance({ ...avg, precision: 20 }, { ...avg, agility: 1 }, 1)).toBe(MAX_HIT_CHANCE);
    expect(hitChance({ ...avg, precision: 1 }, { ...avg, agility: 20 }, 1)).toBe(MIN_HIT_CHANCE);
    expect(hitChance(avg, avg, 0.6)).toBeCloseTo(0.45);
  });

  it("[B7] damage grows with strength and aggression and shrinks with armor, resistance and vitality", () => {
    expect(mitigation(avg)).toBeCloseTo(100 / 150);
    expect(baseDamage(avg, avg, 1, 1)).toBeCloseTo(18 * (100 / 150) * 0.9);
    expect(baseDamage({ ...avg, strength: 20 }, avg, 1, 1)).toBeGreaterThan(baseDamage(avg, avg, 1, 1));
    expect(baseDamage({ ...avg, aggression: 20 }, avg, 1, 1)).toBeCloseTo(baseDamage(avg, avg, 1, 1) * 1.1);
    expect(baseDamage(avg, { ...avg, armor: 20 }, 1, 1)).toBeLessThan(baseDamage(avg, avg, 1, 1));
    expect(baseDamage(avg, { ...avg, resistance: 20 }, 1, 1)).toBeLessThan(baseDamage(avg, avg, 1, 1));
    expect(baseDamage(avg, { ...avg, vitality: 20 }, 1, 1)).toBeLessThan(baseDamage(avg, avg, 1, 1));
    expect(baseDamage(avg, avg, 0.6, 1.1)).toBeCloseTo(baseDamage(avg, avg, 1, 1) * 0.66);
    expect(rollDamage(10, 0, false, 0)).toBe(9);
    expect(rollDamage(10, 0.999_999, false, 0)).toBe(11);
    expect(rollDamage(0.1, 0.5, false, 0)).toBe(1);
  });

  it("[B8] focus raises the critical chance; a critical hit does 1.5x damage", () => {
    expect(critChance(avg)).toBeCloseTo(0.12);
    expect(critChance({ ...avg, focus: 20 })).toBeCloseTo(0.22);
    expect(rollDamage(10, 0.5, true, 0)).toBe(15);
  });

  it("[B9] the counter stat and reflexes give a counter chance up to 35%; counters do 60% damage", () => {
    expect(counterChance(avg)).toBeCloseTo(0.15);
    expect(counterChance({ ...avg, counter: 25, reflexes: 25 })).toBe(MAX_COUNTER_CHANCE);
    expect(counterDamage(10, 0)).toBe(6);
    expect(counterDamage(0.5, 0)).toBe(1);
  });

  it("[B10] a faster ant may strike again: 3% per point of speed ahead, up to 60%", () => {
    expect(followUpChance({ ...avg, speed: 15 }, avg)).toBeCloseTo(0.15);
    expect(followUpChance(avg, { ...avg, speed: 15 })).toBe(0);
    expect(followUpChance({ ...avg, speed: 25 }, { ...avg, speed: 1 })).toBe(0.6);
  });

  it("[B11] each action costs 8 energy; below 8 an ant must rest and regains 15 + recovery", () => {
    expect(ACTION_ENERGY_COST).toBe(8);
    expect(isExhausted(7.9)).toBe(true);
    expect(isExhausted(8)).toBe(false);
    expect(restGain(avg)).toBe(25);
    expect(restGain({ ...avg, recovery: 10.5 })).toBe(25);
  });

  it("[B12] a tired ant (below 30 energy) hits softer, less so with endurance", () => {
    expect(isTired(29)).toBe(true);
    expect(isTired(30)).toBe(false);
    expect(fatiguePenalty({ ...avg, endurance: 25 })).toBe(0);
    expect(fatiguePenalty(avg)).toBeCloseTo(0.18);
    expect(rollDamage(10, 0.5, false, fatiguePenalty(avg))).toBe(8);
  });

  it("[B13] a wounded ant (below 30 health) may hesitate, less with resolve and discipline", () => {
    expect(isWounded(29)).toBe(true);
    expect(isWounded(30)).toBe(false);
    expect(falterChance(avg, 0.5)).toBeCloseTo(0.3 * 0.5 * 0.75);
    expect(falterChance({ ...avg, discipline: 20 }, 0.5)).toBeLessThan(falterChance(avg, 0.5));
    expect(falterChance(avg, 1)).toBe(0);
  });

  it("[B16] an exhausted ant below 20 health collapses with chance 1 - 0.5 x endurance / 25", () => {
    expect(isCritical(19)).toBe(true);
    expect(isCritical(20)).toBe(false);
    expect(collapseChance(avg)).toBeCloseTo(0.8);
    expect(collapseChance({ ...avg, endurance: 25 })).toBeCloseTo(0.5);
  });
});
