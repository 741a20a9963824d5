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
