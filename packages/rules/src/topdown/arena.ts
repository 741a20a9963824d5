// The round arena: its seeded layout (obstacles, rocks, spawn points) and the geometry of walls and line of sight.
import { type Rng, randomInt } from "../random";
import {
  ANT_RADIUS,
  ARENA_RADIUS,
  MAX_OBSTACLES,
  MAX_ROCKS,
  MIN_OBSTACLES,
  MIN_ROCKS,
  OBSTACLE_GAP,
  OBSTACLE_MAX_R,
  OBSTACLE_MIN_R,
  OBSTACLE_RING_MAX,
  OBSTACLE_RING_MIN,
  SPAWN_DISTANCE,
} from "./constants";
import type { Obstacle, Rock } from "./types";

/** A seeded arena layout. */
export interface ArenaLayout {
  obstacles: Obstacle[];
  rocks: Rock[];
  /** Angle of the axis the two ants start on. */
  spawnAngle: number;
}

/** True when the point (x, y) is at least `clearance` away from every obstacle's edge. */
function clearOf(obstacles: readonly Obstacle[], x: number, y: number, clearance: number): boolean {
  return obstacles.every((o) => Math.hypot(x - o.x, y - o.y) >= o.r + clearance);
}

/**
 * [TD6] Lays out an arena from the rng: 4–6 obstacles of radius 14–26 with centres 45–125 from the middle and 28 apart
 * (edge to edge), placed so neither spawn point is covered; 12–20 rocks clear of obstacles and within the wall.
 */
export function layoutArena(rng: Rng): ArenaLayout {
  const spawnAngle = rng.next() * Math.PI * 2;
  const spawns = [0, Math.PI].map((turn) => ({
    x: Math.cos(spawnAngle + turn) * SPAWN_DISTANCE,
    y: Math.sin(spawnAngle + turn) * SPAWN_DISTANCE,
  }));
  const count = randomInt(rng, MIN_OBSTACLES, MAX_OBSTACLES);
  const obstacles: Obstacle[] = [];
  let id = 1;
  for (let tries = 0; obstacles.length < count && tries < 400; tries++) {
    const r = OBSTACLE_MIN_R + rng.next() * (OBSTACLE_MAX_R - OBSTACLE_MIN_R);
    const angle = rng.next() * Math.PI * 2;
    const dist = OBSTACLE_RING_MIN + rng.next() * (OBSTACLE_RING_MAX - OBSTACLE_RING_MIN);
    const x = Math.cos(angle) * dist;
    const y = Math.sin(angle) * dist;
    if (!obstacles.every((o) => Math.hypot(x - o.x, y - o.y) >= o.r + r + OBSTACLE_GAP)) continue;
    if (!spawns.every((s) => Math.hypot(x - s.x, y - s.y) >= r + ANT_RADIUS * 3)) continue;
    obstacles.push({ id: id++, x: round2(x), y: round2(y), r: round2(r) });
  }
  const rockCount = randomInt(rng, MIN_ROCKS, MAX_ROCKS);
  const rocks: Rock[] = [];
  for (let tries = 0; rocks.length < rockCount && tries < 400; tries++) {
    const angle = rng.next() * Math.PI * 2;
    const dist = Math.sqrt(rng.next()) * (ARENA_RADIUS - 15);
    const x = Math.cos(angle) * dist;
    const y = Math.sin(angle) * dist;
    if (!clearOf(obstacles, x, y, 6)) continue;
    rocks.push({ id: id++, x: round2(x), y: round2(y) });
  }
  return { obstacles, rocks, spawnAngle };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** [TD20] True when the segment from (ax, ay) to (bx, by) passes through an obstacle (shrunk by `margin`). */
export function blocked(obstacles: readonly Obstacle[], ax: number, ay: number, bx: number, by: number, margin = 0) {
  return segmentObstacle(obstacles, ax, ay, bx, by, margin) !== null;
}

/** [TD20] The first obstacle the segment passes through (radius shrunk by `margin`), or null. */
export function segmentObstacle(
  obstacles: readonly Obstacle[],
  ax: number,
  ay: number,
  bx: number,
  by: number,
  margin = 0,
): Obstacle | null {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let best: Obstacle | null = null;
  let bestT = Infinity;
  for (const o of obstacles) {
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((o.x - ax) * dx + (o.y - ay) * dy) / len2));
    const px = ax + t * dx - o.x;
    const py = ay + t * dy - o.y;
    const r = o.r - margin;
    if (px * px + py * py < r * r && t < bestT) {
      best = o;
      bestT = t;
    }
  }
  return best;
}

/** [TD7] Pushes a body of radius `r` out of obstacles and back inside the wall; returns the corrected point. */
export function keepInside(obstacles: readonly Obstacle[], x: number, y: number, r: number): { x: number; y: number } {
  let px = x;
  let py = y;
  for (const o of obstacles) {
    const dx = px - o.x;
    const dy = py - o.y;
    const d = Math.hypot(dx, dy);
    const min = o.r + r;
    if (d < min) {
      const nx = d > 1e-9 ? dx / d : 1;
      const ny = d > 1e-9 ? dy / d : 0;
      px = o.x + nx * min;
      py = o.y + ny * min;
    }
  }
  const d = Math.hypot(px, py);
  const max = ARENA_RADIUS - r;
  if (d > max) {
    px = (px / d) * max;
    py = (py / d) * max;
  }
  return { x: px, y: py };
}

/** [TD20] A point hidden from (fromX, fromY) behind obstacle `o`, just outside its edge. */
export function coverPoint(o: Obstacle, fromX: number, fromY: number): { x: number; y: number } {
  const dx = o.x - fromX;
  const dy = o.y - fromY;
  const d = Math.hypot(dx, dy) || 1;
  const reach = o.r + ANT_RADIUS + 2;
  return { x: o.x + (dx / d) * reach, y: o.y + (dy / d) * reach };
}
