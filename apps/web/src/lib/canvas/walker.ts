// How a drawn ant wanders: a heading that drifts, short pauses, and a turn back before it leaves its area.
import { createRng, type Rng, seedFromString } from "@antbrawl/rules/random";

export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Walker {
  id: string;
  x: number;
  y: number;
  heading: number;
  turn: number;
  speed: number;
  pause: number;
  phase: number;
  rng: Rng;
}

const CRUISE_SPEED = 1.3;
const MAX_TURN = 0.07;
const EDGE_MARGIN = 18;

/** A walker placed inside the bounds; its start and wandering are seeded by the ant's id. */
export function createWalker(id: string, bounds: Bounds, salt = 0): Walker {
  const rng = createRng(seedFromString(id) + salt);
  return {
    id,
    x: bounds.left + rng.next() * (bounds.right - bounds.left),
    y: bounds.top + rng.next() * (bounds.bottom - bounds.top),
    heading: rng.next() * Math.PI * 2,
    turn: 0,
    speed: CRUISE_SPEED,
    pause: 0,
    phase: rng.next() * Math.PI * 2,
    rng,
  };
}

function steerHome(walker: Walker, bounds: Bounds): void {
  const cx = (bounds.left + bounds.right) / 2;
  const cy = (bounds.top + bounds.bottom) / 2;
  const home = Math.atan2(cy - walker.y, cx - walker.x);
  const diff = Math.atan2(Math.sin(home - walker.heading), Math.cos(home - walker.heading));
  walker.heading += Math.sign(diff) * Math.min(Math.abs(diff), 0.18);
}

/** One 50 ms tick of wandering, scaled by `scale` (canvas size); the walker stays inside the bounds. */
export function stepWalker(walker: Walker, bounds: Bounds, scale: number): void {
  const { rng } = walker;
  if (walker.pause > 0) {
    walker.pause -= 1;
    return;
  }
  if (rng.next() < 0.006) {
    walker.pause = 10 + Math.floor(rng.next() * 30);
    return;
  }
  walker.turn = Math.max(-MAX_TURN, Math.min(MAX_TURN, walker.turn + (rng.next() - 0.5) * 0.05));
  walker.heading += walker.turn;
  const nearEdge =
    walker.x < bounds.left + EDGE_MARGIN ||
    walker.x > bounds.right - EDGE_MARGIN ||
    walker.y < bounds.top + EDGE_MARGIN ||
    walker.y > bounds.bottom - EDGE_MARGIN;
  if (nearEdge) steerHome(walker, bounds);
  const step = walker.speed * scale;
  walker.x = Math.max(bounds.left, Math.min(bounds.right, walker.x + Math.cos(walker.heading) * step));
  walker.y = Math.max(bounds.top, Math.min(bounds.bottom, walker.y + Math.sin(walker.heading) * step));
  walker.phase += 0.55;
}

/** Keeps a walker inside new bounds after the canvas changed size. */
export function fitWalker(walker: Walker, bounds: Bounds): void {
  walker.x = Math.max(bounds.left, Math.min(bounds.right, walker.x));
  walker.y = Math.max(bounds.top, Math.min(bounds.bottom, walker.y));
}

/** The walker nearest to a point within `radius`, or null. */
export function walkerAt(walkers: readonly Walker[], x: number, y: number, radius: number): Walker | null {
  let best: Walker | null = null;
  let bestDistance = radius;
  for (const walker of walkers) {
    const distance = Math.hypot(walker.x - x, walker.y - y);
    if (distance <= bestDistance) {
      best = walker;
      bestDistance = distance;
    }
  }
  return best;
}
