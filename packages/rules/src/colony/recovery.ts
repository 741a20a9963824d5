// How long an ant needs to be fit for a battle again, and what the player can do about it (readiness advice).
import { NEED_MAX, type Needs } from "../ant";
import {
  battleReadiness,
  type Readiness,
  type ReadinessAnt,
  type ReadinessKind,
  SELF_BATTLE_MIN_ENERGY,
  SELF_BATTLE_MIN_HEALTH,
  SERVER_BATTLE_MIN_ENERGY,
  SERVER_BATTLE_MIN_HEALTH,
} from "../battle/readiness";
import { ENERGY_REGEN_PER_HOUR, HEALTH_REGEN_CARED_PER_HOUR } from "./advance";
import { type CareAction, careHealing, careRule, ENERGY_PER_REST_HOUR, isNeedFull } from "./care";

/** [Y7] The care actions that heal, in the order the advice names them. */
const HEALING_CARE: readonly CareAction[] = ["rest", "feed", "water", "clean"];
/** [Y7] Estimates are rounded up to whole steps of this many minutes. */
export const ADVICE_STEP_MINUTES = 5;

/** [Y7] Health one click of each healing care (its default amount) would heal now; a full need heals nothing. */
export function careHealingAvailable(needs: Needs): number {
  let total = 0;
  for (const action of HEALING_CARE) {
    const rule = careRule(action);
    const value = needs[rule.need];
    if (isNeedFull(value)) continue;
    const raised = Math.min(rule.defaultAmount, Math.max(0, NEED_MAX - value));
    total += careHealing(action, raised);
  }
  return total;
}

/** [Y7] '20 min', '1 h', '1 h 30 min': minutes rounded up to steps of 5 (at least 5). */
export function formatWait(minutes: number): string {
  const rounded = Math.max(ADVICE_STEP_MINUTES, Math.ceil(minutes / ADVICE_STEP_MINUTES) * ADVICE_STEP_MINUTES);
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The parts of an ant the advice reads: readiness plus its needs. */
export interface RecoveringAnt extends Omit<ReadinessAnt, "id" | "name"> {
  needs: Needs;
}

/** Minutes of cared-for recovery still needed after the care, or 0 when the care alone covers the gap. */
function minutesShort(short: number, perHour: number): number {
  return short <= 0 ? 0 : (short / perHour) * 60;
}

/**
 * [Y7] Readiness with advice: a ready or busy ant reads as Y1–Y3; an ant short of health or energy keeps the spec's
 * message at the start and adds what to do and about how long it takes, assuming the player gives each healing care
 * once now and keeps every need at 8 or more (health then regains 20/h, energy 5/h). The wait covers both health and
 * energy, so an ant short of both is ready when it says:
 * 'Health too low (need 30%+) — rest and feed it: ready in about 20 min'.
 */
export function readinessWithAdvice(ant: RecoveringAnt, kind: ReadinessKind): Readiness {
  const base = battleReadiness(ant, kind);
  if (base.ready || ant.isInBattle || ant.isTraining || ant.isInTreatment) return base;
  const server = kind === "server";
  const minHealth = server ? SERVER_BATTLE_MIN_HEALTH : SELF_BATTLE_MIN_HEALTH;
  const minEnergy = server ? SERVER_BATTLE_MIN_ENERGY : SELF_BATTLE_MIN_ENERGY;
  const healing = careHealingAvailable(ant.needs);
  const restFull = isNeedFull(ant.needs.rest);
  const fromRest = restFull ? 0 : careRule("rest").defaultAmount * ENERGY_PER_REST_HOUR;
  const healthWait = minutesShort(minHealth - ant.health - healing, HEALTH_REGEN_CARED_PER_HOUR);
  const energyWait = minutesShort(minEnergy - ant.energy - fromRest, ENERGY_REGEN_PER_HOUR);
  const wait = Math.max(healthWait, energyWait);
  const when = wait <= 0 ? "ready right after" : `ready in about ${formatWait(wait)}`;
  const canHelp = ant.health < minHealth ? healing > 0 : !restFull;
  const what = canHelp ? (ant.health < minHealth ? "rest and feed it" : "let it rest") : "let it recover";
  return { ready: false, message: `${base.message} — ${what}: ${when}` };
}
