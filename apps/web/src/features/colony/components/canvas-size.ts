// The colony canvas's three sizes (spec 000 §9) and which one fits a container.

export interface CanvasSize {
  width: number;
  height: number;
  scale: number;
}

const COLONY_CANVAS_SIZES = {
  full: { width: 600, height: 400, scale: 1.25 },
  widened: { width: 480, height: 240, scale: 1 },
  compact: { width: 280, height: 200, scale: 0.8 },
} as const satisfies Record<string, CanvasSize>;

/** 600x400 when the container fits it, 480x240 from 480 px, else the compact 280x200 (scaled down to fit). */
export function colonyCanvasSize(containerWidth: number): CanvasSize {
  if (containerWidth >= COLONY_CANVAS_SIZES.full.width) return COLONY_CANVAS_SIZES.full;
  if (containerWidth >= COLONY_CANVAS_SIZES.widened.width) return COLONY_CANVAS_SIZES.widened;
  return COLONY_CANVAS_SIZES.compact;
}

/** Ants drawn on the colony canvas; the rest are listed in My Ants. */
export const CANVAS_ANT_LIMIT = 3;
/** Movement tick of the colony canvas. */
export const COLONY_TICK_MS = 50;
