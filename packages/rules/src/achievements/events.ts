// Game events that move achievement progress, turned into per-metric increments the server applies atomically.
import type { CareAction } from "../colony/care";
import type { ConditionLevel } from "../colony/condition";
import type { StatGrade } from "../colony/stats";
import { ACHIEVEMENT_METRICS, type AchievementMetric, type MetricMode } from "./catalog";

/** [A4] Something that happened to a player; the server emits these where the action succeeds. */
export type AchievementEvent =
  | { kind: "ant_created" }
  | { kind: "care_given"; action: CareAction }
  | { kind: "good_care_day" }
  | { kind: "chat_sent" }
  | { kind: "battle_fought" }
  | { kind: "battle_won" }
  | { kind: "win_streak"; streak: number }
  | { kind: "friend_added"; friends: number }
  | { kind: "challenge_sent" }
  | { kind: "training_completed" }
  | { kind: "mini_game_completed"; grade: StatGrade }
  | { kind: "level_reached"; level: number }
  | { kind: "rating_reached"; rating: number }
  | { kind: "breeding_completed" }
  | { kind: "equipment_equipped" }
  | { kind: "treatment_applied" }
  | { kind: "tournament_match_won" }
  | { kind: "tournament_won" };

/** [A4] One change to a metric: "add" adds the amount, "max" keeps the larger of the stored value and the amount. */
export interface ProgressIncrement {
  metric: AchievementMetric;
  mode: MetricMode;
  amount: number;
}

/** [A4] The grade that counts toward Flawless. */
export const FLAWLESS_GRADE: StatGrade = "S";

const CARE_METRICS: Record<CareAction, AchievementMetric> = {
  feed: "care_feed",
  water: "care_water",
  rest: "care_rest",
  exercise: "care_exercise",
  clean: "care_clean",
};

function inc(metric: AchievementMetric, amount = 1): ProgressIncrement {
  return { metric, mode: ACHIEVEMENT_METRICS[metric], amount };
}

function best(metric: AchievementMetric, value: number): ProgressIncrement[] {
  return Number.isFinite(value) && value > 0 ? [inc(metric, Math.floor(value))] : [];
}

/**
 * [A4] Increments for one event. A battle emits battle_fought for every fighter and battle_won for the winner too;
 * a training game counts as a training session as well; care counts once in care_total and once for its action.
 */
export function progressIncrements(event: AchievementEvent): ProgressIncrement[] {
  switch (event.kind) {
    case "ant_created":
      return [inc("ants_created")];
    case "care_given":
      return [inc("care_total"), inc(CARE_METRICS[event.action])];
    case "good_care_day":
      return [inc("good_care_days")];
    case "chat_sent":
      return [inc("chats_sent")];
    case "battle_fought":
      return [inc("battles_fought")];
    case "battle_won":
      return [inc("battles_won")];
    case "win_streak":
      return best("best_win_streak", event.streak);
    case "friend_added":
      return best("friends_added", event.friends);
    case "challenge_sent":
      return [inc("challenges_sent")];
    case "training_completed":
      return [inc("trainings_completed")];
    case "mini_game_completed":
      return [
        inc("mini_games_played"),
        inc("trainings_completed"),
        ...(event.grade === FLAWLESS_GRADE ? [inc("mini_game_s_grades")] : []),
      ];
    case "level_reached":
      return best("highest_level", event.level);
    case "rating_reached":
      return best("best_rating", event.rating);
    case "breeding_completed":
      return [inc("breedings_completed")];
    case "equipment_equipped":
      return [inc("equipment_equipped")];
    case "treatment_applied":
      return [inc("treatments_applied")];
    case "tournament_match_won":
      return [inc("tournament_matches_won")];
    case "tournament_won":
      return [inc("tournaments_won")];
  }
}

/** [A4] A metric's value after one increment (what the server's SQL does: `+ amount` or `GREATEST(value, amount)`). */
export function applyIncrement(current: number, increment: ProgressIncrement): number {
  const value = Number.isFinite(current) ? current : 0;
  return increment.mode === "add" ? value + increment.amount : Math.max(value, increment.amount);
}

/** [A4] Metric values after an event; metrics not yet counted start at 0. */
export function applyEvent(
  progress: Readonly<Partial<Record<AchievementMetric, number>>>,
  event: AchievementEvent,
): Partial<Record<AchievementMetric, number>> {
  const next = { ...progress };
  for (const increment of progressIncrements(event)) {
    next[increment.metric] = applyIncrement(next[increment.metric] ?? 0, increment);
  }
  return next;
}

/** [A5] Milliseconds in a day. */
export const MS_PER_DAY = 86_400_000;

/** [A5] The UTC day a timestamp falls on, as a whole number of days since 1970-01-01. */
export function utcDayNumber(ms: number): number {
  return Math.floor(ms / MS_PER_DAY);
}

/**
 * [A5] Whether a care action earns a good care day: it left the ant in excellent condition (no need below 8) and the
 * player has not had a good care day yet on this UTC day.
 */
export function earnsGoodCareDay(
  conditionLevel: ConditionLevel,
  nowMs: number,
  lastGoodCareDay: number | null,
): boolean {
  return conditionLevel === "excellent" && (lastGoodCareDay === null || utcDayNumber(nowMs) > lastGoodCareDay);
}
