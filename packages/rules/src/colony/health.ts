// Health bands shown for an ant's health percentage (spec 001 §4).
import { HEALTH_MAX } from "../ant";

/** [H1] Health band names. */
export type HealthBand = "Excellent" | "Good" | "Fair" | "Poor" | "Critical";
/** [H1] Lowest health of each band, highest first; below the last band the health is Critical. */
export const HEALTH_BANDS = [
  { min: 90, band: "Excellent" },
  { min: 70, band: "Good" },
  { min: 50, band: "Fair" },
  { min: 30, band: "Poor" },
] as const satisfies readonly { min: number; band: HealthBand }[];

/** [H1] Health clamped to 0..100; a missing or non-finite value counts as 0. */
export function clampHealth(health: number): number {
  if (!Number.isFinite(health)) return 0;
  return Math.min(HEALTH_MAX, Math.max(0, health));
}

/** [H1] 90+ Excellent, 70+ Good, 50+ Fair, 30+ Poor, else Critical. */
export function healthBand(health: number): HealthBand {
  const value = clampHealth(health);
  for (const entry of HEALTH_BANDS) if (value >= entry.min) return entry.band;
  return "Critical";
}
