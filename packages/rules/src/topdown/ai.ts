// The tactical AI: reads distance, health, energy, rocks, cover and the opponent, and picks a plan by its style.
import { HEALTH_MAX } from "../ant";
import type { PrimaryStyle } from "../colony/style";
import { blocked, coverPoint } from "./arena";
import { actionCost, type Ctx, startDodge } from "./combat";
import {
  ANT_RADIUS,
  ARENA_RADIUS,
  BITE_RANGE,
  CHARGE_MAX_DISTANCE,
  CHARGE_MIN_DISTANCE,
  GRAPPLE_RANGE,
  MAX_CARRIED_ROCKS,
  ROCK_HIT_RADIUS,
  SUDDEN_DEATH_AFTER,
  THREAT_DISTANCE,
  THROW_MIN_DISTANCE,
} from "./constants";
import type { CommandKind, Intent, TopdownAnt } from "./types";

/** Plans the AI scores, plus the dodge reflex. */
export type Weighted =
  | "bite"
  | "charge"
  | "throw"
  | "fetch_rock"
  | "grapple"
  | "cover"
  | "retreat"
  | "circle"
  | "dodge";

/** [TD23] How much each style likes each plan (and dodging); balanced is neutral. */
export const STYLE_WEIGHTS: Readonly<Record<PrimaryStyle, Readonly<Record<Weighted, number>>>> = {
  aggressive: {
    bite: 1.3,
    charge: 1.7,
    throw: 0.6,
    fetch_rock: 0.5,
    grapple: 1.1,
    cover: 0.3,
    retreat: 0.4,
    circle: 0.6,
    dodge: 1.1,
  },
  defensive: {
    bite: 1.0,
    charge: 0.8,
    throw: 0.8,
    fetch_rock: 0.8,
    grapple: 2,
    cover: 0.5,
    retreat: 0.4,
    circle: 0.6,
    dodge: 1.0,
  },
  agile: {
    bite: 1.3,
    charge: 0.9,
    throw: 1.1,
    fetch_rock: 1,
    grapple: 0.4,
    cover: 0.6,
    retreat: 0.8,
    circle: 1.2,
    dodge: 1.2,
  },
  tactical: {
    bite: 0.8,
    charge: 0.9,
    throw: 1.7,
    fetch_rock: 1.6,
    grapple: 0.7,
    cover: 1.5,
    retreat: 0.9,
    circle: 0.8,
    dodge: 1.1,
  },
  balanced: {
    bite: 1,
    charge: 1,
    throw: 1,
    fetch_rock: 1,
    grapple: 1,
    cover: 1,
    retreat: 1,
    circle: 1,
    dodge: 1,
  },
};

/** [TD22] A plan in force gets this bonus when rethinking, so the ant does not dither. */
export const KEEP_PLAN_BONUS = 0.15;

/** Distance between two ants. */
export function gap(a: TopdownAnt, b: TopdownAnt): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** [TD20] True when nothing stands between the two (a rock could fly between them). */
export function inSight(ctx: Ctx, a: TopdownAnt, b: TopdownAnt): boolean {
  return !blocked(ctx.state.obstacles, a.x, a.y, b.x, b.y, 2);
}

/** [TD13] A charge may start: distance 40–150, a clear path as wide as an ant, rested and with the energy. */
export function canCharge(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt, d = gap(me, foe)): boolean {
  return (
    d >= CHARGE_MIN_DISTANCE &&
    d <= CHARGE_MAX_DISTANCE &&
    me.cooldownTicks === 0 &&
    me.energy >= actionCost(me, "charge") &&
    !blocked(ctx.state.obstacles, me.x, me.y, foe.x, foe.y, -ANT_RADIUS)
  );
}

/** [TD15] The rock nearest to the ant, or null. */
export function nearestRock(ctx: Ctx, me: TopdownAnt) {
  let best = null;
  let bestD = Infinity;
  for (const rock of ctx.state.rocks) {
    const d = Math.hypot(rock.x - me.x, rock.y - me.y);
    if (d < bestD) {
      best = rock;
      bestD = d;
    }
  }
  return best ? { rock: best, d: bestD } : null;
}

/** [TD20] The hiding place behind an obstacle that is quickest to reach and not towards the opponent. */
export function bestCover(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt): { x: number; y: number } | null {
  let best = null;
  let bestScore = Infinity;
  for (const o of ctx.state.obstacles) {
    const p = coverPoint(o, foe.x, foe.y);
    const score = Math.hypot(p.x - me.x, p.y - me.y) + Math.max(0, 60 - Math.hypot(p.x - foe.x, p.y - foe.y)) * 2;
    if (score < bestScore) {
      best = p;
      bestScore = score;
    }
  }
  return best;
}

/** [TD18] Where a threat comes from: a bite or grapple winding up in reach, a charge heading here, or a rock on course. */
export function threat(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt): { x: number; y: number } | null {
  const d = gap(me, foe);
  if (foe.state === "attacking" && foe.pending === "bite" && d < BITE_RANGE + 8) return foe;
  if (foe.state === "attacking" && foe.pending === "grapple" && d < GRAPPLE_RANGE + 8) return foe;
  if (foe.state === "charging" && d < THREAT_DISTANCE) {
    const heading = (foe.dirX * (me.x - foe.x) + foe.dirY * (me.y - foe.y)) / (d || 1);
    if (heading > 0.7) return foe;
  }
  for (const p of ctx.state.projectiles) {
    if (p.ownerId === me.antId) continue;
    const rx = me.x - p.x;
    const ry = me.y - p.y;
    const dist = Math.hypot(rx, ry);
    if (dist > THREAT_DISTANCE) continue;
    const along = (rx * p.vx + ry * p.vy) / (p.vx * p.vx + p.vy * p.vy || 1);
    if (along <= 0) continue;
    const missBy = Math.hypot(rx - p.vx * along, ry - p.vy * along);
    if (missBy < ROCK_HIT_RADIUS + 6) return p;
  }
  return null;
}

/**
 * [TD18] The dodge reflex, checked every tick an ant is free: with a threat, the dodge ready and the energy, it
 * sidesteps with chance reaction × style dodge weight (× 4, at most 0.9, under a 'dodge' command), across the
 * threat's line towards the open arena.
 */
export function react(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt): boolean {
  if (me.dodgeCooldownTicks > 0 || me.energy < actionCost(me, "dodge")) return false;
  const source = threat(ctx, me, foe);
  if (!source) return false;
  let chance = me.profile.reaction * STYLE_WEIGHTS[me.style].dodge;
  if (me.command?.kind === "dodge") chance = Math.min(0.9, chance * 4);
  if (ctx.rng.next() >= chance) return false;
  const ax = me.x - source.x;
  const ay = me.y - source.y;
  const n = Math.hypot(ax, ay) || 1;
  let px = -ay / n;
  let py = ax / n;
  const plus = Math.hypot(me.x + px * 30, me.y + py * 30);
  const minus = Math.hypot(me.x - px * 30, me.y - py * 30);
  if (minus < plus) {
    px = -px;
    py = -py;
  }
  const dx = px * 0.8 + (ax / n) * 0.35;
  const dy = py * 0.8 + (ay / n) * 0.35;
  const m = Math.hypot(dx, dy) || 1;
  startDodge(ctx, me, dx / m, dy / m);
  return true;
}

/** [TD30] The plan a command asks for, given what the ant has. */
export function commandIntent(ctx: Ctx, kind: CommandKind, me: TopdownAnt, foe: TopdownAnt): Intent {
  switch (kind) {
    case "attack":
      return canCharge(ctx, me, foe) ? "charge" : "bite";
    case "throw":
      return me.carriedRocks > 0 ? "throw" : "fetch_rock";
    case "dodge":
      return "circle";
    default:
      return kind;
  }
}

/**
 * [TD22][TD23] Scores every plan from the situation, weights it by style, adds judgement noise and keeps the current
 * plan on a near tie; a command in force decides instead (TD30). See SPEC.md TD22 for the scores.
 */
export function chooseIntent(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt): Intent {
  if (me.command) return commandIntent(ctx, me.command.kind, me, foe);
  const d = gap(me, foe);
  const hp = me.health / HEALTH_MAX;
  const foeHp = foe.health / HEALTH_MAX;
  const late = ctx.fightTick > SUDDEN_DEATH_AFTER;
  const sight = inSight(ctx, me, foe);
  const rock = me.carriedRocks < MAX_CARRIED_ROCKS ? nearestRock(ctx, me) : null;
  const foeBusy = foe.state === "stunned" || foe.state === "attacking" || foe.state === "idle";
  const chargeReady = me.cooldownTicks === 0 && me.energy >= actionCost(me, "charge") + 5;
  const scores: Record<Exclude<Weighted, "dodge">, number> = {
    bite: (me.energy >= actionCost(me, "bite") ? 1 : 0.2) * (d < 40 ? 1 : 0.7) + (foe.state === "stunned" ? 0.4 : 0),
    charge: !chargeReady ? 0 : canCharge(ctx, me, foe, d) ? 1 + (foeBusy ? 0.2 : 0) : d < CHARGE_MIN_DISTANCE ? 0.5 : 0,
    throw: me.carriedRocks > 0 ? (d < THROW_MIN_DISTANCE ? 0.5 : sight ? 0.9 : 0.5) + 0.08 * me.carriedRocks : 0,
    fetch_rock: rock
      ? 0.7 *
        ((MAX_CARRIED_ROCKS - me.carriedRocks) / MAX_CARRIED_ROCKS) *
        (rock.d < d ? 1.2 : 0.5) *
        (d > 50 ? 1 : 0.4)
      : 0,
    grapple:
      me.cooldownTicks === 0 && me.energy >= actionCost(me, "grapple")
        ? (0.7 + (foe.state === "stunned" ? 0.4 : 0) + 0.04 * (me.profile.grip - foe.profile.grip)) * (d < 80 ? 1 : 0.5)
        : 0,
    cover:
      late || ctx.state.obstacles.length === 0
        ? 0
        : 0.15 +
          (foe.carriedRocks > 0 && me.carriedRocks === 0 ? 0.45 : 0) +
          (hp < foeHp - 0.2 ? 0.25 : 0) +
          (me.energy < 30 ? 0.15 : 0),
    retreat: late ? 0 : (me.energy < 20 ? 0.5 : 0.05) + (hp < 0.25 && hp < foeHp ? 0.3 : 0),
    circle: 0.45 + (foe.state === "attacking" || foe.state === "charging" ? 0.3 : 0) + (me.cooldownTicks > 0 ? 0.2 : 0),
  };
  const weights = STYLE_WEIGHTS[me.style];
  let best: Intent = "bite";
  let bestScore = -Infinity;
  for (const plan of Object.keys(scores) as (keyof typeof scores)[]) {
    const base = scores[plan];
    if (base <= 0) continue;
    const score =
      base * weights[plan] + ctx.rng.next() * me.profile.judgementNoise + (plan === me.intent ? KEEP_PLAN_BONUS : 0);
    if (score > bestScore) {
      best = plan;
      bestScore = score;
    }
  }
  return best;
}

/** [TD22] A point to back away to: straight away from the opponent, or along the wall when pressed against it. */
export function retreatPoint(me: TopdownAnt, foe: TopdownAnt): { x: number; y: number } {
  const d = gap(me, foe) || 1;
  const ax = (me.x - foe.x) / d;
  const ay = (me.y - foe.y) / d;
  const tx = me.x + ax * 60;
  const ty = me.y + ay * 60;
  if (Math.hypot(tx, ty) <= ARENA_RADIUS - 20) return { x: tx, y: ty };
  const r = Math.hypot(me.x, me.y) || 1;
  let sx = -me.y / r;
  let sy = me.x / r;
  if (sx * ax + sy * ay < 0) {
    sx = -sx;
    sy = -sy;
  }
  return { x: me.x + sx * 60 - (me.x / r) * 15, y: me.y + sy * 60 - (me.y / r) * 15 };
}
