// Events turned into progress increments.
import { describe, expect, it } from "vitest";
import {
  type AchievementEvent,
  applyEvent,
  applyIncrement,
  earnsGoodCareDay,
  progressIncrements,
  utcDayNumber,
} from "../../src/achievements/events";

describe("achievement events", () => {
  it("[A4] each event maps to increments on its metrics", () => {
    expect(progressIncrements({ kind: "ant_created" })).toEqual([{ metric: "ants_created", mode: "add", amount: 1 }]);
    expect(progressIncrements({ kind: "care_given", action: "clean" })).toEqual([
      { metric: "care_total", mode: "add", amount: 1 },
      { metric: "care_clean", mode: "add", amount: 1 },
    ]);
    expect(progressIncrements({ kind: "win_streak", streak: 4 })).toEqual([
      { metric: "best_win_streak", mode: "max", amount: 4 },
    ]);
    expect(progressIncrements({ kind: "level_reached", level: 7 })).toEqual([
      { metric: "highest_level", mode: "max", amount: 7 },
    ]);
    expect(progressIncrements({ kind: "win_streak", streak: 0 })).toEqual([]);
    expect(progressIncrements({ kind: "rating_reached", rating: Number.NaN })).toEqual([]);
    expect(progressIncrements({ kind: "mini_game_completed", grade: "S" }).map((i) => i.metric)).toEqual([
      "mini_games_played",
      "trainings_completed",
      "mini_game_s_grades",
    ]);
    expect(progressIncrements({ kind: "mini_game_completed", grade: "B" })).toHaveLength(2);
    expect(progressIncrements({ kind: "friend_added", friends: 3 })).toEqual([
      { metric: "friends_added", mode: "max", amount: 3 },
    ]);
    expect(progressIncrements({ kind: "challenge_sent" })).toEqual([
      { metric: "challenges_sent", mode: "add", amount: 1 },
    ]);
    expect(progressIncrements({ kind: "tournament_match_won" })).toEqual([
      { metric: "tournament_matches_won", mode: "add", amount: 1 },
    ]);
    expect(progressIncrements({ kind: "tournament_won" })).toEqual([
      { metric: "tournaments_won", mode: "add", amount: 1 },
    ]);
  });

  it("[A4] add increments add, max increments keep the best", () => {
    expect(applyIncrement(3, { metric: "battles_won", mode: "add", amount: 1 })).toBe(4);
    expect(applyIncrement(5, { metric: "best_win_streak", mode: "max", amount: 3 })).toBe(5);
    expect(applyIncrement(2, { metric: "best_win_streak", mode: "max", amount: 3 })).toBe(3);
  });

  it("[A4] a run of events builds the metric values", () => {
    const events: AchievementEvent[] = [
      { kind: "battle_fought" },
      { kind: "battle_won" },
      { kind: "win_streak", streak: 1 },
      { kind: "battle_fought" },
      { kind: "battle_won" },
      { kind: "win_streak", streak: 2 },
      { kind: "battle_fought" },
      { kind: "win_streak", streak: 0 },
    ];
    const values = events.reduce(applyEvent, {});
    expect(values).toEqual({ battles_fought: 3, battles_won: 2, best_win_streak: 2 });
  });

  it("[A5] a good care day is earned once per UTC day, only in excellent condition", () => {
    const day = 19_700;
    const noon = day * 86_400_000 + 43_200_000;
    expect(utcDayNumber(noon)).toBe(day);
    expect(earnsGoodCareDay("excellent", noon, null)).toBe(true);
    expect(earnsGoodCareDay("excellent", noon, day - 1)).toBe(true);
    expect(earnsGoodCareDay("excellent", noon, day)).toBe(false);
    expect(earnsGoodCareDay("warning", noon, null)).toBe(false);
  });
});
