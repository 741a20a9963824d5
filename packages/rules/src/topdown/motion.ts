// Everything that moves: walking with obstacle steering, charges, dodges, rocks picked up, thrown and in flight.
import { keepInside, segmentObstacle } from "./arena";
import { blowDamage, type Ctx, chargeHits, enterState, paced, stun, wound } from "./combat";
import {
  ANT_RADIUS,
  ARENA_RADIUS,
  CHARGE_COOLDOWN,
  CHARGE_CRASH_STUN,
  CHARGE_SPEED,
  DODGE_SPEED,
  MAX_CARRIED_ROCKS,
  MOTIVATION_SPEED,
  PICKUP_RANGE,
  ROCK_HIT_RADIUS,
  ROCK_SPEED,
  THROW_COOLDOWN,
  TIRED_ENERGY,
  TIRED_SLOW,
} from "./constants";
import type { TopdownAnt, TopdownState } from "./types";

/** How far a charge may turn towards its target per tick (radians). */
const CHARGE_HOMING = 0.03;

/** [TD7][TD21][TD8] Walking speed now: profile speed × motivation 1.1 × tired 0.75. */
export function speedOf(ant: TopdownAnt): number {
  let speed = ant.profile.moveSpeed;
  if (ant.motivationTicks > 0) speed *= MOTIVATION_SPEED;
  if (ant.energy < TIRED_ENERGY) speed *= 1 - TIRED_SLOW;
  return speed;
}

function place(state: TopdownState, ant: TopdownAnt, x: number, y: number): boolean {
  const p = keepInside(state.obstacles, x, y, ANT_RADIUS);
  ant.vx = p.x - ant.x;
  ant.vy = p.y - ant.y;
  ant.x = p.x;
  ant.y = p.y;
  return Math.abs(p.x - x) + Math.abs(p.y - y) > 0.5;
}

/**
 * [TD7] Walks towards (tx, ty), stopping `stopAt` short, at `scale` × speed; an obstacle in the way is skirted along
 * its tangent. Returns true when already there (the ant then stands idle).
 */
export function walk(ctx: Ctx, ant: TopdownAnt, tx: number, ty: number, stopAt = 0, scale = 1): boolean {
  const dx = tx - ant.x;
  const dy = ty - ant.y;
  const d = Math.hypot(dx, dy);
  if (d <= stopAt + 0.01) {
    ant.vx = 0;
    ant.vy = 0;
    ant.state = "idle";
    return true;
  }
  let ux = dx / d;
  let uy = dy / d;
  const o = segmentObstacle(ctx.state.obstacles, ant.x, ant.y, tx, ty, -(ANT_RADIUS + 1));
  if (o) {
    const ox = ant.x - o.x;
    const oy = ant.y - o.y;
    const od = Math.hypot(ox, oy) || 1;
    let tx1 = -oy / od;
    let ty1 = ox / od;
    if (tx1 * ux + ty1 * uy < 0) {
      tx1 = -tx1;
      ty1 = -ty1;
    }
    const w = Math.min(1, Math.max(0.3, 1 - (od - o.r - ANT_RADIUS) / 40));
    ux = ux * (1 - w) + tx1 * w;
    uy = uy * (1 - w) + ty1 * w;
    const n = Math.hypot(ux, uy) || 1;
    ux /= n;
    uy /= n;
  }
  const step = Math.min(speedOf(ant) * scale, d - stopAt);
  place(ctx.state, ant, ant.x + ux * step, ant.y + uy * step);
  ant.state = "moving";
  ant.facing = Math.atan2(uy, ux);
  return false;
}

/** [TD7] Stands still this tick. */
export function standStill(ant: TopdownAnt): void {
  ant.vx = 0;
  ant.vy = 0;
  ant.state = "idle";
}

/** [TD7] Two bodies never overlap: they are pushed apart equally (not while grappling). */
export function separate(state: TopdownState): void {
  const [a, b] = state.ants;
  if (a.state === "grappling" || b.state === "grappling") return;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d = Math.hypot(dx, dy);
  const min = ANT_RADIUS * 2;
  if (d >= min) return;
  const nx = d > 1e-9 ? dx / d : 1;
  const ny = d > 1e-9 ? dy / d : 0;
  const push = (min - d) / 2;
  const pa = keepInside(state.obstacles, a.x - nx * push, a.y - ny * push, ANT_RADIUS);
  const pb = keepInside(state.obstacles, b.x + nx * push, b.y + ny * push, ANT_RADIUS);
  a.x = pa.x;
  a.y = pa.y;
  b.x = pb.x;
  b.y = pb.y;
}

/** [TD13] One tick of a charge: run at 2.3 × speed, turning at most 0.03 rad towards the target; contact hits, a wall or obstacle stuns the charger for 22 ticks, and the run ends after 28 ticks. */
export function chargeStep(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt): void {
  me.stateTicks -= 1;
  const wanted = Math.atan2(foe.y - me.y, foe.x - me.x);
  const current = Math.atan2(me.dirY, me.dirX);
  let turn = wanted - current;
  while (turn > Math.PI) turn -= Math.PI * 2;
  while (turn < -Math.PI) turn += Math.PI * 2;
  const heading = current + Math.max(-CHARGE_HOMING, Math.min(CHARGE_HOMING, turn));
  me.dirX = Math.cos(heading);
  me.dirY = Math.sin(heading);
  me.facing = heading;
  const step = speedOf(me) * CHARGE_SPEED;
  const crashed = place(ctx.state, me, me.x + me.dirX * step, me.y + me.dirY * step);
  if (Math.hypot(me.x - foe.x, me.y - foe.y) <= ANT_RADIUS * 2 + 3) {
    chargeHits(ctx, me, foe);
    return;
  }
  if (crashed || me.stateTicks <= 0) {
    ctx.state.events.push({ kind: "charge_miss", antId: me.antId, targetId: foe.antId, x: me.x, y: me.y });
    me.cooldownTicks = paced(me, CHARGE_COOLDOWN);
    if (crashed) stun(ctx, me, CHARGE_CRASH_STUN);
    else enterState(me, "idle", 0);
  }
}

/** [TD18] One tick of a dodge: a quick sidestep at 2.2 × speed. */
export function dodgeStep(ctx: Ctx, me: TopdownAnt): void {
  me.stateTicks -= 1;
  place(ctx.state, me, me.x + me.dirX * speedOf(me) * DODGE_SPEED, me.y + me.dirY * speedOf(me) * DODGE_SPEED);
  if (me.stateTicks <= 0) enterState(me, "idle", 0);
}

/** [TD15] Picks up a rock within reach when carrying fewer than 3. */
export function tryPickup(ctx: Ctx, me: TopdownAnt): void {
  if (me.carriedRocks >= MAX_CARRIED_ROCKS) return;
  const rocks = ctx.state.rocks;
  for (let i = 0; i < rocks.length; i++) {
    const rock = rocks[i];
    if (!rock || Math.hypot(rock.x - me.x, rock.y - me.y) > PICKUP_RANGE) continue;
    rocks.splice(i, 1);
    me.carriedRocks += 1;
    me.actions.pickup += 1;
    ctx.state.events.push({ kind: "pickup", antId: me.antId, x: rock.x, y: rock.y });
    return;
  }
}

function dropRock(state: TopdownState, x: number, y: number): void {
  const p = keepInside(state.obstacles, x, y, 4);
  state.rocks.push({ id: state.nextId++, x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 });
}

/**
 * [TD16] Lets a wound-up rock fly at where the target will be (its velocity × flight time × lead), off by an
 * approximately normal angle with standard deviation `aimError`.
 */
export function releaseThrow(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt): void {
  me.cooldownTicks = paced(me, THROW_COOLDOWN);
  if (me.carriedRocks <= 0) return;
  me.carriedRocks -= 1;
  me.actions.throw += 1;
  const flight = Math.hypot(foe.x - me.x, foe.y - me.y) / ROCK_SPEED;
  const tx = foe.x + foe.vx * flight * me.profile.lead;
  const ty = foe.y + foe.vy * flight * me.profile.lead;
  const spread = (ctx.rng.next() + ctx.rng.next() + ctx.rng.next() - 1.5) * 2 * me.profile.aimError;
  const angle = Math.atan2(ty - me.y, tx - me.x) + spread;
  me.facing = angle;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  ctx.state.projectiles.push({
    id: ctx.state.nextId++,
    ownerId: me.antId,
    x: me.x + dx * (ANT_RADIUS + 3),
    y: me.y + dy * (ANT_RADIUS + 3),
    vx: dx * ROCK_SPEED,
    vy: dy * ROCK_SPEED,
    ticksLeft: Math.ceil(me.profile.throwRange / ROCK_SPEED),
  });
  ctx.state.events.push({ kind: "throw", antId: me.antId, targetId: foe.antId, x: me.x, y: me.y });
}

/** Where along the segment (0..1) it passes within `radius` of (cx, cy), or null. */
function closestPass(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, radius: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy || 1;
  const t = Math.max(0, Math.min(1, ((cx - ax) * dx + (cy - ay) * dy) / len2));
  const px = ax + t * dx - cx;
  const py = ay + t * dy - cy;
  return px * px + py * py <= radius * radius ? t : null;
}

/**
 * [TD16] Moves every rock in flight: the first thing on its path stops it. An obstacle blocks it ('rock_blocked'); the
 * target is hit ('rock_hit', TD10 with the rock scale) unless it evades while dodging; a rock that reaches the wall or
 * its range falls. A stopped rock lies on the ground again.
 */
export function moveProjectiles(ctx: Ctx): void {
  const state = ctx.state;
  const kept = [];
  for (const p of state.projectiles) {
    if (state.phase === "finished") {
      kept.push(p);
      continue;
    }
    const nx = p.x + p.vx;
    const ny = p.y + p.vy;
    const owner = state.ants[0].antId === p.ownerId ? state.ants[0] : state.ants[1];
    const target = owner === state.ants[0] ? state.ants[1] : state.ants[0];
    const o = segmentObstacle(state.obstacles, p.x, p.y, nx, ny);
    const tO = o ? (closestPass(p.x, p.y, nx, ny, o.x, o.y, o.r) ?? 1) : Infinity;
    const tA = closestPass(p.x, p.y, nx, ny, target.x, target.y, ROCK_HIT_RADIUS);
    if (tA !== null && tA <= tO) {
      if (target.state === "dodging" && ctx.rng.next() < target.profile.evade) {
        state.events.push({ kind: "evade", antId: owner.antId, targetId: target.antId, x: target.x, y: target.y });
      } else {
        wound(ctx, owner, target, blowDamage(ctx, owner, target, "rock").damage, "rock_hit");
        dropRock(state, target.x + p.vx, target.y + p.vy);
        continue;
      }
    }
    if (o && tO <= 1) {
      state.events.push({ kind: "rock_blocked", antId: owner.antId, x: p.x, y: p.y });
      dropRock(state, p.x, p.y);
      continue;
    }
    p.ticksLeft -= 1;
    if (p.ticksLeft <= 0 || Math.hypot(nx, ny) > ARENA_RADIUS - 4) {
      dropRock(state, nx, ny);
      continue;
    }
    p.x = nx;
    p.y = ny;
    kept.push(p);
  }
  state.projectiles = kept;
}
