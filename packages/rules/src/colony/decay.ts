// Needs fall continuously with time, like a pet's: each empties from 20 in a fixed number of hours.
import { NEED_MAX, NEED_NAMES, type NeedName, type Needs } from "../ant";
import { clampNeed } from "./needs";

/** [N7] Hours of neglect in which a full need (20) falls to 0. */
export const NEED_EMPTY_AFTER_HOURS: Record<NeedName, number> = {
  food: 24,
  water: 18,
  rest: 30,
  hygiene: 48,
  exercise: 36,
};

/** [N7] Points lost per hour: 20 / hours-to-empty. */
export const NEED_DECAY_PER_HOUR: Record<NeedName, number> = Object.fromEntries(
  NEED_NAMES.map((name) => [name, NEED_MAX / NEED_EMPTY_AFTER_HOURS[name]]),
) as Record<NeedName, number>;

/** Milliseconds in an hour. */
export const MS_PER_HOUR = 3_600_000;

/** [N8] Hours from one timestamp to a later one; zero when the second is earlier or either is not finite. */
export function elapsedHours(fromMs: number, toMs: number): number {
  if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || toMs <= fromMs) return 0;
  return (toMs - fromMs) / MS_PER_HOUR;
}

/** [N8] Needs after a number of hours of decay, each staying within 0..20. */
export function needsAfterHours(needs: Needs, hours: number): Needs {
  const out = {} as Needs;
  const span = Number.isFinite(hours) ? Math.max(0, hours) : 0;
  for (const name of NEED_NAMES) out[name] = clampNeed(clampNeed(needs[name]) - NEED_DECAY_PER_HOUR[name] * span);
  return out;
}

/**
 * [N8] Needs at `nowMs` given their values at `lastUpdatedMs`. Values are kept as fractions (store them as double
 * precision and show them with displayNeed); a clock that runs backwards changes nothing.
 */
export function decayNeeds(needs: Needs, lastUpdatedMs: number, nowMs: number): Needs {
  return needsAfterHours(needs, elapsedHours(lastUpdatedMs, nowMs));
}
