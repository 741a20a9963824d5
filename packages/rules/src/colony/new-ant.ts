// Starting values of a newly created ant: seeded stats, good needs, full health and energy, neutral mood.
import { ENERGY_MAX, HEALTH_MAX, NEED_NAMES, type Needs, STAT_NAMES, type Stats } from "../ant";
import { type Rng, randomInt } from "../random";
import { MOOD_DEFAULT } from "./mood";
import type { AntVitals } from "./vitals";

/** [G4] Each starting stat is a whole number in this range. */
export const STARTING_STAT_MIN = 5;
export const STARTING_STAT_MAX = 10;
/** [G4] Starting value of every need: "excellent", with room for the player to care for the ant at once. */
export const STARTING_NEED = 15;

/** [G4] Everything a new ant starts with apart from its name and look. */
export interface AntDefaults extends AntVitals {
  stats: Stats;
  totalExperience: number;
}

/** [G4] Stats 5..10 each (seeded), every need 15, health 100, energy 100, mood 10, no experience. */
export function createAntDefaults(rng: Rng): AntDefaults {
  const stats = {} as Stats;
  for (const name of STAT_NAMES) stats[name] = randomInt(rng, STARTING_STAT_MIN, STARTING_STAT_MAX);
  const needs = {} as Needs;
  for (const name of NEED_NAMES) needs[name] = STARTING_NEED;
  return { stats, needs, mood: MOOD_DEFAULT, health: HEALTH_MAX, energy: ENERGY_MAX, totalExperience: 0 };
}
