// The version-2 combat formulas one by one ([B2]–[B13], [B16], [B27]): each stat's effect and the smooth needs.
import { describe, expect, it } from "vitest";
import { ARENA_GAPS, widenArenaGaps } from "../../src/battle/arena";
import { needEffects, needLack, resolve, spiritPoints } from "../../src/battle/condition";
import {
  actionCost,
  actionCostBase,
  armorBlock,
  collapseChance,
  counterChance,
  critChance,
  extraActionChance,
  falterChance,
  fatiguePenalty,
  hitChance,
  initiativeBase,
  isExhausted,
  isTired,
  rawDamage,
  restGain,
  rollDamage,
  tacticEdge,
  toughness,
} from "../../src/battle/formulas";
import { buildProfile } from "../../src/battle/profile";
import { flatNeeds, flatStats, makeFighter, makeOpponent } from "./builders";

const avg = flatStats(10);
const plus = (stat: keyof typeof avg, by = 5) => ({ ...avg, [stat]: avg[stat] + by });

describe("combat formulas (version 2)", () => {
  it("[B5] initiative: speed plus half of reflexes", () => {
    expect(initiativeBase({ ...avg, speed: 15, reflexes: 8 })).toBe(19);
  });

  it("[B6] precision and intelligence aim, agility dodges, and dodges slow attackers better", () => {
    expect(hitChance(avg, avg)).toBeCloseTo(0.8);
    expect(hitChance(plus("precision"), avg)).toBeCloseTo(0.88);
    expect(hitChance(plus("intelligence"), avg)).toBeCloseTo(0.85);
    expect(hitChance(avg, plus("agility"))).toBeCloseTo(0.8 - 0.06 - 0.05);
    expect(hitChance(plus("speed"), plus("agility"))).toBeCloseTo(0.74);
    expect(hitChance({ ...flatStats(1), speed: 1 }, flatStats(25))).toBe(0.35);
  });

  it("[B7] strength, aggression and metabolism raise damage; flat armor blunts small hits most; strength pierces it", () => {
    expect(rawDamage(avg)).toBeCloseTo(24);
    for (const stat of ["strength", "aggression", "metabolism"] as const)
      expect(rawDamage(plus(stat)), stat).toBeGreaterThan(rawDamage(avg));
    expect(armorBlock(avg, avg)).toBeCloseTo(2.7);
    expect(armorBlock(avg, plus("strength"))).toBeCloseTo(2.7 * 0.8);
    const small =
      (rollDamage(8, 6, 1, 0.5, false, 0) - rollDamage(8, 3, 1, 0.5, false, 0)) / rollDamage(8, 3, 1, 0.5, false, 0);
    const big =
      (rollDamage(30, 6, 1, 0.5, false, 0) - rollDamage(30, 3, 1, 0.5, false, 0)) / rollDamage(30, 3, 1, 0.5, false, 0);
    expect(small).toBeLessThan(big);
    expect(rollDamage(24, 3, 1, 0, false, 0)).toBe(9);
    expect(rollDamage(24, 3, 1, 0.999_999, false, 0)).toBe(33);
    expect(rollDamage(1, 30, 1, 0.5, false, 0)).toBe(1);
  });

  it("[B7] resistance, vitality, discipline, endurance and recovery each lower damage taken", () => {
    expect(toughness(avg)).toBeCloseTo(1);
    for (const stat of ["resistance", "vitality", "discipline", "endurance", "recovery"] as const)
      expect(toughness(plus(stat)), stat).toBeLessThan(1);
  });

  it("[B8] focus and intelligence raise the critical chance; a critical does ×1.8", () => {
    expect(critChance(avg)).toBeCloseTo(0.08);
    expect(critChance(plus("focus"))).toBeCloseTo(0.18);
    expect(critChance(plus("intelligence"))).toBeCloseTo(0.13);
    expect(rollDamage(10, 0, 1, 0.5, true, 0)).toBe(18);
  });

  it("[B9] counter and reflexes raise the counter chance; the attacker's discipline lowers it", () => {
    expect(counterChance(avg, avg)).toBeCloseTo(0.08);
    expect(counterChance(plus("counter"), avg)).toBeCloseTo(0.18);
    expect(counterChance(plus("reflexes"), avg)).toBeCloseTo(0.12);
    expect(counterChance(avg, plus("discipline"))).toBeCloseTo(0.03);
  });

  it("[B10] speed ahead of the target gives extra actions at half cost", () => {
    expect(extraActionChance(plus("speed"), avg)).toBeCloseTo(0.1);
    expect(extraActionChance(avg, plus("speed"))).toBe(0);
    expect(extraActionChance(flatStats(25), flatStats(1))).toBe(0.45);
    expect(actionCost(12, true)).toBe(6);
  });

  it("[B11][B12] endurance and metabolism cut action cost; recovery refills rests; endurance and recovery ease fatigue", () => {
    expect(actionCostBase(avg)).toBe(12);
    expect(actionCostBase(plus("endurance"))).toBeCloseTo(10.75);
    expect(actionCostBase(plus("metabolism"))).toBeCloseTo(10.75);
    expect(actionCost(10.75, false)).toBe(11);
    expect(isExhausted(11, 12)).toBe(true);
    expect(restGain(avg)).toBe(30);
    expect(restGain(plus("recovery"))).toBe(37);
    expect(isTired(49)).toBe(true);
    expect(isTired(50)).toBe(false);
    expect(fatiguePenalty(plus("recovery"))).toBeLessThan(fatiguePenalty(avg));
    expect(fatiguePenalty(plus("endurance"))).toBeLessThan(fatiguePenalty(avg));
  });

  it("[B13][B16] discipline and resolve steady a wounded ant; endurance keeps an exhausted one standing", () => {
    expect(falterChance(plus("discipline"), 0.5)).toBeLessThan(falterChance(avg, 0.5));
    expect(collapseChance(plus("endurance"))).toBeLessThan(collapseChance(avg));
  });

  it("[B27] intelligence sharpens the edge of a winning tactic", () => {
    expect(tacticEdge(avg)).toBeCloseTo(1.12);
    expect(tacticEdge(plus("intelligence"))).toBeCloseTo(1.17);
  });
});

describe("care and spirit in battle (version 2)", () => {
  it("[B3] each need acts linearly in its lack, the same just below and at 5", () => {
    expect(needLack(20)).toBe(0);
    expect(needLack(0)).toBe(1);
    expect(needLack(Number.NaN)).toBe(1);
    const at = (value: number) => needEffects(flatNeeds(value));
    expect(at(20)).toEqual({ damage: 1, hit: 1, cost: 1, initiative: -0, taken: 1, extraAction: -0, counter: 1 });
    const low = at(4.99);
    const five = at(5);
    for (const key of Object.keys(five) as (keyof typeof five)[]) expect(low[key]).toBeCloseTo(five[key], 2);
    expect(at(0).damage).toBeLessThan(at(10).damage);
    expect(at(10).damage).toBeLessThan(at(20).damage);
    expect(at(0).taken).toBeGreaterThan(1);
  });

  it("[B4] willpower, morale, happiness, loyalty and half of mood make spirit", () => {
    expect(spiritPoints(avg, 10)).toBe(0);
    expect(spiritPoints(plus("loyalty"), 10)).toBe(5);
    expect(spiritPoints(avg, 0)).toBe(-5);
    expect(resolve(flatStats(20), 20)).toBe(1);
    const a = buildProfile(makeFighter({ stats: plus("morale") }), makeOpponent(), "basic");
    const b = buildProfile(makeFighter(), makeOpponent(), "basic");
    expect(a.rawDamage).toBeGreaterThan(b.rawDamage);
    expect(a.damageTaken).toBeLessThan(b.damageTaken);
  });

  it("[B2] arenas widen the fighters' gap in the stats they name (ice narrows speed gaps)", () => {
    expect(ARENA_GAPS).toEqual({ basic: 1, desert: 1.4, jungle: 1.3, underground: 1.1, ice: 0.8 });
    const [fast, slow] = widenArenaGaps({ ...avg, speed: 16 }, { ...avg, speed: 8 }, "desert");
    expect(fast.speed - slow.speed).toBeCloseTo(8 * 1.4);
    const [iceFast, iceSlow] = widenArenaGaps({ ...avg, speed: 16 }, { ...avg, speed: 8 }, "ice");
    expect(iceFast.speed - iceSlow.speed).toBeCloseTo(8 * 0.8);
    expect(widenArenaGaps(avg, avg, "underground")).toEqual([avg, avg]);
  });

  it("[B29] level has no direct effect on the profile", () => {
    const low = buildProfile(makeFighter({ level: 1 }), makeOpponent(), "basic");
    expect(buildProfile(makeFighter({ level: 30 }), makeOpponent(), "basic")).toEqual(low);
  });
});
