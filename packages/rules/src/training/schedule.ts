// The weekly training schedule (spec 001 §9): one activity per weekday with its energy cost, duration and stat gains.
import type { StatName } from "../ant";

/** [TR10] Weekdays in planner order (a UTC day's weekday, TR12). */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
/** One weekday. */
export type Weekday = (typeof WEEKDAYS)[number];

/** [TR10] The activities of spec 001 §9, in its order. */
export const SCHEDULE_ACTIVITIES = [
  "strength",
  "speed",
  "agility",
  "mental",
  "precision",
  "endurance",
  "rest",
] as const;
/** One activity. */
export type ScheduleActivity = (typeof SCHEDULE_ACTIVITIES)[number];

/** [TR10] An activity: energy it costs (rest gives 10 back), its duration text, its primary and secondary stats. */
export interface ActivityRule {
  activity: ScheduleActivity;
  label: string;
  energy: number;
  duration: string;
  primary: StatName | null;
  secondary: readonly StatName[];
}

const activity = (
  id: ScheduleActivity,
  label: string,
  energy: number,
  duration: string,
  primary: StatName | null,
  secondary: StatName[],
): ActivityRule => ({ activity: id, label, energy, duration, primary, secondary });

/** [TR10] Costs 15, 12, 10, 8, 10, 18, −10 and durations 2h, 1.5h, 1h, 45min, 1h, 3h, all day (spec); stats: design. */
export const ACTIVITY_RULES: Readonly<Record<ScheduleActivity, ActivityRule>> = {
  strength: activity("strength", "Strength Training", 15, "2h", "strength", ["endurance", "aggression"]),
  speed: activity("speed", "Speed Drills", 12, "1.5h", "speed", ["reflexes", "agility"]),
  agility: activity("agility", "Agility Course", 10, "1h", "agility", ["speed", "counter"]),
  mental: activity("mental", "Mental Training", 8, "45min", "intelligence", ["focus", "willpower"]),
  precision: activity("precision", "Precision Practice", 10, "1h", "precision", ["focus", "counter"]),
  endurance: activity("endurance", "Endurance Run", 18, "3h", "endurance", ["vitality", "recovery"]),
  rest: activity("rest", "Rest Day", -10, "all day", null, []),
};

/** [TR11] Gain per applied day: +0.3 to the primary stat, +0.1 to each secondary (spec). */
export const PRIMARY_GAIN = 0.3;
export const SECONDARY_GAIN = 0.1;

/** [TR10] A plan: an activity or null (free day) for every weekday. */
export type SchedulePlan = Record<Weekday, ScheduleActivity | null>;

/** [TR10] A plan with every day free. */
export function emptyPlan(): SchedulePlan {
  return { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };
}

/**
 * [TR10] Checks a plan sent by a player: an object with exactly the seven weekdays, each an activity or null.
 * Answers the first problem, naming the day.
 */
export function validatePlan(raw: unknown): { ok: true; plan: SchedulePlan } | { ok: false; detail: string } {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
    return { ok: false, detail: "plan must be an object with the seven weekdays" };
  }
  const entries = raw as Record<string, unknown>;
  for (const key of Object.keys(entries)) {
    if (!(WEEKDAYS as readonly string[]).includes(key)) return { ok: false, detail: `Unknown weekday: ${key}` };
  }
  const plan = emptyPlan();
  for (const day of WEEKDAYS) {
    const value = entries[day];
    if (value === undefined) return { ok: false, detail: `Missing weekday: ${day}` };
    if (value === null) continue;
    if (typeof value !== "string" || !(SCHEDULE_ACTIVITIES as readonly string[]).includes(value)) {
      return { ok: false, detail: `${day} must be one of ${SCHEDULE_ACTIVITIES.join(", ")} or null` };
    }
    plan[day] = value as ScheduleActivity;
  }
  return { ok: true, plan };
}

/** [TR12] The weekday of a UTC day number (day 0, 1970-01-01, was a Thursday). */
export function weekdayOf(day: number): Weekday {
  return WEEKDAYS[(((day + 3) % 7) + 7) % 7] as Weekday;
}

/** [TR12] The reason a day was skipped. */
export const SKIPPED_TOO_TIRED = "Too tired";
