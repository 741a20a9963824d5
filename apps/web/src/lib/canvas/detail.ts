// The three visual quality levels of ant canvases (spec 001 §2) and what each one draws.

export const QUALITY_LEVELS = ["low", "medium", "high"] as const;
export type Quality = (typeof QUALITY_LEVELS)[number];

export const QUALITY_LABELS: Record<Quality, string> = { low: "Low", medium: "Medium", high: "High" };

/** What a quality level turns on: grass blades, flowers, shadows, leg animation, pixel density, frame interval. */
export interface DetailSettings {
  grass: boolean;
  flowers: boolean;
  shadows: boolean;
  animateLegs: boolean;
  maxPixelRatio: number;
  tickMs: number;
}

export const DETAIL: Record<Quality, DetailSettings> = {
  low: { grass: false, flowers: false, shadows: false, animateLegs: false, maxPixelRatio: 1, tickMs: 100 },
  medium: { grass: true, flowers: true, shadows: false, animateLegs: true, maxPixelRatio: 2, tickMs: 50 },
  high: { grass: true, flowers: true, shadows: true, animateLegs: true, maxPixelRatio: 3, tickMs: 50 },
};

/** Phones and touch screens: fewer pixels and no shading, where a slow CPU paints every frame. */
const SMALL_DEVICE = "(pointer: coarse), (max-width: 600px)";
const MAX_PIXEL_RATIO = 2;
const SMALL_DEVICE_PIXEL_RATIO = 1.5;
const fitted = new WeakMap<DetailSettings, DetailSettings>();

/**
 * A quality level as this device draws it: pixel density at most 2, and on phones or coarse pointers at most 1.5
 * without shading. The same object for the same level, so it is safe in hook dependencies.
 */
export function deviceDetail(detail: DetailSettings): DetailSettings {
  const known = fitted.get(detail);
  if (known) return known;
  const small = typeof window !== "undefined" && window.matchMedia?.(SMALL_DEVICE).matches === true;
  const result = small
    ? { ...detail, shadows: false, maxPixelRatio: Math.min(detail.maxPixelRatio, SMALL_DEVICE_PIXEL_RATIO) }
    : { ...detail, maxPixelRatio: Math.min(detail.maxPixelRatio, MAX_PIXEL_RATIO) };
  fitted.set(detail, result);
  return result;
}
