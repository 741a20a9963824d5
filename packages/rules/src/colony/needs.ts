// Need values, their status words and the critical / low thresholds (spec 000 §2, §4, §9).
import { NEED_MAX, NEED_MIN, NEED_NAMES, type NeedName, type Needs } from "../ant";

/** [N1] Display label of each need, used in messages ("Critical: Food, Water needed!"). */
export const NEED_LABELS: Record<NeedName, string> = {
  food: "Food",
  water: "Water",
  rest: "Rest",
  hygiene: "Hygiene",
  exercise: "Exercise",
};

/** [N1] A need clamped to 0..20; a missing or non-finite value counts as 0. */
export function clampNeed(value: number): number {
  if (!Number.isFinite(value)) return NEED_MIN;
  return Math.min(NEED_MAX, Math.max(NEED_MIN, value));
}

/** [N1] Every need clamped to 0..20. */
export function clampNeeds(needs: Needs): Needs {
  const out = {} as Needs;
  for (const name of NEED_NAMES) out[name] = clampNeed(needs[name]);
  return out;
}

/**
 * [N2b] A need this close to the maximum shows (and counts) as full: a need filled to 20 reads 20/20 for a while
 * (food 18 min, water 13.5 min, rest 22.5 min, hygiene 36 min, exercise 27 min) instead of 19/20 a moment later.
 */
export const NEED_FULL_MARGIN = 0.25;

/**
 * [N2] The whole number shown "out of 20": needs are stored as fractions (they fall continuously), and flooring
 * keeps the shown number on the same side of every integer threshold as the stored value; [N2b] within
 * `NEED_FULL_MARGIN` of the maximum it shows 20 (no status or condition threshold lies between 19 and 20).
 */
export function displayNeed(value: number): number {
  const clamped = clampNeed(value);
  return clamped >= NEED_MAX - NEED_FULL_MARGIN ? NEED_MAX : Math.floor(clamped);
}

/** [N3] Status word of a need. */
export type NeedStatus = "excellent" | "good" | "okay" | "low" | "critical";
/** [N3] Lowest value of each status band, highest first; below the last band the status is critical. */
export const NEED_STATUS_BANDS = [
  { min: 15, status: "excellent" },
  { min: 10, status: "good" },
  { min: 7, status: "okay" },
  { min: 4, status: "low" },
] as const satisfies readonly { min: number; status: NeedStatus }[];

/** [N3] 15+ excellent, 10 to under 15 good, 7 to under 10 okay, 4 to under 7 low, under 4 critical. */
export function needStatus(value: number): NeedStatus {
  const need = clampNeed(value);
  for (const band of NEED_STATUS_BANDS) if (need >= band.min) return band.status;
  return "critical";
}

/** [N4] A need below this is critical. */
export const CRITICAL_NEED_BELOW = 5;
/** [N4] Warning shown under a critical need. */
export const CRITICAL_NEED_WARNING = "Critical level! This affects performance!";

/** [N4] A need below 5 is critical. */
export function isNeedCritical(value: number): boolean {
  return clampNeed(value) < CRITICAL_NEED_BELOW;
}

/** [N5] A need below this is low (the overall condition's warning). */
export const LOW_NEED_BELOW = 8;

/** [N5] A need below 8 is low (critical needs are low too). */
export function isNeedLow(value: number): boolean {
  return clampNeed(value) < LOW_NEED_BELOW;
}

/** [N6] The need with the smallest value; ties go to the earlier need in food, water, rest, hygiene, exercise. */
export function lowestNeed(needs: Needs): { need: NeedName; value: number } {
  let lowest: { need: NeedName; value: number } = { need: NEED_NAMES[0], value: clampNeed(needs[NEED_NAMES[0]]) };
  for (const name of NEED_NAMES) {
    const value = clampNeed(needs[name]);
    if (value < lowest.value) lowest = { need: name, value };
  }
  return lowest;
}
