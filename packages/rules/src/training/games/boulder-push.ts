// Boulder Push (strength): press on a boulder and drag it into the goal; heavy boulders move slowly and pay less.
import { createRng, randomInt } from "../../random";
import { FIELD_HEIGHT, FIELD_WIDTH } from "./constants";
import type { MiniGame } from "./game";
import type { GameInput } from "./inputs";

/** [MG10] Five boulders per play. */
export const BOULDER_COUNT = 5;
/** [MG10] Weights in tenths from 1.0 to 1.5 **(design)**; the five weights' points add up to at least 800. */
export const BOULDER_WEIGHT_MIN_TENTHS = 10;
export const BOULDER_WEIGHT_MAX_TENTHS = 15;
export const BOULDER_POINTS_FLOOR = 800;
/** [MG11] A boulder scores floor(200 / weight) once it is in the goal (spec 001 §4). */
export const BOULDER_POINTS_NUMERATOR = 200;
/** [MG12] The goal: a boulder whose centre reaches this x is pushed and stays. */
export const GOAL_X = 660;
/** [MG12] A dragged boulder moves toward the pointer by at most 14 / weight units per tick. */
export const PUSH_SPEED = 14;
/** [MG12] A press grabs a boulder when it lands within its radius plus this slack. */
export const GRAB_SLACK = 6;

export interface Boulder {
  weight: number;
  radius: number;
}
export interface BoulderLevel {
  boulders: Boulder[];
  starts: { x: number; y: number }[];
}
export interface BoulderState {
  positions: { x: number; y: number }[];
  pushed: boolean[];
  /** Index of the boulder held by the pointer, or null. */
  held: number | null;
  pressed: boolean;
  pointer: { x: number; y: number } | null;
  points: number;
}

/** [MG11] Points of one boulder. */
export function boulderPoints(weight: number): number {
  return Math.floor(BOULDER_POINTS_NUMERATOR / weight);
}

/** [MG10] Five weights and starting spots from a seed; weights are redrawn until their points reach 800. */
export function generateBoulders(seed: number): BoulderLevel {
  const rng = createRng(seed);
  let weights: number[] = [];
  do {
    weights = Array.from(
      { length: BOULDER_COUNT },
      () => randomInt(rng, BOULDER_WEIGHT_MIN_TENTHS, BOULDER_WEIGHT_MAX_TENTHS) / 10,
    );
  } while (weights.reduce((sum, w) => sum + boulderPoints(w), 0) < BOULDER_POINTS_FLOOR);
  const rowHeight = FIELD_HEIGHT / BOULDER_COUNT;
  return {
    boulders: weights.map((weight) => ({ weight, radius: Math.round(22 + weight * 10) })),
    starts: weights.map((_, index) => ({
      x: randomInt(rng, 70, 200),
      y: Math.round(rowHeight * index + rowHeight / 2),
    })),
  };
}

function grabbedAt(level: BoulderLevel, state: BoulderState, x: number, y: number): number | null {
  let best: number | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  state.positions.forEach((p, index) => {
    if (state.pushed[index]) return;
    const reach = level.boulders[index]!.radius + GRAB_SLACK;
    const distance = (p.x - x) ** 2 + (p.y - y) ** 2;
    if (distance <= reach * reach && distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** [MG12] A boulder moved one tick toward the pointer, at most its speed, kept inside the field. */
function pushToward(p: { x: number; y: number }, target: { x: number; y: number }, boulder: Boulder) {
  const dx = target.x - p.x;
  const dy = target.y - p.y;
  const distance = Math.sqrt(dx * dx + dy * dy);
  const speed = PUSH_SPEED / boulder.weight;
  const share = distance <= speed ? 1 : speed / distance;
  const clamp = (value: number, max: number) => Math.min(max - boulder.radius, Math.max(boulder.radius, value));
  return { x: clamp(p.x + dx * share, FIELD_WIDTH), y: clamp(p.y + dy * share, FIELD_HEIGHT) };
}

/** [MG10–MG13] Boulder Push as a mini-game. */
export const boulderPush: MiniGame<BoulderLevel, BoulderState> = {
  id: "strength",
  kinds: ["press", "drag", "release"],
  maxInputsPerTick: 3,
  generate: generateBoulders,
  start: (level) => ({
    positions: level.starts.map((p) => ({ ...p })),
    pushed: level.boulders.map(() => false),
    held: null,
    pressed: false,
    pointer: null,
    points: 0,
  }),
  check(_level, state, input: GameInput) {
    if (input.kind === "press" && state.pressed) return "The mouse is already pressed";
    if ((input.kind === "drag" || input.kind === "release") && !state.pressed) {
      return "A boulder moves only while the mouse is pressed";
    }
    return null;
  },
  apply(level, state, input) {
    if (input.kind === "press") {
      const pointer = { x: input.x, y: input.y };
      return { ...state, pressed: true, pointer, held: grabbedAt(level, state, input.x, input.y) };
    }
    if (input.kind === "drag") return { ...state, pointer: { x: input.x, y: input.y } };
    return { ...state, pressed: false, pointer: null, held: null };
  },
  advance(level, state) {
    const held = state.held;
    if (held === null || !state.pointer) return state;
    const boulder = level.boulders[held]!;
    const moved = pushToward(state.positions[held]!, state.pointer, boulder);
    const positions = state.positions.map((p, index) => (index === held ? moved : p));
    if (moved.x < GOAL_X) return { ...state, positions };
    const pushed = state.pushed.map((done, index) => done || index === held);
    return { ...state, positions, pushed, held: null, points: state.points + boulderPoints(boulder.weight) };
  },
  over: (_level, state) => state.pushed.every(Boolean),
  points: (state) => state.points,
  summary: (_level, state) => ({ boulders_pushed: state.pushed.filter(Boolean).length }),
};
