// The player's recorded inputs, each stamped with the tick it applies to, and the checks every game shares.
import { FIELD_HEIGHT, FIELD_WIDTH, GAME_TICKS } from "./constants";

/** [MG8] Mouse or finger pressed at a point of the field (Boulder Push). */
export interface PressInput {
  tick: number;
  kind: "press";
  x: number;
  y: number;
}
/** [MG8] Pointer moved while pressed (Boulder Push); at most one per tick. */
export interface DragInput {
  tick: number;
  kind: "drag";
  x: number;
  y: number;
}
/** [MG8] Mouse or finger lifted (Boulder Push). */
export interface ReleaseInput {
  tick: number;
  kind: "release";
}
/** [MG8] One lane left (-1) or right (+1) (Tunnel Sprint). */
export interface LaneInput {
  tick: number;
  kind: "lane";
  dir: -1 | 1;
}
/** [MG8] A click at a point of the field (Target Practice). */
export interface ShotInput {
  tick: number;
  kind: "shot";
  x: number;
  y: number;
}
/** [MG8] A click on one cell of the 4×4 grid, 0 to 15 row by row (Pattern Memory). */
export interface CellInput {
  tick: number;
  kind: "cell";
  cell: number;
}

export type GameInput = PressInput | DragInput | ReleaseInput | LaneInput | ShotInput | CellInput;
export type InputKind = GameInput["kind"];
/** An input before the recorder stamps its tick. */
export type UntimedInput = GameInput extends infer I ? (I extends GameInput ? Omit<I, "tick"> : never) : never;

/** [MG8] Most inputs a completion may carry (three per tick at the most). */
export const MAX_INPUTS = GAME_TICKS * 3;

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

function inField(x: unknown, y: unknown): boolean {
  return isNumber(x) && isNumber(y) && x >= 0 && x <= FIELD_WIDTH && y >= 0 && y <= FIELD_HEIGHT;
}

/**
 * [MG8] The shape of one input: a whole tick from 0 to 599, a known kind, and its values in range (points inside the
 * field, a lane step of -1 or +1, a cell from 0 to 15). Returns the player's text for the first problem, or null.
 */
export function inputShapeProblem(input: unknown, index: number): string | null {
  const at = `Input ${index + 1}`;
  if (typeof input !== "object" || input === null) return `${at} is not an input`;
  const value = input as Record<string, unknown>;
  const tick = value.tick;
  if (!Number.isInteger(tick) || (tick as number) < 0) return `${at}: tick must be a whole number from 0`;
  if ((tick as number) >= GAME_TICKS) return `${at}: tick ${tick} is after the 30 seconds of play`;
  switch (value.kind) {
    case "press":
    case "drag":
    case "shot":
      return inField(value.x, value.y) ? null : `${at}: the point is outside the field`;
    case "release":
      return null;
    case "lane":
      return value.dir === 1 || value.dir === -1 ? null : `${at}: a lane step is -1 or +1`;
    case "cell":
      return Number.isInteger(value.cell) && (value.cell as number) >= 0 && (value.cell as number) < 16
        ? null
        : `${at}: the cell is outside the grid`;
    default:
      return `${at}: unknown input kind`;
  }
}
