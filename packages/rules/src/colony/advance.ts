// Time acting on a whole ant: needs fall, and mood, health and energy follow how well its needs are met.
import { ENERGY_MAX, HEALTH_MAX, NEED_NAMES, type Needs } from "../ant";
import { elapsedHours, NEED_DECAY_PER_HOUR, needsAfterHours } from "./decay";
import { MOOD_DEFAULT, MOOD_MIN } from "./mood";
import { CRITICAL_NEED_BELOW, isNeedCritical, isNeedLow, LOW_NEED_BELOW } from "./needs";
import { type AntVitals, clampVitals } from "./vitals";

/** [V2] Mood lost per hour for each critical need, and for each low (but not critical) need. */
export const MOOD_LOSS_PER_CRITICAL_NEED_HOUR = 0.5;
export const MOOD_LOSS_PER_LOW_NEED_HOUR = 0.25;
/** [V2] While no need is low, mood drifts at this rate toward its resting value. */
export const MOOD_DRIFT_PER_HOUR = 0.25;
/** [V2] Resting mood while every need is 15 or more; otherwise the resting mood is the default 10. */
export const MOOD_CONTENT = 15;
/** [V2] Every need at or above this counts as excellent care. */
export const EXCELLENT_NEED_FROM = 15;
/** [V3] Health regained per hour while some need is low (below 8) but none is critical. */
export const HEALTH_REGEN_PER_HOUR = 4;
/** [V3] Health regained per hour while no need is low: a cared-for ant recovers from a battle in hours, not days. */
export const HEALTH_REGEN_CARED_PER_HOUR = 20;
/** [V3] Health lost per hour for each critical need, never below the neglect floor. */
export const HEALTH_DRAIN_PER_CRITICAL_NEED_HOUR = 1;
/** [V3] Neglect alone never takes health below this. */
export const HEALTH_NEGLECT_FLOOR = 10;
/** [V4] Energy regained per hour while rest is not critical. */
export const ENERGY_REGEN_PER_HOUR = 5;

/** Shortest segment, so rounding near a breakpoint cannot stall the loop (3.6 microseconds). */
const MIN_SEGMENT_HOURS = 1e-9;
/** Need values at which the rates above change; an interval is cut where a need crosses one. */
const NEED_BREAKPOINTS = [EXCELLENT_NEED_FROM, LOW_NEED_BELOW, CRITICAL_NEED_BELOW, 0] as const;

function moveToward(value: number, target: number, step: number): number {
  return value < target ? Math.min(target, value + step) : Math.max(target, value - step);
}

function hoursToNextBreakpoint(needs: Needs): number {
  let next = Number.POSITIVE_INFINITY;
  for (const name of NEED_NAMES) {
    const below = NEED_BREAKPOINTS.find((point) => point < needs[name]);
    if (below !== undefined) next = Math.min(next, (needs[name] - below) / NEED_DECAY_PER_HOUR[name]);
  }
  return next;
}

function advanceSegment(vitals: AntVitals, midNeeds: Needs, hours: number): AntVitals {
  const values = NEED_NAMES.map((name) => midNeeds[name]);
  const critical = values.filter(isNeedCritical).length;
  const low = values.filter(isNeedLow).length - critical;
  const mood =
    critical + low > 0
      ? moveToward(
          vitals.mood,
          MOOD_MIN,
          (critical * MOOD_LOSS_PER_CRITICAL_NEED_HOUR + low * MOOD_LOSS_PER_LOW_NEED_HOUR) * hours,
        )
      : moveToward(
          vitals.mood,
          values.every((value) => value >= EXCELLENT_NEED_FROM) ? MOOD_CONTENT : MOOD_DEFAULT,
          MOOD_DRIFT_PER_HOUR * hours,
        );
  const health =
    critical > 0
      ? vitals.health > HEALTH_NEGLECT_FLOOR
        ? Math.max(HEALTH_NEGLECT_FLOOR, vitals.health - critical * HEALTH_DRAIN_PER_CRITICAL_NEED_HOUR * hours)
        : vitals.health
      : Math.min(HEALTH_MAX, vitals.health + (low > 0 ? HEALTH_REGEN_PER_HOUR : HEALTH_REGEN_CARED_PER_HOUR) * hours);
  const energy = isNeedCritical(midNeeds.rest)
    ? vitals.energy
    : Math.min(ENERGY_MAX, vitals.energy + ENERGY_REGEN_PER_HOUR * hours);
  return { needs: vitals.needs, mood, health, energy };
}

/**
 * [V2]–[V5] The ant's vitals at `toMs` given their values at `fromMs`. Needs fall at their hourly rates; while any
 * need is low mood falls (0.5/h per critical need, 0.25/h per other low need), otherwise it drifts at 0.25/h toward
 * 15 (all needs 15+) or 10; health regains 20/h while no need is low, 4/h while some need is low but none critical, and loses 1/h per critical need down to 10;
 * energy regains 5/h while rest is not critical. The interval is cut wherever a need crosses 15, 8, 5 or 0, so
 * advancing in several steps gives the same result as one step.
 */
export function advanceAnt(state: AntVitals, fromMs: number, toMs: number): AntVitals {
  const start = clampVitals(state);
  const total = elapsedHours(fromMs, toMs);
  let current = start;
  let elapsed = 0;
  while (elapsed < total) {
    const needs = needsAfterHours(start.needs, elapsed);
    const remaining = total - elapsed;
    const span = Math.min(remaining, Math.max(MIN_SEGMENT_HOURS, hoursToNextBreakpoint(needs)));
    current = advanceSegment(current, needsAfterHours(needs, span / 2), span);
    elapsed = span === remaining ? total : elapsed + span;
  }
  return clampVitals({ ...current, needs: needsAfterHours(start.needs, total) });
}
