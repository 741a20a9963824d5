// Blows and the actions that deal them: bites, counters, charges, grapples, throws and dodges, with their energy.
import {
  MOOD_SPIRIT_WEIGHT,
  SPIRIT_DAMAGE_PER_POINT,
  SPIRIT_GUARD_PER_POINT,
  SPIRIT_NEUTRAL,
} from "../battle/condition";
import { MIN_SPIRIT_FACTOR } from "../battle/profile";
import type { Rng } from "../random";
import { keepInside } from "./arena";
import {
  ANT_RADIUS,
  BITE_COOLDOWN,
  BITE_RANGE,
  BITE_WINDUP,
  BLEEDING_TICKS,
  BREAK_FREE_BASE,
  BREAK_FREE_PER_GRIP,
  BREAK_FREE_STUN,
  CHARGE_COOLDOWN,
  CHARGE_KNOCKBACK,
  CHARGE_MAX_TICKS,
  CHARGE_STUN,
  CRIT_MULTIPLIER,
  DAMAGE_SCALE,
  DODGE_COOLDOWN,
  DODGE_TICKS,
  ENERGY_COST,
  EVADE_COUNTER_BONUS,
  GRAPPLE_BASE_CHANCE,
  GRAPPLE_COOLDOWN,
  GRAPPLE_FAIL_STUN,
  GRAPPLE_HOLD_COST,
  GRAPPLE_INTERVAL,
  GRAPPLE_MAX_CHANCE,
  GRAPPLE_MIN_CHANCE,
  GRAPPLE_PER_GRIP,
  GRAPPLE_RANGE,
  GRAPPLE_TICKS,
  GRAPPLE_WINDUP,
  MOTIVATION_DAMAGE,
  SUDDEN_DEATH_AFTER,
  SUDDEN_DEATH_DAMAGE,
  THROW_WINDUP,
  TIRED_DAMAGE_LOSS,
  TIRED_ENERGY,
  VARIANCE_MIN,
  VARIANCE_SPAN,
} from "./constants";
import { finish } from "./finish";
import type { ActionKind, TopdownAnt, TopdownEventKind, TopdownState } from "./types";

/** What every action needs: the state being computed and its rng. */
export interface Ctx {
  state: TopdownState;
  rng: Rng;
  /** Ticks since the fight began (after the preparation). */
  fightTick: number;
}

/** Kinds of blow, each with its scale (TD10). */
export type BlowKind = keyof typeof DAMAGE_SCALE;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** [TD8] Energy an action costs this ant: the base cost × (B11 cost base / 12) × rest need. */
export function actionCost(ant: TopdownAnt, kind: keyof typeof ENERGY_COST): number {
  return ENERGY_COST[kind] * ant.profile.costFactor;
}

function spirit(ant: TopdownAnt): number {
  return ant.profile.spiritStats + MOOD_SPIRIT_WEIGHT * (ant.mood - SPIRIT_NEUTRAL);
}

/**
 * [TD10][TD11][TD21] One blow: max(1, round((raw × spirit × U[0.75,1.25] × crit × motivation × obedience × tired ×
 * sudden death − block) × scale × taken × guard)). Squeezes and counters never crit.
 */
export function blowDamage(ctx: Ctx, attacker: TopdownAnt, target: TopdownAnt, kind: BlowKind) {
  const critical = kind !== "squeeze" && kind !== "counter" && ctx.rng.next() < attacker.profile.critChance;
  let force = attacker.profile.rawDamage * (VARIANCE_MIN + VARIANCE_SPAN * ctx.rng.next());
  force *= Math.max(MIN_SPIRIT_FACTOR, 1 + SPIRIT_DAMAGE_PER_POINT * spirit(attacker));
  if (critical) force *= CRIT_MULTIPLIER;
  if (attacker.motivationTicks > 0) force *= MOTIVATION_DAMAGE;
  if (attacker.command) force *= attacker.profile.obedience;
  if (attacker.energy < TIRED_ENERGY) force *= 1 - TIRED_DAMAGE_LOSS;
  if (ctx.fightTick > SUDDEN_DEATH_AFTER) force *= SUDDEN_DEATH_DAMAGE;
  const guard = Math.max(MIN_SPIRIT_FACTOR, 1 - SPIRIT_GUARD_PER_POINT * spirit(target));
  const blow = (force - target.profile.armorBlock) * DAMAGE_SCALE[kind] * target.profile.damageTaken * guard;
  return { damage: Math.max(1, Math.round(blow)), critical };
}

/** [TD4] Takes health (never below 0), credits the attacker, records the event and ends the fight at 0. */
export function wound(ctx: Ctx, attacker: TopdownAnt, target: TopdownAnt, damage: number, kind: TopdownEventKind) {
  const lost = Math.min(target.health, damage);
  target.health -= lost;
  attacker.damageDealt += lost;
  ctx.state.events.push({
    kind,
    antId: attacker.antId,
    targetId: target.antId,
    amount: lost,
    x: target.x,
    y: target.y,
  });
  if (target.health <= 0) finish(ctx.state, attacker, target, "knockout");
}

function spend(ant: TopdownAnt, amount: number): void {
  ant.energy = Math.max(0, ant.energy - amount);
}

function count(ant: TopdownAnt, kind: ActionKind): void {
  ant.actions[kind] += 1;
}

function distance(a: TopdownAnt, b: TopdownAnt): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function face(ant: TopdownAnt, target: TopdownAnt): void {
  ant.facing = Math.atan2(target.y - ant.y, target.x - ant.x);
}

/** [TD3] Puts an ant into a timed state, dropping any wind-up. */
export function enterState(ant: TopdownAnt, state: TopdownAnt["state"], ticks: number): void {
  ant.state = state;
  ant.stateTicks = ticks;
  ant.pending = null;
  ant.vx = 0;
  ant.vy = 0;
}

/** [TD19] Stuns an ant (breaking a grapple it is in is the caller's business). */
export function stun(ctx: Ctx, ant: TopdownAnt, ticks: number): void {
  enterState(ant, "stunned", ticks);
  ctx.state.events.push({ kind: "stun", antId: ant.antId, amount: ticks, x: ant.x, y: ant.y });
}

const WINDUPS = { bite: BITE_WINDUP, throw: THROW_WINDUP, grapple: GRAPPLE_WINDUP } as const;

/** [TD9][TD16][TD17] Starts winding up a bite, a throw or a grapple (state attacking), paying its energy. */
export function startWindup(ant: TopdownAnt, target: TopdownAnt, kind: "bite" | "throw" | "grapple"): void {
  enterState(ant, "attacking", paced(ant, WINDUPS[kind]));
  ant.pending = kind;
  face(ant, target);
  spend(ant, actionCost(ant, kind));
}

/** [TD9] A wind-up or pause of `ticks` at this ant's tempo, at least 1. */
export function paced(ant: TopdownAnt, ticks: number): number {
  return Math.max(1, Math.round(ticks * ant.profile.tempo));
}

function evades(ctx: Ctx, target: TopdownAnt): boolean {
  return target.state === "dodging" && ctx.rng.next() < target.profile.evade;
}

/** [TD12] After being bitten (hit or not), an ant that is not stunned, held or charging with energy for half a bite may counter (B9 chance, +0.3 after evading). */
function maybeCounter(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt, evaded: boolean): void {
  if (ctx.state.phase === "finished") return;
  const free = foe.state !== "stunned" && foe.state !== "grappling" && foe.state !== "charging";
  const chance = foe.profile.counterChance + (evaded ? EVADE_COUNTER_BONUS : 0);
  if (!free || foe.energy < actionCost(foe, "bite") / 2 || ctx.rng.next() >= chance) return;
  spend(foe, actionCost(foe, "bite") / 2);
  count(foe, "counter");
  wound(ctx, foe, me, blowDamage(ctx, foe, me, "counter").damage, "counter");
}

/**
 * [TD9] A bite lands when the target is still within reach (+6), is not evading (TD18) and the hit roll passes
 * (B6 hit chance; a stunned or held target is always hit); then the target may counter (TD12).
 */
export function resolveBite(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt): void {
  count(me, "bite");
  me.cooldownTicks = paced(me, BITE_COOLDOWN);
  const helpless = foe.state === "stunned" || foe.state === "grappling";
  if (distance(me, foe) > BITE_RANGE + 6) {
    ctx.state.events.push({ kind: "miss", antId: me.antId, targetId: foe.antId, x: foe.x, y: foe.y });
    return;
  }
  const evaded = !helpless && evades(ctx, foe);
  if (evaded || (!helpless && ctx.rng.next() >= me.profile.biteHit)) {
    const kind = evaded ? "evade" : "miss";
    ctx.state.events.push({ kind, antId: me.antId, targetId: foe.antId, x: foe.x, y: foe.y });
  } else {
    wound(ctx, me, foe, blowDamage(ctx, me, foe, "bite").damage, "bite");
  }
  maybeCounter(ctx, me, foe, evaded);
}

/** [TD13] Starts a charge at where the target will be, paying its energy. */
export function startCharge(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt): void {
  const d = distance(me, foe) || 1;
  enterState(me, "charging", CHARGE_MAX_TICKS);
  me.dirX = (foe.x - me.x) / d;
  me.dirY = (foe.y - me.y) / d;
  me.facing = Math.atan2(me.dirY, me.dirX);
  spend(me, actionCost(me, "charge"));
  count(me, "charge");
  ctx.state.events.push({ kind: "charge", antId: me.antId, targetId: foe.antId, x: me.x, y: me.y });
}

/** [TD13][TD14] A charge that reaches its target: a blow, bleeding for 150 ticks, a stun and a knock-back. */
export function chargeHits(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt): void {
  enterState(me, "idle", 0);
  me.cooldownTicks = paced(me, CHARGE_COOLDOWN);
  if (evades(ctx, foe)) {
    ctx.state.events.push({ kind: "evade", antId: me.antId, targetId: foe.antId, x: foe.x, y: foe.y });
    return;
  }
  const wasHolding = foe.state === "grappling";
  wound(ctx, me, foe, blowDamage(ctx, me, foe, "charge").damage, "charge_hit");
  if (ctx.state.phase === "finished" || wasHolding) return;
  foe.bleedingTicks = BLEEDING_TICKS;
  const pushed = keepInside(
    ctx.state.obstacles,
    foe.x + me.dirX * CHARGE_KNOCKBACK,
    foe.y + me.dirY * CHARGE_KNOCKBACK,
    ANT_RADIUS,
  );
  foe.x = pushed.x;
  foe.y = pushed.y;
  stun(ctx, foe, CHARGE_STUN);
}

/** [TD17] Pays for a grapple and tries it at once (the AI winds it up first, see resolveGrapple). */
export function attemptGrapple(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt): void {
  spend(me, actionCost(me, "grapple"));
  resolveGrapple(ctx, me, foe);
}

/** [TD17] A wound-up grapple: chance 0.7 + 0.03 × (grip − target grip) (+0.3 on a stunned target), within 0.15..0.85. */
export function resolveGrapple(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt): void {
  count(me, "grapple");
  face(me, foe);
  const reach = distance(me, foe) <= GRAPPLE_RANGE + 4;
  const chance = clamp(
    GRAPPLE_BASE_CHANCE + GRAPPLE_PER_GRIP * (me.profile.grip - foe.profile.grip) + (foe.state === "stunned" ? 0.3 : 0),
    GRAPPLE_MIN_CHANCE,
    GRAPPLE_MAX_CHANCE,
  );
  if (!reach || foe.state === "dodging" || foe.state === "charging" || ctx.rng.next() >= chance) {
    ctx.state.events.push({ kind: "grapple_fail", antId: me.antId, targetId: foe.antId, x: me.x, y: me.y });
    me.cooldownTicks = paced(me, GRAPPLE_COOLDOWN);
    stun(ctx, me, GRAPPLE_FAIL_STUN);
    return;
  }
  enterState(me, "grappling", GRAPPLE_TICKS);
  enterState(foe, "grappling", GRAPPLE_TICKS);
  me.holding = true;
  foe.holding = false;
  ctx.state.events.push({ kind: "grapple", antId: me.antId, targetId: foe.antId, x: foe.x, y: foe.y });
}

function release(me: TopdownAnt, foe: TopdownAnt): void {
  me.holding = false;
  foe.holding = false;
  me.cooldownTicks = paced(me, GRAPPLE_COOLDOWN);
  enterState(foe, "idle", 0);
}

/**
 * [TD17] One tick of a grapple, run by the holder: energy drains; every 8 ticks a squeeze (never evaded), then the
 * held ant breaks free with chance 0.12 + 0.02 × (its grip − holder grip) (certain when the holder has no energy);
 * breaking free stuns the holder for 6 ticks. After 48 ticks both let go.
 */
export function holdGrapple(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt): void {
  me.stateTicks -= 1;
  spend(me, GRAPPLE_HOLD_COST * me.profile.costFactor);
  if ((GRAPPLE_TICKS - me.stateTicks) % GRAPPLE_INTERVAL === 0) {
    wound(ctx, me, foe, blowDamage(ctx, me, foe, "squeeze").damage, "squeeze");
    if (ctx.state.phase === "finished") return;
    const breakFree = clamp(BREAK_FREE_BASE + BREAK_FREE_PER_GRIP * (foe.profile.grip - me.profile.grip), 0.05, 0.9);
    if (me.energy <= 0 || ctx.rng.next() < breakFree) {
      ctx.state.events.push({ kind: "break_free", antId: foe.antId, targetId: me.antId, x: foe.x, y: foe.y });
      release(me, foe);
      stun(ctx, me, BREAK_FREE_STUN);
      return;
    }
  }
  if (me.stateTicks <= 0) {
    release(me, foe);
    enterState(me, "idle", 0);
  }
}

/** [TD18] Starts a dodge along (dx, dy) (a unit vector), paying its energy. */
export function startDodge(ctx: Ctx, me: TopdownAnt, dx: number, dy: number): void {
  enterState(me, "dodging", DODGE_TICKS);
  me.dirX = dx;
  me.dirY = dy;
  me.dodgeCooldownTicks = paced(me, DODGE_COOLDOWN);
  spend(me, actionCost(me, "dodge"));
  count(me, "dodge");
  ctx.state.events.push({ kind: "dodge", antId: me.antId, x: me.x, y: me.y });
}
