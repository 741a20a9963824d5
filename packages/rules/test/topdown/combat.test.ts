// The blows and actions of the top-down arena, each on a bare floor with a scripted rng.
import { describe, expect, it } from "vitest";
import type { Rng } from "../../src/random";
import {
  actionCost,
  attemptGrapple,
  blowDamage,
  type Ctx,
  holdGrapple,
  paced,
  resolveBite,
  startCharge,
  startDodge,
  startWindup,
} from "../../src/topdown/combat";
import {
  BITE_COOLDOWN,
  BLEEDING_TICKS,
  CHARGE_CRASH_STUN,
  CHARGE_STUN,
  CRIT_MULTIPLIER,
  DAMAGE_SCALE,
  ENERGY_COST,
  GRAPPLE_FAIL_STUN,
  GRAPPLE_INTERVAL,
  GRAPPLE_TICKS,
  MAX_CARRIED_ROCKS,
  MOTIVATION_DAMAGE,
  SUDDEN_DEATH_AFTER,
  SUDDEN_DEATH_DAMAGE,
  TIRED_DAMAGE_LOSS,
} from "../../src/topdown/constants";
import { chargeStep, moveProjectiles, releaseThrow, tryPickup } from "../../src/topdown/motion";
import { simulateTick } from "../../src/topdown/tick";
import type { TopdownState } from "../../src/topdown/types";
import { openFloor, scriptedRng } from "./builders";

const NO_CRIT = 0.99;
const MID = 0.5;

function ctxOf(state: TopdownState, rng: Rng, fightTick = 0): Ctx {
  return { state, rng, fightTick };
}

/** Damage of a plain blow (variance 1, no crit, no modifiers) from ant 0 to ant 1. */
function plain(state: TopdownState, kind: keyof typeof DAMAGE_SCALE): number {
  const [a, b] = state.ants;
  return Math.max(
    1,
    Math.round((a.profile.rawDamage - b.profile.armorBlock) * DAMAGE_SCALE[kind] * b.profile.damageTaken),
  );
}

describe("top-down blows and actions", () => {
  it("[TD9] a bite in reach that passes the hit roll takes a plain bite's damage; then a pause at the ant's tempo", () => {
    const state = openFloor(-10, 10);
    const [a, b] = state.ants;
    resolveBite(ctxOf(state, scriptedRng(0, NO_CRIT, MID, NO_CRIT)), a, b);
    expect(b.health).toBe(100 - plain(state, "bite"));
    expect(a.actions.bite).toBe(1);
    expect(a.cooldownTicks).toBe(paced(a, BITE_COOLDOWN));
    expect(state.events.map((e) => e.kind)).toEqual(["bite"]);
  });

  it("[TD9] a bite misses out of reach or on a failed hit roll, and always lands on a stunned target", () => {
    const far = openFloor(-20, 20);
    resolveBite(ctxOf(far, scriptedRng(0)), far.ants[0], far.ants[1]);
    expect(far.ants[1].health).toBe(100);
    expect(far.events[0]?.kind).toBe("miss");
    const near = openFloor(-10, 10);
    resolveBite(ctxOf(near, scriptedRng(0.999, NO_CRIT)), near.ants[0], near.ants[1]);
    expect(near.ants[1].health).toBe(100);
    const stunned = openFloor(-10, 10);
    stunned.ants[1].state = "stunned";
    resolveBite(ctxOf(stunned, scriptedRng(NO_CRIT, MID)), stunned.ants[0], stunned.ants[1]);
    expect(stunned.ants[1].health).toBeLessThan(100);
  });

  it("[TD10] blow damage: variance 0.5–1.5 on raw force, minus the armor block, times scale and toughness; at least 1", () => {
    const state = openFloor();
    const [a, b] = state.ants;
    const low = blowDamage(ctxOf(state, scriptedRng(NO_CRIT, 0)), a, b, "bite").damage;
    const high = blowDamage(ctxOf(state, scriptedRng(NO_CRIT, 0.999)), a, b, "bite").damage;
    const expectedLow = Math.round((a.profile.rawDamage * 0.5 - b.profile.armorBlock) * 0.36 * b.profile.damageTaken);
    expect(low).toBe(expectedLow);
    expect(high).toBeGreaterThan(low * 2);
    b.profile = { ...b.profile, armorBlock: 1000 };
    expect(blowDamage(ctxOf(state, scriptedRng(NO_CRIT, MID)), a, b, "bite").damage).toBe(1);
  });

  it("[TD10][TD21] motivation ×1.1, tiredness ×0.9 and sudden death ×1.5 scale the force", () => {
    const state = openFloor();
    const [a, b] = state.ants;
    b.profile = { ...b.profile, armorBlock: 0, damageTaken: 1 };
    a.profile = { ...a.profile, rawDamage: 1000 };
    const hit = (fightTick = 0) => blowDamage(ctxOf(state, scriptedRng(NO_CRIT, MID), fightTick), a, b, "bite").damage;
    const base = hit();
    a.motivationTicks = 10;
    expect(hit() / base).toBeCloseTo(MOTIVATION_DAMAGE, 2);
    a.motivationTicks = 0;
    a.energy = 5;
    expect(hit() / base).toBeCloseTo(1 - TIRED_DAMAGE_LOSS, 2);
    a.energy = 100;
    expect(hit(SUDDEN_DEATH_AFTER + 1) / base).toBeCloseTo(SUDDEN_DEATH_DAMAGE, 2);
  });

  it("[TD11] a critical blow deals ×1.8; squeezes and counters never crit", () => {
    const state = openFloor();
    const [a, b] = state.ants;
    b.profile = { ...b.profile, armorBlock: 0, damageTaken: 1 };
    a.profile = { ...a.profile, rawDamage: 1000 };
    const crit = blowDamage(ctxOf(state, scriptedRng(0, MID)), a, b, "bite");
    const normal = blowDamage(ctxOf(state, scriptedRng(NO_CRIT, MID)), a, b, "bite");
    expect(crit.critical).toBe(true);
    expect(crit.damage / normal.damage).toBeCloseTo(CRIT_MULTIPLIER, 2);
    expect(blowDamage(ctxOf(state, scriptedRng(0, MID)), a, b, "squeeze").critical).toBe(false);
    expect(blowDamage(ctxOf(state, scriptedRng(0, MID)), a, b, "counter").critical).toBe(false);
  });

  it("[TD12] a bitten ant may counter (half a bite's energy), more likely after evading with a dodge", () => {
    const state = openFloor(-10, 10);
    const [a, b] = state.ants;
    resolveBite(ctxOf(state, scriptedRng(0.999, 0)), a, b);
    expect(state.events.map((e) => e.kind)).toEqual(["miss", "counter"]);
    expect(b.actions.counter).toBe(1);
    expect(b.energy).toBeCloseTo(100 - actionCost(b, "bite") / 2);
    expect(a.health).toBeLessThan(100);
    const dodge = openFloor(-10, 10);
    dodge.ants[1].state = "dodging";
    dodge.ants[1].profile = { ...dodge.ants[1].profile, counterChance: 0 };
    resolveBite(ctxOf(dodge, scriptedRng(0, 0.45)), dodge.ants[0], dodge.ants[1]);
    expect(dodge.events.map((e) => e.kind)).toEqual(["evade", "counter"]);
  });

  it("[TD13][TD14] a charge that reaches its target wounds it, makes it bleed for 150 ticks, stuns and knocks it back", () => {
    const state = openFloor(-60, 0);
    const [a, b] = state.ants;
    const ctx = ctxOf(state, scriptedRng(NO_CRIT, MID));
    startCharge(ctx, a, b);
    expect(a.state).toBe("charging");
    expect(a.energy).toBeCloseTo(100 - ENERGY_COST.charge * a.profile.costFactor);
    for (let i = 0; i < 30 && a.state === "charging"; i++) chargeStep(ctx, a, b);
    expect(state.events.some((e) => e.kind === "charge_hit")).toBe(true);
    expect(b.health).toBe(100 - plain(state, "charge"));
    expect(b.bleedingTicks).toBe(BLEEDING_TICKS);
    expect(b.state).toBe("stunned");
    expect(b.stateTicks).toBe(CHARGE_STUN);
    expect(b.x).toBeGreaterThan(0);
  });

  it("[TD13] a charge into an obstacle stuns the charger for 22 ticks", () => {
    const state = openFloor(-60, 60);
    state.obstacles = [{ id: 1, x: 0, y: 0, r: 15 }];
    const [a, b] = state.ants;
    const ctx = ctxOf(state, scriptedRng(MID));
    startCharge(ctx, a, b);
    for (let i = 0; i < 30 && a.state === "charging"; i++) chargeStep(ctx, a, b);
    expect(a.state).toBe("stunned");
    expect(a.stateTicks).toBe(CHARGE_CRASH_STUN);
    expect(b.health).toBe(100);
  });

  it("[TD14][TD19] bleeding takes one health point every bleed interval (15 at vitality 10) for 150 ticks; stunned ants stand", () => {
    const state = openFloor(-100, 100);
    for (const ant of state.ants) {
      ant.state = "stunned";
      ant.stateTicks = 400;
    }
    state.ants[1].bleedingTicks = BLEEDING_TICKS;
    const rng = scriptedRng(MID);
    for (let i = 0; i < 200; i++) {
      state.tick += 1;
      simulateTick(state, rng);
    }
    expect(state.ants[1].health).toBe(100 - BLEEDING_TICKS / state.ants[1].profile.bleedInterval);
    expect(state.ants[1].profile.bleedInterval).toBe(15);
    expect(state.ants[0].damageDealt).toBe(10);
    expect(state.ants[1].x).toBe(100);
  });

  it("[TD15] an ant picks up a rock within reach and never carries more than 3", () => {
    const state = openFloor(0, 100);
    state.rocks = [1, 2, 3, 4].map((id) => ({ id, x: 2, y: 0 }));
    const ctx = ctxOf(state, scriptedRng(MID));
    for (let i = 0; i < 5; i++) tryPickup(ctx, state.ants[0]);
    expect(state.ants[0].carriedRocks).toBe(MAX_CARRIED_ROCKS);
    expect(state.rocks).toHaveLength(1);
    expect(state.ants[0].actions.pickup).toBe(3);
  });

  it("[TD16] a thrown rock flies at the target and hits it in the open, and an obstacle in between blocks it", () => {
    const open = openFloor(-80, 80);
    open.ants[0].carriedRocks = 1;
    const ctx = ctxOf(open, scriptedRng(MID, MID, MID, NO_CRIT, MID));
    releaseThrow(ctx, open.ants[0], open.ants[1]);
    expect(open.ants[0].carriedRocks).toBe(0);
    for (let i = 0; i < 30 && open.projectiles.length > 0; i++) moveProjectiles(ctx);
    expect(open.events.some((e) => e.kind === "rock_hit")).toBe(true);
    expect(open.ants[1].health).toBe(100 - plain(open, "rock"));
    expect(open.rocks).toHaveLength(1);
    const covered = openFloor(-80, 80);
    covered.obstacles = [{ id: 1, x: 0, y: 0, r: 15 }];
    covered.ants[0].carriedRocks = 1;
    const ctx2 = ctxOf(covered, scriptedRng(MID));
    releaseThrow(ctx2, covered.ants[0], covered.ants[1]);
    for (let i = 0; i < 30 && covered.projectiles.length > 0; i++) moveProjectiles(ctx2);
    expect(covered.events.some((e) => e.kind === "rock_blocked")).toBe(true);
    expect(covered.ants[1].health).toBe(100);
    expect(covered.rocks).toHaveLength(1);
  });

  it("[TD17] a grapple holds both ants, squeezes every 8 ticks and lets go after 48; a failed one stuns the grappler", () => {
    const state = openFloor(-8, 8);
    const [a, b] = state.ants;
    const ctx = ctxOf(state, scriptedRng(0, MID, 0.99));
    attemptGrapple(ctx, a, b);
    expect([a.state, b.state, a.holding, b.holding]).toEqual(["grappling", "grappling", true, false]);
    for (let i = 0; i < GRAPPLE_TICKS; i++) holdGrapple(ctx, a, b);
    expect(state.events.filter((e) => e.kind === "squeeze")).toHaveLength(GRAPPLE_TICKS / GRAPPLE_INTERVAL);
    expect([a.state, b.state, a.holding]).toEqual(["idle", "idle", false]);
    const fail = openFloor(-8, 8);
    attemptGrapple(ctxOf(fail, scriptedRng(0.999)), fail.ants[0], fail.ants[1]);
    expect(fail.ants[0].state).toBe("stunned");
    expect(fail.ants[0].stateTicks).toBe(GRAPPLE_FAIL_STUN);
    expect(fail.ants[1].state).toBe("idle");
  });

  it("[TD17] the held ant breaks free with its chance, which stuns the holder briefly", () => {
    const state = openFloor(-8, 8);
    const [a, b] = state.ants;
    const ctx = ctxOf(state, scriptedRng(0, MID, 0));
    attemptGrapple(ctx, a, b);
    for (let i = 0; i < GRAPPLE_INTERVAL; i++) holdGrapple(ctx, a, b);
    expect(state.events.at(-2)?.kind).toBe("break_free");
    expect(a.state).toBe("stunned");
    expect(b.state).toBe("idle");
  });

  it("[TD18] a dodge costs energy, and a blow arriving during it is evaded with the ant's evade chance", () => {
    const state = openFloor(-10, 10);
    const [a, b] = state.ants;
    startDodge(ctxOf(state, scriptedRng(MID)), b, 0, 1);
    expect(b.state).toBe("dodging");
    expect(b.energy).toBeCloseTo(100 - ENERGY_COST.dodge * b.profile.costFactor);
    b.profile = { ...b.profile, counterChance: 0 };
    resolveBite(ctxOf(state, scriptedRng(b.profile.evade - 0.01, 0.99)), a, b);
    expect(b.health).toBe(100);
    expect(state.events.at(-1)?.kind).toBe("evade");
  });

  it("[TD8] wind-ups pay their energy up front at the ant's cost factor", () => {
    const state = openFloor(-10, 10);
    const [a, b] = state.ants;
    startWindup(a, b, "bite");
    expect(a.state).toBe("attacking");
    expect(a.pending).toBe("bite");
    expect(a.energy).toBeCloseTo(100 - ENERGY_COST.bite * a.profile.costFactor);
  });
});
