// Care actions (feed, water, rest, exercise, clean): amounts, refusals and their effect on an ant (spec 000 §2, §7, §9).
import { NEED_MAX, type NeedName } from "../ant";
import { clampNeed, displayNeed, NEED_LABELS } from "./needs";
import { type AntVitals, clampVitals } from "./vitals";

/** [C2] The five care actions, named as in their paths (POST …/feed, …/water, …/rest, …/exercise, …/clean). */
export const CARE_ACTION_IDS = ["feed", "water", "rest", "exercise", "clean"] as const;
export type CareAction = (typeof CARE_ACTION_IDS)[number];

/** [C2] One care action: the need it fills, its query parameter and its amount range. */
export interface CareActionRule {
  action: CareAction;
  need: NeedName;
  label: string;
  queryParam: "food_amount" | "water_amount" | "rest_hours" | "exercise_amount" | "hygiene_amount";
  defaultAmount: number;
  minAmount: number;
  maxAmount: number;
  failureText: string;
}

/** [C2] Smallest amount any care action accepts. */
export const CARE_MIN_AMOUNT = 1;
/** [C2] Most rest hours in one call (a day). */
export const REST_MAX_HOURS = 24;

/** [C2] Care actions with the spec's button labels, default amounts and default error texts. */
export const CARE_ACTIONS: readonly CareActionRule[] = [
  {
    action: "feed",
    need: "food",
    label: "Feed",
    queryParam: "food_amount",
    defaultAmount: 5,
    minAmount: CARE_MIN_AMOUNT,
    maxAmount: NEED_MAX,
    failureText: "Failed to feed ant",
  },
  {
    action: "water",
    need: "water",
    label: "Give Water",
    queryParam: "water_amount",
    defaultAmount: 8,
    minAmount: CARE_MIN_AMOUNT,
    maxAmount: NEED_MAX,
    failureText: "Failed to give water",
  },
  {
    action: "rest",
    need: "rest",
    label: "Rest",
    queryParam: "rest_hours",
    defaultAmount: 8,
    minAmount: CARE_MIN_AMOUNT,
    maxAmount: REST_MAX_HOURS,
    failureText: "Failed to rest ant",
  },
  {
    action: "exercise",
    need: "exercise",
    label: "Exercise",
    queryParam: "exercise_amount",
    defaultAmount: 6,
    minAmount: CARE_MIN_AMOUNT,
    maxAmount: NEED_MAX,
    failureText: "Failed to exercise ant",
  },
  {
    action: "clean",
    need: "hygiene",
    label: "Clean",
    queryParam: "hygiene_amount",
    defaultAmount: 10,
    minAmount: CARE_MIN_AMOUNT,
    maxAmount: NEED_MAX,
    failureText: "Failed to clean ant",
  },
];

/** [C2] The rule of one care action. */
export function careRule(action: CareAction): CareActionRule {
  const rule = CARE_ACTIONS.find((entry) => entry.action === action);
  if (!rule) throw new Error(`unknown care action ${action}`);
  return rule;
}

/** [C2] Button text with its default amount: "Feed (5)", "Give Water (8)", "Rest (8h)", "Exercise (6)", "Clean (10)". */
export function careButtonText(action: CareAction): string {
  const rule = careRule(action);
  return `${rule.label} (${rule.defaultAmount}${action === "rest" ? "h" : ""})`;
}

const CARE_DONE: Record<CareAction, (name: string, amount: number) => string> = {
  feed: (name) => `Fed ${name}`,
  water: (name) => `Gave water to ${name}`,
  rest: (name, hours) => `${name} rested for ${hours}h`,
  exercise: (name) => `${name} exercised`,
  clean: (name) => `Cleaned ${name}`,
};

/** What one care action did, e.g. "Fed Brave Mandible" or "Brave Mandible rested for 8h". */
export function careDoneText(action: CareAction, name: string, amount: number): string {
  return CARE_DONE[action](name, amount);
}

/** A care action's success text with its need's value, e.g. "Fed Brave Mandible: Food is now 20/20". */
export function careResultText(action: CareAction, name: string, amount: number, needValue: number): string {
  const need = NEED_LABELS[careRule(action).need];
  return `${careDoneText(action, name, amount)}: ${need} is now ${displayNeed(needValue)}/${NEED_MAX}`;
}

/**
 * [C3] Reads a care amount from a query value: absent or blank gives the default; otherwise a whole number from the
 * action's minimum to maximum, else a 400 detail such as "food_amount must be a whole number from 1 to 20".
 */
export function parseCareAmount(
  action: CareAction,
  raw: unknown,
): { ok: true; amount: number } | { ok: false; detail: string } {
  const rule = careRule(action);
  if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) {
    return { ok: true, amount: rule.defaultAmount };
  }
  const amount = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw.trim()) : Number.NaN;
  if (!Number.isInteger(amount) || amount < rule.minAmount || amount > rule.maxAmount) {
    return {
      ok: false,
      detail: `${rule.queryParam} must be a whole number from ${rule.minAmount} to ${rule.maxAmount}`,
    };
  }
  return { ok: true, amount };
}

/** [C4] "Food is already full": the refusal when the action's need is at 20 or more. */
export function alreadyFullMessage(action: CareAction): string {
  return `${NEED_LABELS[careRule(action).need]} is already full`;
}

/** [C4] A need counts as full when its shown value is 20: the button is disabled and the server refuses on this test. */
export function isNeedFull(value: number): boolean {
  return Number.isFinite(value) && displayNeed(value) >= NEED_MAX;
}

/**
 * [C4] Whether a care action counts (achievements, good-care days): only when it raised its need by at least one
 * whole point. Topping up a need that decayed a moment after being filled (19.99 to 20) counts for nothing.
 */
export function careCounts(needBefore: number, needAfter: number): boolean {
  return clampNeed(needAfter) - clampNeed(needBefore) >= CARE_MIN_AMOUNT;
}

/** [C4] A care action is refused when its need is full (the button is disabled then). */
export function canCare(
  needs: Readonly<Record<NeedName, number>>,
  action: CareAction,
): { allowed: true } | { allowed: false; reason: string } {
  if (isNeedFull(needs[careRule(action).need])) return { allowed: false, reason: alreadyFullMessage(action) };
  return { allowed: true };
}

/** [C5] Need points per rest hour. */
export const REST_POINTS_PER_HOUR = 1;
/** [C6] Energy restored per rest hour. */
export const ENERGY_PER_REST_HOUR = 10;
/** [C6] Energy spent per exercise point. */
export const EXERCISE_ENERGY_PER_POINT = 2;
/** [C6] Mood gained from any care action, and from exercise. */
export const CARE_MOOD_BONUS = 0.5;
/** [C8] Health healed per hour of rest actually taken (the rise of the rest need). */
export const HEALTH_PER_REST_HOUR = 3;
/** [C8] Health healed per point that feeding, watering or cleaning actually raised its need. */
export const HEALTH_PER_CARE_POINT = 2;

/** [C8] Health a care action heals for the points its need actually rose: rest 3 per hour, feed, water and clean 2 per point, exercise none. */
export function careHealing(action: CareAction, pointsRaised: number): number {
  const points = Math.max(0, Number.isFinite(pointsRaised) ? pointsRaised : 0);
  if (action === "exercise") return 0;
  if (action === "rest") return (points / REST_POINTS_PER_HOUR) * HEALTH_PER_REST_HOUR;
  return points * HEALTH_PER_CARE_POINT;
}
export const EXERCISE_MOOD_BONUS = 1;

/** [C5][C6] What one care action changes, as deltas; the caller caps needs at 20 and mood/energy to their ranges. */
export interface CareEffects {
  need: NeedName;
  needDelta: number;
  energyDelta: number;
  moodDelta: number;
}

/**
 * [C5][C6] The effects of a care action with a given amount: the need rises by the amount (rest: 1 point per hour);
 * rest also restores 10 energy per hour; exercise spends 2 energy per point and lifts mood by 1; every other action
 * lifts mood by 0.5.
 */
export function careEffects(action: CareAction, amount: number): CareEffects {
  const { need } = careRule(action);
  switch (action) {
    case "rest":
      return {
        need,
        needDelta: amount * REST_POINTS_PER_HOUR,
        energyDelta: amount * ENERGY_PER_REST_HOUR,
        moodDelta: CARE_MOOD_BONUS,
      };
    case "exercise":
      return {
        need,
        needDelta: amount,
        energyDelta: -amount * EXERCISE_ENERGY_PER_POINT,
        moodDelta: EXERCISE_MOOD_BONUS,
      };
    default:
      return { need, needDelta: amount, energyDelta: 0, moodDelta: CARE_MOOD_BONUS };
  }
}

/** [C5][C6][C8] The vitals after a care action; the need is capped at 20 and every vital stays in its range. */
export function applyCare(vitals: AntVitals, action: CareAction, amount: number): AntVitals {
  const effects = careEffects(action, amount);
  const clamped = clampVitals(vitals);
  const before = clamped.needs[effects.need];
  const after = clampNeed(before + effects.needDelta);
  return clampVitals({
    needs: { ...clamped.needs, [effects.need]: after },
    mood: clamped.mood + effects.moodDelta,
    health: clamped.health + careHealing(action, after - before),
    energy: clamped.energy + effects.energyDelta,
  });
}
