// Days passing for an ant's training: each finished UTC day applies its scheduled activity, then decays untrained gains.
import { ENERGY_MAX, STAT_NAMES, type Stats } from "../ant";
import { clampStat, roundStat } from "../colony/stats";
import {
  ACTIVITY_RULES,
  PRIMARY_GAIN,
  type ScheduleActivity,
  type SchedulePlan,
  SECONDARY_GAIN,
  SKIPPED_TOO_TIRED,
  type Weekday,
  weekdayOf,
} from "./schedule";

/** [TR30] Share of the trained part of a stat lost per finished day without training (spec: 25% daily). */
export const DAILY_DECAY = 0.25;
/** [TR13] A long absence applies the schedule of the last 28 days only (decay still covers every day). */
export const MAX_SCHEDULE_CATCHUP_DAYS = 28;

/** What day-by-day training reads and changes on an ant. */
export interface TrainingState {
  stats: Stats;
  /** [TR30] The part of each stat that training added above the ant's own base (what decay may take). */
  gains: Partial<Stats>;
  energy: number;
  /** UTC day of the last training (quick session, mini-game or applied schedule day), null if never. */
  lastTrainedDay: number | null;
  /** Last UTC day whose schedule and decay are applied; null for an ant never settled (nothing before today counts). */
  settledDay: number | null;
}

/** A schedule as settling reads it: the plan and the first day it covers (the day it was first saved). */
export interface ActiveSchedule {
  plan: SchedulePlan;
  fromDay: number;
}

/** [TR13] One day of the schedule's history. */
export interface ScheduleDay {
  day: number;
  weekday: Weekday;
  activity: ScheduleActivity;
  status: "applied" | "skipped";
  energy: number;
  gains: Partial<Stats>;
  reason: string | null;
}

/** [TR11] Adds gains to stats (each capped at 20, two decimals); answers the stats and the gains actually applied. */
export function addGains(stats: Stats, wanted: Partial<Stats>): { stats: Stats; applied: Partial<Stats> } {
  const next = { ...stats };
  const applied: Partial<Stats> = {};
  for (const name of STAT_NAMES) {
    const want = wanted[name];
    if (!want || want <= 0) continue;
    const after = clampStat(stats[name] + want);
    if (after > stats[name]) {
      applied[name] = roundStat(after - stats[name]);
      next[name] = after;
    }
  }
  return { stats: next, applied };
}

/** [TR11] Trained gains after adding `applied` to them. */
export function mergeGains(gains: Partial<Stats>, applied: Partial<Stats>): Partial<Stats> {
  const out = { ...gains };
  for (const [name, value] of Object.entries(applied) as [keyof Stats, number][]) {
    out[name] = roundStat((out[name] ?? 0) + value);
  }
  return out;
}

/**
 * [TR30] One day without training: every trained gain loses 25% (rounded down to two decimals, so it reaches 0) and
 * its stat loses the same amount, never below 1. The ant's base (stat − gain) is never touched.
 */
export function decayOneDay(stats: Stats, gains: Partial<Stats>): { stats: Stats; gains: Partial<Stats> } {
  const nextStats = { ...stats };
  const nextGains: Partial<Stats> = {};
  for (const [name, gain] of Object.entries(gains) as [keyof Stats, number][]) {
    if (!(gain > 0)) continue;
    const kept = Math.floor(gain * (1 - DAILY_DECAY) * 100 + 1e-9) / 100;
    nextStats[name] = clampStat(stats[name] - (gain - kept));
    if (kept > 0) nextGains[name] = kept;
  }
  return { stats: nextStats, gains: nextGains };
}

/** [TR11][TR13] One scheduled day: rest gives energy back; another activity is skipped when energy is below its cost. */
function scheduledDay(state: TrainingState, day: number, activity: ScheduleActivity): ScheduleDay {
  const rule = ACTIVITY_RULES[activity];
  const base = { day, weekday: weekdayOf(day), activity };
  if (rule.energy > state.energy) {
    return { ...base, status: "skipped", energy: 0, gains: {}, reason: SKIPPED_TOO_TIRED };
  }
  const before = state.energy;
  state.energy = Math.min(ENERGY_MAX, Math.max(0, state.energy - rule.energy));
  const wanted: Partial<Stats> = {};
  if (rule.primary) wanted[rule.primary] = PRIMARY_GAIN;
  for (const name of rule.secondary) wanted[name] = SECONDARY_GAIN;
  const { stats, applied } = addGains(state.stats, wanted);
  state.stats = stats;
  state.gains = mergeGains(state.gains, applied);
  state.lastTrainedDay = day;
  return { ...base, status: "applied", energy: roundStat(before - state.energy), gains: applied, reason: null };
}

/**
 * [TR12][TR13][TR30] Applies every finished day after `settledDay` up to yesterday (`today` − 1), in order: the plan's
 * activity of that weekday (from the schedule's first day, and only within the last 28 days), then decay if the day
 * had no training. A never-settled ant starts at yesterday with nothing applied. Answers the new state and the
 * scheduled days in order.
 */
export function settleDays(
  start: TrainingState,
  schedule: ActiveSchedule | null,
  today: number,
): { state: TrainingState; days: ScheduleDay[] } {
  const state: TrainingState = { ...start, stats: { ...start.stats }, gains: { ...start.gains } };
  const days: ScheduleDay[] = [];
  if (state.settledDay === null || state.settledDay >= today - 1) {
    if (state.settledDay === null) state.settledDay = today - 1;
    return { state, days };
  }
  for (let day = state.settledDay + 1; day <= today - 1; day += 1) {
    const activity = schedule && day >= schedule.fromDay ? schedule.plan[weekdayOf(day)] : null;
    if (activity && day > today - 1 - MAX_SCHEDULE_CATCHUP_DAYS) days.push(scheduledDay(state, day, activity));
    if (state.lastTrainedDay !== day) {
      const decayed = decayOneDay(state.stats, state.gains);
      state.stats = decayed.stats;
      state.gains = decayed.gains;
    }
    state.settledDay = day;
  }
  return { state, days };
}
