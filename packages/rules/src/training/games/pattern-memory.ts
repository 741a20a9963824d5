// Pattern Memory (memory): cells of a 4×4 grid light up in order; repeat the pattern; longer patterns at higher levels.
import { createRng, randomInt } from "../../random";
import type { MiniGame } from "./game";

/** [MG40] A 4×4 grid, cells 0 to 15 row by row (spec 001 §4). */
export const GRID_SIZE = 4;
export const CELL_COUNT = GRID_SIZE * GRID_SIZE;
/** [MG41] Pattern length min(2 + level, 8) (spec 001 §4). */
export const PATTERN_MAX = 8;
/** [MG40] Enough rounds for 30 seconds of the quickest play. */
export const ROUNDS = 40;
/**
 * [MG40] Showing: a pause of 12 ticks (40 before the first round, to get ready), then each cell lit 10 ticks with 4
 * dark ticks after it **(design)**.
 */
export const PAUSE_TICKS = 12;
export const FIRST_PAUSE_TICKS = 40;
export const LIT_TICKS = 10;
export const DARK_TICKS = 4;
/** [MG42] Reward 50 × length × level for a whole pattern (spec 001 §4). */
export const PATTERN_REWARD = 50;

export type MemoryPhase = "pause" | "show" | "input";
export interface MemoryLevel {
  /** One sequence of 8 cells per round (a round uses its first `length`); no cell twice in a row. */
  patterns: number[][];
}
export interface MemoryState {
  round: number;
  level: number;
  phase: MemoryPhase;
  /** Ticks spent in the current phase. */
  phaseTicks: number;
  /** Cells of the pattern entered correctly so far. */
  entered: number;
  points: number;
  completed: number;
  mistakes: number;
  bestLevel: number;
  /** The last round's result, shown during the pause after it. */
  last: "right" | "wrong" | null;
}

/** [MG41] Pattern length at a level. */
export function patternLength(level: number): number {
  return Math.min(2 + level, PATTERN_MAX);
}

/** [MG40] The patterns of a play from a seed. */
export function generatePatterns(seed: number): MemoryLevel {
  const rng = createRng(seed);
  const patterns = Array.from({ length: ROUNDS }, () => {
    const cells: number[] = [];
    while (cells.length < PATTERN_MAX) {
      const cell = randomInt(rng, 0, CELL_COUNT - 1);
      if (cell !== cells[cells.length - 1]) cells.push(cell);
    }
    return cells;
  });
  return { patterns };
}

/** [MG40] The pattern of the current round. */
export function currentPattern(level: MemoryLevel, state: MemoryState): number[] {
  return level.patterns[state.round % ROUNDS]!.slice(0, patternLength(state.level));
}

/** [MG40] The cell lit now while showing, with its place in the pattern; null between cells and outside showing. */
export function litCell(level: MemoryLevel, state: MemoryState): { cell: number; index: number } | null {
  if (state.phase !== "show") return null;
  const index = Math.floor(state.phaseTicks / (LIT_TICKS + DARK_TICKS));
  if (state.phaseTicks % (LIT_TICKS + DARK_TICKS) >= LIT_TICKS) return null;
  const cell = currentPattern(level, state)[index];
  return cell === undefined ? null : { cell, index };
}

function nextRound(state: MemoryState, right: boolean, level: number, points: number): MemoryState {
  return {
    ...state,
    round: state.round + 1,
    level,
    phase: "pause",
    phaseTicks: 0,
    entered: 0,
    points,
    completed: state.completed + (right ? 1 : 0),
    mistakes: state.mistakes + (right ? 0 : 1),
    bestLevel: Math.max(state.bestLevel, level),
    last: right ? "right" : "wrong",
  };
}

/** [MG40–MG43] Pattern Memory as a mini-game. */
export const patternMemory: MiniGame<MemoryLevel, MemoryState> = {
  id: "memory",
  kinds: ["cell"],
  maxInputsPerTick: 1,
  generate: generatePatterns,
  start: () => ({
    round: 0,
    level: 1,
    phase: "pause",
    phaseTicks: 0,
    entered: 0,
    points: 0,
    completed: 0,
    mistakes: 0,
    bestLevel: 1,
    last: null,
  }),
  check: (_level, state) => (state.phase === "input" ? null : "Pattern Memory takes clicks once the pattern is shown"),
  apply(level, state, input) {
    if (input.kind !== "cell") return state;
    const pattern = currentPattern(level, state);
    if (pattern[state.entered] !== input.cell)
      return nextRound(state, false, Math.max(1, state.level - 1), state.points);
    if (state.entered + 1 < pattern.length) return { ...state, entered: state.entered + 1 };
    return nextRound(state, true, state.level + 1, state.points + PATTERN_REWARD * pattern.length * state.level);
  },
  advance(level, state) {
    const phaseTicks = state.phaseTicks + 1;
    const pause = state.round === 0 ? FIRST_PAUSE_TICKS : PAUSE_TICKS;
    if (state.phase === "pause" && phaseTicks >= pause) return { ...state, phase: "show", phaseTicks: 0 };
    const showTicks = currentPattern(level, state).length * (LIT_TICKS + DARK_TICKS);
    if (state.phase === "show" && phaseTicks >= showTicks) return { ...state, phase: "input", phaseTicks: 0 };
    return { ...state, phaseTicks };
  },
  over: () => false,
  points: (state) => state.points,
  summary: (_level, state) => ({
    patterns_completed: state.completed,
    mistakes: state.mistakes,
    best_level: state.bestLevel,
  }),
};
