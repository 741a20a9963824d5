// The one-line overall condition of an ant from its needs (spec 000 §4).
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
