// The weekly schedule over simulated weeks, and stat decay over a paused week.
import { describe, expect, it } from "vitest";
import { STAT_NAMES, type Stats } from "../../src/ant";
import {
  ACTIVITY_RULES,
  emptyPlan,
  SCHEDULE_ACTIVITIES,
  type SchedulePlan,
  validatePlan,
  WEEKDAYS,
  weekdayOf,
} from "../../src/training/schedule";
import {
  addGains,
  DAILY_DECAY,
  decayOneDay,
  MAX_SCHEDULE_CATCHUP_DAYS,
  settleDays,
  type TrainingState,
} from "../../src/training/settle";

const flat = (value = 10): Stats => Object.fromEntries(STAT_NAMES.map((s) => [s, value])) as Stats;
/** 2026-11-23, a Monday, as a UTC day number. */
const MONDAY = Math.floor(Date.UTC(2026, 10, 23) / 86_400_000);

const WEEK: SchedulePlan = {
  monday: "strength",
  tuesday: "speed",
  wednesday: "agility",
  thursday: "mental",
  friday: "precision",
  saturday: "endurance",
  sunday: "rest",
};

function state(overrides: Partial<TrainingState> = {}): TrainingState {
  return { stats: flat(), gains: {}, energy: 100, lastTrainedDay: null, settledDay: MONDAY - 1, ...overrides };
}

describe("weekly schedule", () => {
  it("[TR10] seven activities with the spec's energy and durations; plans are checked day by day", () => {
    expect(SCHEDULE_ACTIVITIES.map((a) => ACTIVITY_RULES[a].energy)).toEqual([15, 12, 10, 8, 10, 18, -10]);
    expect(SCHEDULE_ACTIVITIES.map((a) => ACTIVITY_RULES[a].duration)).toEqual([
      "2h",
      "1.5h",
      "1h",
      "45min",
      "1h",
      "3h",
      "all day",
    ]);
    expect(validatePlan(WEEK)).toEqual({ ok: true, plan: WEEK });
    expect(validatePlan({ ...emptyPlan(), monday: "yoga" })).toEqual({
      ok: false,
      detail: "monday must be one of strength, speed, agility, mental, precision, endurance, rest or null",
    });
    const { sunday: _, ...six } = WEEK;
    expect(validatePlan(six)).toEqual({ ok: false, detail: "Missing weekday: sunday" });
    expect(validatePlan({ ...WEEK, funday: null })).toEqual({ ok: false, detail: "Unknown weekday: funday" });
    expect(validatePlan([])).toMatchObject({ ok: false });
    expect(validatePlan(null)).toMatchObject({ ok: false });
  });

  it("[TR11] an applied day gives +0.3 to the primary stat and +0.1 to each secondary, capped at 20", () => {
    const { state: after, days } = settleDays(state(), { plan: WEEK, fromDay: MONDAY }, MONDAY + 1);
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ activity: "strength", status: "applied", energy: 15 });
    expect(days[0]?.gains).toEqual({ strength: 0.3, endurance: 0.1, aggression: 0.1 });
    expect(after.stats.strength).toBe(10.3);
    expect(after.energy).toBe(85);
    expect(addGains({ ...flat(), strength: 19.9 }, { strength: 0.3 }).applied).toEqual({ strength: 0.1 });
  });

  it("[TR12] a UTC day's weekday (1970-01-01 was a Thursday)", () => {
    expect(weekdayOf(0)).toBe("thursday");
    expect(WEEKDAYS.map((_, i) => weekdayOf(MONDAY + i))).toEqual([...WEEKDAYS]);
    expect(weekdayOf(-1)).toBe("wednesday");
  });

  it("[TR13] a simulated week applies every day in order; a tired ant skips; history lists each day", () => {
    const { state: after, days } = settleDays(state(), { plan: WEEK, fromDay: MONDAY }, MONDAY + 7);
    expect(days.map((d) => [d.weekday, d.activity, d.status])).toEqual([
      ["monday", "strength", "applied"],
      ["tuesday", "speed", "applied"],
      ["wednesday", "agility", "applied"],
      ["thursday", "mental", "applied"],
      ["friday", "precision", "applied"],
      ["saturday", "endurance", "applied"],
      ["sunday", "rest", "applied"],
    ]);
    expect(after.energy).toBe(100 - 73 + 10);
    expect(after.stats.strength).toBe(10.3);
    expect(after.stats.endurance).toBe(10.4);
    expect(after.stats.focus).toBe(10.2);
    expect(after.lastTrainedDay).toBe(MONDAY + 6);
    expect(after.settledDay).toBe(MONDAY + 6);

    const tired = settleDays(state({ energy: 30 }), { plan: WEEK, fromDay: MONDAY }, MONDAY + 7);
    expect(tired.days.map((d) => d.status)).toEqual([
      "applied",
      "applied",
      "skipped",
      "skipped",
      "skipped",
      "skipped",
      "applied",
    ]);
    expect(tired.days[2]).toMatchObject({ reason: "Too tired", gains: {}, energy: 0 });
    expect(tired.state.energy).toBe(13);

    const later = settleDays(state(), { plan: WEEK, fromDay: MONDAY + 3 }, MONDAY + 7);
    expect(later.days.map((d) => d.weekday)).toEqual(["thursday", "friday", "saturday", "sunday"]);
    expect(settleDays(state({ settledDay: null }), { plan: WEEK, fromDay: 0 }, MONDAY + 7)).toMatchObject({
      days: [],
      state: { settledDay: MONDAY + 6 },
    });
    const long = settleDays(state({ settledDay: MONDAY - 100 }), { plan: WEEK, fromDay: 0 }, MONDAY);
    expect(long.days).toHaveLength(MAX_SCHEDULE_CATCHUP_DAYS);
    expect(settleDays(state(), { plan: WEEK, fromDay: MONDAY }, MONDAY).days).toEqual([]);
  });

  it("[TR30] untrained days take 25% of the trained gains, never the base; a paused week keeps the ant whole", () => {
    expect(DAILY_DECAY).toBe(0.25);
    const one = decayOneDay({ ...flat(), strength: 12 }, { strength: 2 });
    expect(one.stats.strength).toBe(11.5);
    expect(one.gains).toEqual({ strength: 1.5 });
    expect(decayOneDay({ ...flat(), speed: 10.01 }, { speed: 0.01 })).toEqual({ stats: flat(), gains: {} });

    const trained = state({ stats: { ...flat(), strength: 12 }, gains: { strength: 2 }, lastTrainedDay: MONDAY - 1 });
    const paused = settleDays(trained, null, MONDAY + 7);
    expect(paused.state.stats.strength).toBeCloseTo(10 + 2 * 0.75 ** 7, 1);
    expect(paused.state.stats.strength).toBeGreaterThan(10);
    expect(paused.state.stats.speed).toBe(10);
    const longPause = settleDays(trained, null, MONDAY + 60);
    expect(longPause.state.stats.strength).toBe(10);
    expect(longPause.state.gains).toEqual({});

    const trainedToday = settleDays({ ...trained, lastTrainedDay: MONDAY }, null, MONDAY + 1);
    expect(trainedToday.state.stats.strength).toBe(12);
    const scheduled = settleDays(trained, { plan: WEEK, fromDay: MONDAY }, MONDAY + 7);
    expect(scheduled.state.stats.strength).toBe(12.3);
  });
});
