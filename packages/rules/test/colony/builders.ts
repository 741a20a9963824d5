// Builders for colony tests: needs, stats and vitals with sensible defaults and a fixed seed.
import { NEED_NAMES, type Needs, STAT_NAMES, type Stats } from "../../src/ant";
import type { AntVitals } from "../../src/colony/vitals";

/** The seed every colony test uses unless it says otherwise. */
export const DEFAULT_SEED = 20240611;
/** A fixed start time so timestamps are stable. */
export const T0 = 1_700_000_000_000;
export const HOUR = 3_600_000;

/** Every need set to one value, with overrides. */
export function makeNeeds(value = 15, overrides: Partial<Needs> = {}): Needs {
  return { ...(Object.fromEntries(NEED_NAMES.map((name) => [name, value])) as Needs), ...overrides };
}

/** Every stat set to one value, with overrides. */
export function makeStats(value = 10, overrides: Partial<Stats> = {}): Stats {
  return { ...(Object.fromEntries(STAT_NAMES.map((name) => [name, value])) as Stats), ...overrides };
}

/** Vitals of a healthy, rested ant with needs at 15, with overrides. */
export function makeVitals(overrides: Partial<Omit<AntVitals, "needs">> & { needs?: Partial<Needs> } = {}): AntVitals {
  return { mood: 10, health: 100, energy: 100, ...overrides, needs: makeNeeds(15, overrides.needs) };
}
