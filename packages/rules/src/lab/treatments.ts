// Medical treatments: which ones a diagnosis recommends, what they cost and take, and their seeded effect.
import { HOUSE_ACCOUNT, type LedgerTransaction, playerAccount } from "../economy/ledger";
import { chance, type Rng } from "../random";
import type { Condition, PatientState } from "./conditions";

/** [MD8] The treatment types. */
export const TREATMENT_TYPES = ["wound_care", "surgery", "antibiotics", "detox", "rest_therapy", "checkup"] as const;
export type TreatmentType = (typeof TREATMENT_TYPES)[number];

/** One treatment as the catalog has it; cost in milli-ETH (K1), duration in minutes of play. */
export interface Treatment {
  type: TreatmentType;
  name: string;
  description: string;
  costMilli: number;
  durationMinutes: number;
  /** Share (0–1) of what is missing that a successful treatment restores. */
  effectiveness: number;
  successRate: number;
}

/** [MD8] The catalog. Durations are short minutes so a player waits a little, not hours (docs/laboratory.md). */
export const TREATMENTS: Readonly<Record<TreatmentType, Treatment>> = {
  wound_care: {
    type: "wound_care",
    name: "Wound Care",
    description: "Cleans and dresses battle wounds; restores health.",
    costMilli: 200,
    durationMinutes: 10,
    effectiveness: 0.6,
    successRate: 0.9,
  },
  surgery: {
    type: "surgery",
    name: "Surgery",
    description: "Repairs deep wounds and clears infection; restores most health.",
    costMilli: 800,
    durationMinutes: 30,
    effectiveness: 0.95,
    successRate: 0.8,
  },
  antibiotics: {
    type: "antibiotics",
    name: "Antibiotics",
    description: "Fights sickness and infection; cleans up and restores some health.",
    costMilli: 300,
    durationMinutes: 15,
    effectiveness: 0.8,
    successRate: 0.9,
  },
  detox: {
    type: "detox",
    name: "Detox Drip",
    description: "Flushes toxins with food and water given slowly.",
    costMilli: 250,
    durationMinutes: 15,
    effectiveness: 0.75,
    successRate: 0.9,
  },
  rest_therapy: {
    type: "rest_therapy",
    name: "Rest Therapy",
    description: "A quiet chamber and deep sleep; restores energy and rest.",
    costMilli: 0,
    durationMinutes: 20,
    effectiveness: 0.7,
    successRate: 0.95,
  },
  checkup: {
    type: "checkup",
    name: "Wellness Check",
    description: "A friendly check-up that lifts the ant's mood.",
    costMilli: 50,
    durationMinutes: 5,
    effectiveness: 0.3,
    successRate: 1,
  },
};

/** [MD10] Health a successful antibiotics course restores, as a share of what is missing, times its effectiveness. */
export const ANTIBIOTICS_HEALTH_SHARE = 0.3;
/** [MD10] Hygiene that surgery leaves at least (a sterile wound). */
export const SURGERY_HYGIENE_FLOOR = 10;

/**
 * [MD9] The treatments a diagnosis recommends, in this order and without repeats: injured → wound care (surgery first
 * when severe); sick → antibiotics; exhausted → rest therapy; poisoned → detox; infected → antibiotics (surgery first
 * when severe); healthy → wellness check.
 */
export function recommendedTreatments(conditions: readonly Condition[]): Treatment[] {
  const types: TreatmentType[] = [];
  for (const { condition, severity } of conditions) {
    if (condition === "injured") types.push(...(severity === "severe" ? ["surgery" as const] : []), "wound_care");
    if (condition === "sick") types.push("antibiotics");
    if (condition === "exhausted") types.push("rest_therapy");
    if (condition === "poisoned") types.push("detox");
    if (condition === "infected") types.push(...(severity === "severe" ? ["surgery" as const] : []), "antibiotics");
    if (condition === "healthy") types.push("checkup");
  }
  return [...new Set(types)].map((type) => TREATMENTS[type]);
}

/** [MD8] Whether a text names a treatment type. */
export function isTreatmentType(value: unknown): value is TreatmentType {
  return typeof value === "string" && (TREATMENT_TYPES as readonly string[]).includes(value);
}

/** A patient's state with mood, as a treatment changes it. */
export interface TreatableState extends PatientState {
  mood: number;
}

const restore = (value: number, max: number, share: number) => Math.min(max, value + (max - value) * share);

/** [MD10] What a successful treatment does to the state (each value moves toward its maximum by the effectiveness). */
export function treatmentEffect(type: TreatmentType, state: TreatableState): TreatableState {
  const e = TREATMENTS[type].effectiveness;
  const next: TreatableState = { ...state, needs: { ...state.needs } };
  if (type === "wound_care") next.health = restore(state.health, 100, e);
  if (type === "surgery") {
    next.health = restore(state.health, 100, e);
    next.needs.hygiene = Math.max(state.needs.hygiene, SURGERY_HYGIENE_FLOOR);
  }
  if (type === "antibiotics") {
    next.needs.hygiene = restore(state.needs.hygiene, 20, e);
    next.health = restore(state.health, 100, e * ANTIBIOTICS_HEALTH_SHARE);
  }
  if (type === "detox") {
    next.needs.food = restore(state.needs.food, 20, e);
    next.needs.water = restore(state.needs.water, 20, e);
  }
  if (type === "rest_therapy") {
    next.energy = restore(state.energy, 100, e);
    next.needs.rest = restore(state.needs.rest, 20, e);
  }
  if (type === "checkup") next.mood = restore(state.mood, 20, e);
  return next;
}

/**
 * [MD11] Applies a treatment with its success roll from the seeded Rng: success (probability `successRate`) gives
 * the effect, failure leaves the state as it was. The cost is charged and the ant rests for the duration either way.
 */
export function applyTreatment(
  rng: Rng,
  type: TreatmentType,
  state: TreatableState,
): { success: boolean; state: TreatableState } {
  const success = chance(rng, TREATMENTS[type].successRate);
  return { success, state: success ? treatmentEffect(type, state) : state };
}

/** [MD12] A treatment's duration in milliseconds, with the server's length of a treatment minute (tests shorten it). */
export function treatmentDurationMs(type: TreatmentType, minuteMs = 60_000): number {
  return TREATMENTS[type].durationMinutes * minuteMs;
}

/** [MD12] Whether an ant treated until `untilMs` is still busy at `nowMs`. */
export function inTreatment(untilMs: number | null | undefined, nowMs: number): boolean {
  return typeof untilMs === "number" && nowMs < untilMs;
}

/** [MD13] Texts of the Medical Center. */
export const MEDICAL_MESSAGES = {
  applied: "Treatment applied successfully! Your ant is feeling better.",
  failed: "The treatment did not take this time. Your ant needs to rest before another try.",
  inTreatment: "Currently in treatment",
  notRecommended: "This treatment is not recommended for your ant's current conditions",
  notEnoughBalance: "Not enough ETH for this treatment",
} as const;

/** [MD13] 'Unknown treatment_type: x' (400). */
export function unknownTreatmentMessage(value: string): string {
  return `Unknown treatment_type: ${value.slice(0, 40)}`;
}

/** [MD13] A treatment's charge: player −cost, house +cost, referenced by the treatment id (no postings when free). */
export function treatmentChargeEntries(userId: string, costMilli: number, treatmentId: string): LedgerTransaction {
  const postings =
    costMilli > 0
      ? [
          { account: playerAccount(userId), amount: -costMilli },
          { account: HOUSE_ACCOUNT, amount: costMilli },
        ]
      : [];
  return { kind: "treatment", ref: treatmentId, postings };
}
