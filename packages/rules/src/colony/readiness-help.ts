// What a player can do about an ant that is Not Ready: why, until when, and the one-click fixes with their cost.
import { battleReadiness, type ReadinessKind } from "../battle/readiness";
import { formatAmount } from "../economy/money";
import { TREATMENTS } from "../lab/treatments";
import { type CareAction, careRule, isNeedFull } from "./care";
import { formatWait, type RecoveringAnt, readinessWithAdvice } from "./recovery";

/** [Y8] The care actions a "Care now" fix gives at once: those that heal (or restore energy), when not full. */
const HEALING_CARE: readonly CareAction[] = ["rest", "feed", "water", "clean"];

/** [Y8] One click that helps: free care, or a paid treatment at the Medical Center. */
export type ReadinessFix =
  | { kind: "care"; label: string; cost: string; actions: CareAction[] }
  | { kind: "treat"; label: string; cost: string; treatment: "wound_care"; minutes: number };

/** [Y8] Ready, or why not, until when (text shown as is, also on touch screens) and the fixes. */
export interface ReadinessHelp {
  ready: boolean;
  /** 'Ready', or the spec's reason ('Health too low (need 50%+)', 'Currently training'). */
  why: string;
  /** When it can fight again, in words; null when ready. */
  when: string | null;
  fixes: ReadinessFix[];
}

/** The ant, its needs, and the end of what keeps it busy (ms since epoch; null when it is not busy). */
export interface HelpedAnt extends RecoveringAnt {
  trainingEndsAtMs?: number | null;
  treatmentEndsAtMs?: number | null;
}

function endsIn(endMs: number | null | undefined, nowMs: number, what: string): string {
  if (endMs === null || endMs === undefined) return `free again when the ${what} ends`;
  return `free again in about ${formatWait(Math.max(0, endMs - nowMs) / 60_000)}`;
}

/**
 * [Y8] Readiness a player can act on. Busy ants say when they are free. An ant short of health or energy says how long
 * after a round of care it is ready (rule Y7), and offers that care in one click (free), and, short of health, Wound
 * Care (its cost and minutes) as the paid way.
 */
export function readinessHelp(ant: HelpedAnt, kind: ReadinessKind, nowMs: number): ReadinessHelp {
  const base = battleReadiness(ant, kind);
  if (base.ready) return { ready: true, why: base.message, when: null, fixes: [] };
  if (ant.isInBattle) return { ready: false, why: base.message, when: "free again when its battle ends", fixes: [] };
  if (ant.isTraining) {
    return { ready: false, why: base.message, when: endsIn(ant.trainingEndsAtMs, nowMs, "training"), fixes: [] };
  }
  if (ant.isInTreatment) {
    return { ready: false, why: base.message, when: endsIn(ant.treatmentEndsAtMs, nowMs, "treatment"), fixes: [] };
  }
  const advice = readinessWithAdvice(ant, kind).message;
  const estimate = advice.split(": ").at(-1) ?? "";
  const when = estimate === "ready right after" ? "ready right after a round of care" : `${estimate} with care`;
  const healthShort = base.message.startsWith("Health");
  const actions = HEALING_CARE.filter((action) => !isNeedFull(ant.needs[careRule(action).need]));
  const careActions = healthShort ? actions : actions.filter((action) => action === "rest");
  const fixes: ReadinessFix[] = [];
  if (careActions.length > 0) {
    const names = careActions.map((action) => careRule(action).action);
    const label = `Care now: ${names.join(", ")}`;
    fixes.push({ kind: "care", label, cost: "free", actions: careActions });
  }
  if (healthShort) {
    const treatment = TREATMENTS.wound_care;
    fixes.push({
      kind: "treat",
      label: `${treatment.name} (${treatment.durationMinutes} min)`,
      cost: formatAmount(treatment.costMilli),
      treatment: "wound_care",
      minutes: treatment.durationMinutes,
    });
  }
  return { ready: false, why: base.message, when, fixes };
}
