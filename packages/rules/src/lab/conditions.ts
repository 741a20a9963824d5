// The Medical Center's diagnosis (spec 001 §3 Diagnosis): conditions and severities read from an ant's real state.
import type { Needs } from "../ant";

/** [MD1] The conditions of spec 001 §3. */
export const CONDITIONS = ["healthy", "injured", "sick", "exhausted", "poisoned", "infected"] as const;
export type ConditionName = (typeof CONDITIONS)[number];
/** [MD1] Severities, mildest first. */
export const SEVERITIES = ["none", "mild", "moderate", "severe"] as const;
export type Severity = (typeof SEVERITIES)[number];

/** One diagnosed condition. */
export interface Condition {
  condition: ConditionName;
  description: string;
  severity: Severity;
}

/** What the diagnosis reads: vitals as of now (health and energy 0–100, needs 0–20). */
export interface PatientState {
  health: number;
  energy: number;
  needs: Needs;
}

/** [MD2] Injured: health below 70 mild, below 50 moderate, below 30 severe (battle wounds; the health bands of H1). */
export const INJURY_BELOW = { mild: 70, moderate: 50, severe: 30 } as const;
/** [MD3] Sick: hygiene below 8 mild, below 5 moderate, below 2 severe (neglected cleaning). */
export const SICK_HYGIENE_BELOW = { mild: 8, moderate: 5, severe: 2 } as const;
/** [MD4] Exhausted: energy below 30 mild, below 15 moderate, below 5 severe (spec tip: below 5% needs rest). */
export const EXHAUSTED_ENERGY_BELOW = { mild: 30, moderate: 15, severe: 5 } as const;
/** [MD4] A critical rest need (below 5) makes exhaustion at least moderate. */
export const EXHAUSTED_REST_BELOW = 5;
/** [MD5] Poisoned: water below 10 (spec tip: dehydration) or food below 5 is mild; both, or either below 3, moderate; both below 3 severe. */
export const DEHYDRATION_WATER_BELOW = 10;
export const STARVING_FOOD_BELOW = 5;
export const TOXIC_NEED_BELOW = 3;
/** [MD6] Infected: an injury (health below 50) with dirty wounds (hygiene below 8); severe when health < 30 and hygiene < 5. */
export const INFECTION_HEALTH_BELOW = 50;
export const INFECTION_HYGIENE_BELOW = 8;
export const SEVERE_INFECTION = { health: 30, hygiene: 5 } as const;

function level<T extends { mild: number; moderate: number; severe: number }>(value: number, below: T): Severity {
  if (value < below.severe) return "severe";
  if (value < below.moderate) return "moderate";
  if (value < below.mild) return "mild";
  return "none";
}

const worse = (a: Severity, b: Severity): Severity => (SEVERITIES.indexOf(a) >= SEVERITIES.indexOf(b) ? a : b);
const pct = (value: number) => `${Math.floor(value)}%`;

function injured(state: PatientState): Condition | null {
  const severity = level(state.health, INJURY_BELOW);
  if (severity === "none") return null;
  return { condition: "injured", severity, description: `Battle wounds: health is down to ${pct(state.health)}.` };
}

function sick(state: PatientState): Condition | null {
  const severity = level(state.needs.hygiene, SICK_HYGIENE_BELOW);
  if (severity === "none") return null;
  const hygiene = Math.floor(state.needs.hygiene);
  return { condition: "sick", severity, description: `A dirty nest made it ill: hygiene is ${hygiene}/20.` };
}

function exhausted(state: PatientState): Condition | null {
  let severity = level(state.energy, EXHAUSTED_ENERGY_BELOW);
  if (state.needs.rest < EXHAUSTED_REST_BELOW) severity = worse(severity, "moderate");
  if (severity === "none") return null;
  return {
    condition: "exhausted",
    severity,
    description: `Worn out: energy ${pct(state.energy)}, rest ${Math.floor(state.needs.rest)}/20.`,
  };
}

function poisoned(state: PatientState): Condition | null {
  const { food, water } = state.needs;
  const dry = water < DEHYDRATION_WATER_BELOW;
  const starving = food < STARVING_FOOD_BELOW;
  if (!dry && !starving) return null;
  let severity: Severity = "mild";
  if ((dry && starving) || water < TOXIC_NEED_BELOW || food < TOXIC_NEED_BELOW) severity = "moderate";
  if (water < TOXIC_NEED_BELOW && food < TOXIC_NEED_BELOW) severity = "severe";
  const causes = [dry ? "dehydration" : null, starving ? "starvation" : null].filter(Boolean).join(" and ");
  return { condition: "poisoned", severity, description: `Toxins from ${causes} are building up.` };
}

function infected(state: PatientState): Condition | null {
  const { health } = state;
  const { hygiene } = state.needs;
  if (!(health < INFECTION_HEALTH_BELOW && hygiene < INFECTION_HYGIENE_BELOW)) return null;
  const severe = health < SEVERE_INFECTION.health && hygiene < SEVERE_INFECTION.hygiene;
  const moderate = health < SEVERE_INFECTION.health || hygiene < SEVERE_INFECTION.hygiene;
  return {
    condition: "infected",
    severity: severe ? "severe" : moderate ? "moderate" : "mild",
    description: "Untreated wounds in a dirty nest have become infected.",
  };
}

/** [MD7] The healthy answer when nothing is wrong. */
export const HEALTHY: Condition = {
  condition: "healthy",
  severity: "none",
  description: "No health problems found. Keep up the good care!",
};

/**
 * [MD1]–[MD7] The diagnosis: every condition the state shows, worst severity first (ties in the order injured,
 * sick, exhausted, poisoned, infected), or just 'healthy' with severity none.
 */
export function diagnose(state: PatientState): Condition[] {
  const found = [injured(state), sick(state), exhausted(state), poisoned(state), infected(state)].filter(
    (condition): condition is Condition => condition !== null,
  );
  if (found.length === 0) return [HEALTHY];
  return found
    .map((condition, order) => ({ condition, order }))
    .sort(
      (a, b) =>
        SEVERITIES.indexOf(b.condition.severity) - SEVERITIES.indexOf(a.condition.severity) || a.order - b.order,
    )
    .map((entry) => entry.condition);
}
