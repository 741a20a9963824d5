// What an ant fights with: stats, needs, mood, equipment and the skills hook; movement, walls and energy over ticks.
import { describe, expect, it } from "vitest";
import { STAT_NAMES } from "../../src/ant";
import { rawDamage } from "../../src/battle/formulas";
import { keepInside } from "../../src/topdown/arena";
import {
  ANT_RADIUS,
  ARENA_RADIUS,
  BASE_MOVE_SPEED,
  ENERGY_REGEN,
  EVADE_BASE,
  MOTIVATION_SPEED,
  MOTIVATION_TICKS,
} from "../../src/topdown/constants";
import { createTopdown, runFrom, runTopdown, stepTopdown } from "../../src/topdown/engine";
import { speedOf, walk } from "../../src/topdown/motion";
import { applySkillEffects, buildTopdownProfile } from "../../src/topdown/profile";
import { report } from "../battle/report";
import { openFloor, scriptedRng, tdFighter, tdInput, tdOpponent } from "./builders";

const full = { food: 20, water: 20, rest: 20, hygiene: 20, exercise: 20 };

describe("top-down profile and movement", () => {
  it("[TD5] an average, fully cared ant walks 2.2 a tick, deals B7's raw damage and evades 60% of blows while dodging", () => {
    const p = buildTopdownProfile(tdFighter({ needs: full }), tdOpponent({ needs: full }));
    expect(p.moveSpeed).toBeCloseTo(BASE_MOVE_SPEED);
    expect(p.rawDamage).toBeCloseTo(24);
    expect(p.evade).toBeCloseTo(EVADE_BASE);
    expect(p.costFactor).toBeCloseTo(1);
    expect(p.tempo).toBeCloseTo(1);
    expect(p.spiritStats).toBe(0);
  });

  it("[TD5] stats, equipment (B1) and needs (B3) drive the profile", () => {
    const base = buildTopdownProfile(tdFighter({ needs: full }), tdOpponent());
    const strong = buildTopdownProfile(tdFighter({ needs: full, equipmentBonuses: { strength: 5 } }), tdOpponent());
    expect(strong.rawDamage).toBeCloseTo(rawDamage({ ...tdFighter().stats, strength: 15 }));
    expect(strong.rawDamage).toBeGreaterThan(base.rawDamage);
    const fast = buildTopdownProfile(tdFighter({ needs: full, stats: { speed: 20, reflexes: 20 } }), tdOpponent());
    expect(fast.moveSpeed).toBeGreaterThan(base.moveSpeed);
    expect(fast.tempo).toBeLessThan(base.tempo);
    expect(fast.reaction).toBeGreaterThan(base.reaction);
    const hungry = buildTopdownProfile(tdFighter({ needs: { ...full, food: 0, rest: 0 } }), tdOpponent());
    expect(hungry.rawDamage).toBeLessThan(base.rawDamage);
    expect(hungry.moveSpeed).toBeLessThan(base.moveSpeed);
    expect(hungry.costFactor).toBeGreaterThan(base.costFactor);
    const sharp = buildTopdownProfile(tdFighter({ needs: full, stats: { precision: 20 } }), tdOpponent());
    expect(sharp.aimError).toBeLessThan(base.aimError);
    const loyal = buildTopdownProfile(tdFighter({ needs: full, stats: { loyalty: 20 } }), tdOpponent());
    expect(loyal.obedience).toBeGreaterThan(1);
  });

  it("[TD34] battle skills change the top-down profile; unknown or level-0 skills change nothing", () => {
    const plain = buildTopdownProfile(tdFighter(), tdOpponent());
    expect(buildTopdownProfile(tdFighter({ skills: { power_bite: 3, evasion: 0 } }), tdOpponent())).toEqual(plain);
    expect(applySkillEffects(plain, {}, undefined)).toBe(plain);
    expect(applySkillEffects(plain, { power_bite: 3 }, undefined)).toEqual(plain);
    const strong = buildTopdownProfile(tdFighter({ skills: { power_strike: 5, thick_shell: 5 } }), tdOpponent());
    expect(strong.rawDamage).toBeCloseTo(plain.rawDamage * 1.15);
    expect(strong.damageTaken).toBeCloseTo(plain.damageTaken * 0.85);
    const against = buildTopdownProfile(tdFighter(), tdOpponent({ skills: { evasion: 3, hardened: 2 } }));
    expect(against.biteHit).toBeCloseTo(plain.biteHit - 0.06);
    expect(against.armorBlock).toBeCloseTo(plain.armorBlock + 1);
    const quick = buildTopdownProfile(tdFighter({ skills: { quick_step: 5 } }), tdOpponent());
    expect(quick.tempo).toBeLessThan(plain.tempo);
  });

  it("[TD34] skills change seeded fights measurably (combat tree, 300 fights, sides swapped)", () => {
    const skills = { power_strike: 5, precise_aim: 3, critical_eye: 3, riposte: 2 };
    let wins = 0;
    const fights = 300;
    for (let seed = 1; seed <= fights; seed++) {
      const skilled = tdFighter({ antId: "skilled", skills });
      const plain = tdOpponent();
      const fighters = seed % 2 === 0 ? ([plain, skilled] as const) : ([skilled, plain] as const);
      if (runTopdown({ seed, fighters: [...fighters] }).result.winnerAntId === "skilled") wins += 1;
    }
    report(`[TD34] combat skills (14 points) win ${((wins / fights) * 100).toFixed(1)}% of ${fights} fights`);
    expect(wins / fights).toBeGreaterThan(0.58);
    expect(wins / fights).toBeLessThan(0.95);
  }, 60_000);

  it("[TD7] a walking ant moves its speed a tick towards its goal and skirts an obstacle in the way", () => {
    const state = openFloor(-100, 100);
    const ctx = { state, rng: scriptedRng(0.5), fightTick: 0 };
    const a = state.ants[0];
    walk(ctx, a, 100, 0);
    expect(a.x).toBeCloseTo(-100 + speedOf(a));
    expect(a.state).toBe("moving");
    state.obstacles = [{ id: 1, x: -60, y: 0, r: 15 }];
    for (let i = 0; i < 60; i++) walk(ctx, a, 100, 0);
    expect(a.x).toBeGreaterThan(-40);
    expect(Math.hypot(a.x + 60, a.y)).toBeGreaterThanOrEqual(15 + ANT_RADIUS - 1e-9);
  });

  it("[TD7] bodies stay inside the wall and out of obstacles", () => {
    const out = keepInside([], 500, 0, ANT_RADIUS);
    expect(Math.hypot(out.x, out.y)).toBeCloseTo(ARENA_RADIUS - ANT_RADIUS);
    const pushed = keepInside([{ id: 1, x: 0, y: 0, r: 20 }], 5, 0, ANT_RADIUS);
    expect(pushed).toEqual({ x: 20 + ANT_RADIUS, y: 0 });
    let state = createTopdown(tdInput());
    for (let i = 0; i < 600 && state.phase !== "finished"; i++) {
      state = stepTopdown(state);
      for (const ant of state.ants) {
        expect(Math.hypot(ant.x, ant.y)).toBeLessThanOrEqual(ARENA_RADIUS - ANT_RADIUS + 1e-6);
        for (const o of state.obstacles) expect(Math.hypot(ant.x - o.x, ant.y - o.y)).toBeGreaterThan(o.r);
      }
    }
  });

  it("[TD8][TD21] energy comes back while standing, faster with motivation; motivation also speeds the ant up", () => {
    const state = createTopdown(tdInput({ a: tdFighter({ energy: 50 }) }));
    state.phase = "fighting";
    state.tick = 100;
    state.ants[0].state = "stunned";
    state.ants[0].stateTicks = 50;
    const next = stepTopdown(state);
    expect(next.ants[0].energy - 50).toBeCloseTo(state.ants[0].profile.energyRegen * 0.5);
    expect(state.ants[0].profile.energyRegen).toBeCloseTo(ENERGY_REGEN * (1 + 0.025 * 0));
    const ant = { ...state.ants[0], motivationTicks: MOTIVATION_TICKS };
    expect(speedOf(ant) / speedOf(state.ants[0])).toBeCloseTo(MOTIVATION_SPEED);
    const moved = stepTopdown({ ...state, ants: [ant, state.ants[1]] });
    expect(moved.ants[0].energy - 50).toBeCloseTo(state.ants[0].profile.energyRegen * 0.5 * 1.5);
  });

  it("[TD5] every one of the 20 stats matters: +5 in it wins more than half of 150 seeded fights (style held balanced)", () => {
    for (const stat of STAT_NAMES) {
      let wins = 0;
      for (let seed = 1; seed <= 150; seed++) {
        const state = createTopdown(tdInput({ seed, a: tdFighter({ stats: { [stat]: 15 } }) }));
        state.ants[0].style = "balanced";
        if (runFrom(state).result.winnerAntId === "ant-a") wins += 1;
      }
      expect(wins, stat).toBeGreaterThan(75);
    }
  }, 120_000);
});
