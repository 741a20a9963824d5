// Target Practice (precision): targets pop up for a moment; click near their centre, and keep a streak for combos.
import { createRng, randomInt } from "../../random";
import { FIELD_HEIGHT, FIELD_WIDTH } from "./constants";
import type { MiniGame } from "./game";

/** [MG30] 40 targets, one every 14 ticks (plus 0–4) from tick 10 **(design)**. */
export const TARGET_COUNT = 40;
export const TARGET_SPACING = 14;
/** [MG30] A target shows for 36 ticks at first, one tick less every 50 ticks; radius 36 shrinking to 27. */
export const TARGET_LIFE_START = 36;
export const TARGET_RADIUS_START = 36;
/** [MG31] Hit points by ring **(design)**: inner third 30, middle third 20, outer 10. */
export const RING_POINTS = [30, 20, 10] as const;
/** [MG32] Combo bonus: 10 points for every 3 hits in a row (spec 001 §4); a miss or an escaped target ends it. */
export const COMBO_STEP = 3;
export const COMBO_BONUS = 10;
/** [MG33] A human clicks at most 10 times a second: two shots are at least 2 ticks apart. */
export const SHOT_MIN_TICKS = 2;

export interface Target {
  x: number;
  y: number;
  radius: number;
  appear: number;
  /** Ticks it stays: visible on ticks appear … appear + life − 1. */
  life: number;
}
export interface TargetLevel {
  targets: Target[];
}
export interface TargetState {
  hit: boolean[];
  points: number;
  hits: number;
  misses: number;
  escaped: number;
  combo: number;
  bestCombo: number;
  /** Where the last shot landed and what it scored (for the flash the browser draws). */
  lastShot: { x: number; y: number; tick: number; points: number } | null;
}

/** [MG30] Target positions and timings from a seed. */
export function generateTargets(seed: number): TargetLevel {
  const rng = createRng(seed);
  const targets = Array.from({ length: TARGET_COUNT }, (_, index) => {
    const appear = 10 + index * TARGET_SPACING + randomInt(rng, 0, 4);
    const radius = TARGET_RADIUS_START - Math.floor(appear / 60);
    const margin = radius + 10;
    return {
      x: randomInt(rng, margin, FIELD_WIDTH - margin),
      y: randomInt(rng, margin, FIELD_HEIGHT - margin),
      radius,
      appear,
      life: TARGET_LIFE_START - Math.floor(appear / 50),
    };
  });
  return { targets };
}

/** [MG30] Whether a target shows at a tick. */
export function targetVisible(target: Target, tick: number): boolean {
  return tick >= target.appear && tick < target.appear + target.life;
}

/** [MG31] Points of a shot at squared distance d2 from the centre of a target of radius r (0 outside it). */
export function ringPoints(d2: number, radius: number): number {
  if (9 * d2 <= radius * radius) return RING_POINTS[0];
  if (9 * d2 <= 4 * radius * radius) return RING_POINTS[1];
  return d2 <= radius * radius ? RING_POINTS[2] : 0;
}

/** [MG30–MG33] Target Practice as a mini-game. */
export const targetPractice: MiniGame<TargetLevel, TargetState> = {
  id: "precision",
  kinds: ["shot"],
  maxInputsPerTick: 1,
  minTicksBetween: { shot: SHOT_MIN_TICKS },
  generate: generateTargets,
  start: (level) => ({
    hit: level.targets.map(() => false),
    points: 0,
    hits: 0,
    misses: 0,
    escaped: 0,
    combo: 0,
    bestCombo: 0,
    lastShot: null,
  }),
  check: () => null,
  apply(level, state, input, tick) {
    if (input.kind !== "shot") return state;
    let best = -1;
    let bestD2 = Number.POSITIVE_INFINITY;
    level.targets.forEach((target, index) => {
      if (state.hit[index] || !targetVisible(target, tick)) return;
      const d2 = (target.x - input.x) ** 2 + (target.y - input.y) ** 2;
      if (d2 <= target.radius * target.radius && d2 < bestD2) {
        best = index;
        bestD2 = d2;
      }
    });
    if (best < 0) {
      return { ...state, misses: state.misses + 1, combo: 0, lastShot: { x: input.x, y: input.y, tick, points: 0 } };
    }
    const combo = state.combo + 1;
    const gained = ringPoints(bestD2, level.targets[best]!.radius) + (combo % COMBO_STEP === 0 ? COMBO_BONUS : 0);
    return {
      ...state,
      hit: state.hit.map((done, index) => done || index === best),
      points: state.points + gained,
      hits: state.hits + 1,
      combo,
      bestCombo: Math.max(state.bestCombo, combo),
      lastShot: { x: input.x, y: input.y, tick, points: gained },
    };
  },
  advance(level, state, tick) {
    const escaped = level.targets.filter((t, index) => !state.hit[index] && t.appear + t.life - 1 === tick).length;
    return escaped === 0 ? state : { ...state, escaped: state.escaped + escaped, combo: 0 };
  },
  over: () => false,
  points: (state) => state.points,
  summary: (_level, state) => ({
    hits: state.hits,
    misses: state.misses,
    escaped: state.escaped,
    best_combo: state.bestCombo,
  }),
};
