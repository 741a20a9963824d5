// The changing part of an ant that care and time act on: needs, mood, health and energy.
import { ENERGY_MAX, type Needs } from "../ant";
import { clampHealth } from "./health";
import { clampMood } from "./mood";
import { clampNeeds } from "./needs";

/** [V1] Needs 0..20, mood 0..20, health 0..100, energy 0..100; values may be fractional. */
export interface AntVitals {
  needs: Needs;
  mood: number;
  health: number;
  energy: number;
}

/** [V1] Energy clamped to 0..100; a missing or non-finite value counts as 0. */
export function clampEnergy(energy: number): number {
  if (!Number.isFinite(energy)) return 0;
  return Math.min(ENERGY_MAX, Math.max(0, energy));
}

/** [V1] Every vital clamped to its range. */
export function clampVitals(vitals: AntVitals): AntVitals {
  return {
    needs: clampNeeds(vitals.needs),
    mood: clampMood(vitals.mood),
    health: clampHealth(vitals.health),
    energy: clampEnergy(vitals.energy),
  };
}
