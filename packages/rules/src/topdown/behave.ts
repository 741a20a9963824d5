// Carrying out a plan for one tick: where a free ant walks and which action it starts.
import { bestCover, canCharge, gap, inSight, nearestRock, retreatPoint } from "./ai";
import { actionCost, type Ctx, startCharge, startWindup } from "./combat";
import { BITE_RANGE, CHARGE_MIN_DISTANCE, GRAPPLE_RANGE, THROW_MIN_DISTANCE } from "./constants";
import { walk } from "./motion";
import type { Intent, TopdownAnt } from "./types";

/** [TD22] Distance a circling ant keeps from its opponent. */
export const CIRCLE_DISTANCE = 30;
/** [TD20] Cover is against rocks: an opponent closer than this is fought, not hidden from. */
export const CORNERED_DISTANCE = 45;
/** [TD20] An ant keeping to cover moves at this share of its speed, so a chaser round an obstacle catches up. */
export const HIDE_PACE = 0.85;
/** [TD22] Ticks before a strafing ant turns round. */
export const STRAFE_TURN_TICKS = 80;
/** [TD22] An ant on its own retreat plan stops to rest this far from the opponent. */
export const REST_DISTANCE = 130;

function face(me: TopdownAnt, foe: TopdownAnt): void {
  me.facing = Math.atan2(foe.y - me.y, foe.x - me.x);
}

function tangentSign(ctx: Ctx, me: TopdownAnt): number {
  const index = ctx.state.ants[0] === me ? 0 : 1;
  return (Math.floor(ctx.state.tick / STRAFE_TURN_TICKS) + index) % 2 === 0 ? 1 : -1;
}

/** Moves sideways around the opponent, keeping `keep` distance, at `scale` × speed. */
function strafe(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt, keep: number, scale: number): void {
  const d = gap(me, foe) || 1;
  const ux = (me.x - foe.x) / d;
  const uy = (me.y - foe.y) / d;
  const sign = tangentSign(ctx, me);
  const pull = Math.max(-1, Math.min(1, (keep - d) / 20));
  walk(ctx, me, me.x + (-uy * sign + ux * pull) * 20, me.y + (ux * sign + uy * pull) * 20, 0, scale);
  face(me, foe);
}

function ready(me: TopdownAnt, kind: "bite" | "throw" | "grapple"): boolean {
  return me.cooldownTicks === 0 && me.energy >= actionCost(me, kind);
}

function melee(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt, d: number): void {
  if (d <= BITE_RANGE) {
    if (ready(me, "bite")) startWindup(me, foe, "bite");
    else strafe(ctx, me, foe, BITE_RANGE - 4, 0.4);
    return;
  }
  walk(ctx, me, foe.x, foe.y, BITE_RANGE - 6);
}

function fetch(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt, d: number): void {
  const found = nearestRock(ctx, me);
  if (!found) melee(ctx, me, foe, d);
  else walk(ctx, me, found.rock.x, found.rock.y);
}

function throwing(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt, d: number): void {
  if (me.carriedRocks === 0) {
    fetch(ctx, me, foe, d);
  } else if (d < THROW_MIN_DISTANCE) {
    const away = retreatPoint(me, foe);
    walk(ctx, me, away.x, away.y);
  } else if (!inSight(ctx, me, foe) || d > me.profile.throwRange * 0.8) {
    walk(ctx, me, foe.x, foe.y, THROW_MIN_DISTANCE);
  } else if (ready(me, "throw")) {
    startWindup(me, foe, "throw");
  } else {
    strafe(ctx, me, foe, d, 0.6);
  }
}

function grappling(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt, d: number): void {
  if (d > GRAPPLE_RANGE) walk(ctx, me, foe.x, foe.y, GRAPPLE_RANGE - 6);
  else if (ready(me, "grapple")) startWindup(me, foe, "grapple");
  else strafe(ctx, me, foe, GRAPPLE_RANGE - 6, 0.4);
}

function hide(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt, d: number): void {
  const cornered = d < CORNERED_DISTANCE;
  const spot = cornered ? null : bestCover(ctx, me, foe);
  if (cornered) melee(ctx, me, foe, d);
  else if (!spot) strafe(ctx, me, foe, CIRCLE_DISTANCE, 1);
  else if (walk(ctx, me, spot.x, spot.y, 3, HIDE_PACE)) face(me, foe);
}

function retreat(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt, d: number): void {
  if (!me.command && d > REST_DISTANCE) {
    me.vx = 0;
    me.vy = 0;
    me.state = "idle";
    face(me, foe);
  } else if (!me.command && d < BITE_RANGE - 4) {
    melee(ctx, me, foe, d);
  } else {
    const away = retreatPoint(me, foe);
    walk(ctx, me, away.x, away.y);
  }
}

/** Hit and run: in for a bite when it is ready and the opponent is not winding up, out to circling distance after. */
function circle(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt, d: number): void {
  if (ready(me, "bite") && foe.state !== "attacking" && !(me.command?.kind === "dodge")) melee(ctx, me, foe, d);
  else strafe(ctx, me, foe, CIRCLE_DISTANCE, 1);
}

function charge(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt, d: number): void {
  if (canCharge(ctx, me, foe, d)) {
    startCharge(ctx, me, foe);
  } else if (d < CHARGE_MIN_DISTANCE && me.cooldownTicks === 0 && me.energy >= actionCost(me, "charge")) {
    const away = retreatPoint(me, foe);
    walk(ctx, me, away.x, away.y);
  } else {
    melee(ctx, me, foe, d);
  }
}

/** [TD22] What each plan does for a tick. */
const PLANS: Readonly<Record<Intent, (ctx: Ctx, me: TopdownAnt, foe: TopdownAnt, d: number) => void>> = {
  approach: melee,
  bite: melee,
  charge,
  throw: throwing,
  fetch_rock: fetch,
  grapple: grappling,
  cover: hide,
  retreat,
  circle,
};

/** [TD22] One tick of the ant's plan (`me.intent`) while it is free (idle or moving). */
export function act(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt): void {
  PLANS[me.intent](ctx, me, foe, gap(me, foe));
}
