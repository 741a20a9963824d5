// Where things sit on a mini-game's 800 × 500 field: pointer mapping, the memory grid and the tunnel lanes.
import { FIELD_HEIGHT, FIELD_WIDTH } from "@antbrawl/rules/training/games/constants";
import { GRID_SIZE } from "@antbrawl/rules/training/games/pattern-memory";
import { LANES } from "@antbrawl/rules/training/games/tunnel-sprint";

/** A pointer event's point in field units, clamped inside the field. */
export function fieldPoint(event: { clientX: number; clientY: number }, canvas: HTMLCanvasElement) {
  const rect = canvas.getBoundingClientRect();
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  return {
    x: clamp(Math.round(((event.clientX - rect.left) / rect.width) * FIELD_WIDTH), FIELD_WIDTH),
    y: clamp(Math.round(((event.clientY - rect.top) / rect.height) * FIELD_HEIGHT), FIELD_HEIGHT),
  };
}

/** The memory grid: a square centred on the field. */
export const GRID = { size: 440, left: (FIELD_WIDTH - 440) / 2, top: (FIELD_HEIGHT - 440) / 2 };
export const CELL = GRID.size / GRID_SIZE;

/** The grid cell (0 to 15, row by row) under a field point, or null between or outside the cells. */
export function cellAt(x: number, y: number): number | null {
  const col = Math.floor((x - GRID.left) / CELL);
  const row = Math.floor((y - GRID.top) / CELL);
  if (col < 0 || row < 0 || col >= GRID_SIZE || row >= GRID_SIZE) return null;
  return row * GRID_SIZE + col;
}

/** The top-left corner of a cell in field units. */
export function cellOrigin(cell: number) {
  return { x: GRID.left + (cell % GRID_SIZE) * CELL, y: GRID.top + Math.floor(cell / GRID_SIZE) * CELL };
}

/** The tunnel: three lanes across the middle of the field. */
export const LANE_WIDTH = 170;
export const TUNNEL_LEFT = (FIELD_WIDTH - LANES * LANE_WIDTH) / 2;

/** The centre x of a lane. */
export function laneX(lane: number): number {
  return TUNNEL_LEFT + LANE_WIDTH * lane + LANE_WIDTH / 2;
}

/** A field point as "34% across, 52% down" for the accessible description. */
export function placeText(x: number, y: number): string {
  return `${Math.round((x / FIELD_WIDTH) * 100)}% across, ${Math.round((y / FIELD_HEIGHT) * 100)}% down`;
}

/** A font of `units` field units, but at least `minPx` CSS pixels tall on a small canvas (phones). */
export function fieldFont(weight: number, units: number, scale: number, minPx = 11): string {
  return `${weight} ${Math.max(units, minPx / scale)}px system-ui, sans-serif`;
}
