// The one-line overall condition of an ant from its needs (spec 000 §4), and the health-aware story the panel shows.
import { NEED_NAMES, type NeedName, type Needs } from "../ant";
import { isNeedCritical, isNeedLow, NEED_LABELS } from "./needs";

/** [C1] Overall condition level. */
export type ConditionLevel = "critical" | "warning" | "excellent";
/** [C1] Message when no need is low. */
export const EXCELLENT_CONDITION_MESSAGE = "Excellent condition";
/** [C1] Separator between need labels in a condition message. */
export const CONDITION_NEED_SEPARATOR = ", ";

/** [C1] An ant's overall condition: its level, the needs it names and the message shown. */
export interface Condition {
  level: ConditionLevel;
  needs: NeedName[];
  message: string;
}

function labels(needs: NeedName[]): string {
  return needs.map((name) => NEED_LABELS[name]).join(CONDITION_NEED_SEPARATOR);
}

/**
 * [C1] Critical if any need is below 5 ('Critical: Food, Water needed!', naming the critical needs); warning if any
 * is below 8 ('Low: Rest', naming the low needs); otherwise 'Excellent condition'. Needs are listed capitalised, in
 * the order food, water, rest, hygiene, exercise, joined by ", ".
 */
export function overallCondition(needs: Needs): Condition {
  const critical = NEED_NAMES.filter((name) => isNeedCritical(needs[name]));
  if (critical.length > 0)
    return { level: "critical", needs: critical, message: `Critical: ${labels(critical)} needed!` };
  const low = NEED_NAMES.filter((name) => isNeedLow(needs[name]));
  if (low.length > 0) return { level: "warning", needs: low, message: `Low: ${labels(low)}` };
  return { level: "excellent", needs: [], message: EXCELLENT_CONDITION_MESSAGE };
}

/** [C7] Below this health an ant is hurt (it cannot enter matchmade battles, Y1). */
export const HURT_HEALTH_BELOW = 50;
/** [C7] Below this health an ant is badly hurt (health band Critical, H1). */
export const BADLY_HURT_HEALTH_BELOW = 30;
/** [C7] Joins the needs part and the health part of a condition line. */
export const CONDITION_PART_SEPARATOR = " · ";

/** [C7] The whole condition story: the needs part (C1, unchanged texts), a health part, and one line for both. */
export interface AntCondition extends Condition {
  /** The C1 line of the needs alone. */
  needsMessage: string;
  /** 'Badly hurt: health 0%' below 30, 'Hurt: health 45%' below 50, else null. */
  healthMessage: string | null;
}

/**
 * [C7] Condition and health read as one story: the level is the worse of the needs' (C1) and the health's (critical
 * below 30, warning below 50); the line is the needs' message, the health part, or both joined by " · ", so an ant at
 * 0% health never reads 'Excellent condition'. Health is shown as a whole percentage, rounded down.
 */
export function antCondition(needs: Needs, health: number): AntCondition {
  const base = overallCondition(needs);
  const shown = Math.floor(Math.min(100, Math.max(0, Number.isFinite(health) ? health : 0)));
  const healthLevel: ConditionLevel =
    shown < BADLY_HURT_HEALTH_BELOW ? "critical" : shown < HURT_HEALTH_BELOW ? "warning" : "excellent";
  const healthMessage =
    healthLevel === "critical"
      ? `Badly hurt: health ${shown}%`
      : healthLevel === "warning"
        ? `Hurt: health ${shown}%`
        : null;
  const rank: Record<ConditionLevel, number> = { excellent: 0, warning: 1, critical: 2 };
  const level = rank[healthLevel] > rank[base.level] ? healthLevel : base.level;
  const message =
    healthMessage === null
      ? base.message
      : base.level === "excellent"
        ? healthMessage
        : `${base.message}${CONDITION_PART_SEPARATOR}${healthMessage}`;
  return { level, needs: base.needs, message, needsMessage: base.message, healthMessage };
}
