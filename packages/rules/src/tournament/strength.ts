// [TN21] Tournament games are fought at full strength and leave the ant's health and energy as they were.
import { ENERGY_MAX, HEALTH_MAX } from "../ant";
import type { AntVitals } from "../colony/vitals";

/** The vitals an ant fights a tournament game with: full health and energy, its needs and mood as they are. */
export function atFullStrength(vitals: AntVitals): AntVitals {
  return { ...vitals, health: HEALTH_MAX, energy: ENERGY_MAX };
}
