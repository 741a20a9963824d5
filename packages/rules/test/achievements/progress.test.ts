// A player's achievement list, unlocking and the view's filters.
import { describe, expect, it } from "vitest";
import { ACHIEVEMENTS } from "../../src/achievements/catalog";
import {
  ACHIEVEMENT_FILTERS,
  buildAchievementList,
  filterAchievements,
  newlyUnlocked,
} from "../../src/achievements/progress";

describe("achievement progress", () => {
  it("[A6] the list holds every achievement with progress capped at the goal", () => {
    const list = buildAchievementList(
      { battles_won: 12, battles_fought: 12 },
      { champion: "2024-06-01T10:00:00.000Z" },
    );
    expect(list).toHaveLength(ACHIEVEMENTS.length);
    expect(list.find((a) => a.achievement_id === "champion")).toMatchObject({
      name: "Champion",
      unlocked: true,
      unlocked_at: "2024-06-01T10:00:00.000Z",
      current_progress: 10,
      required_progress: 10,
      experience_reward: 100,
    });
    expect(list.find((a) => a.achievement_id === "warlord")).toMatchObject({ unlocked: false, current_progress: 12 });
    expect(list.find((a) => a.achievement_id === "ant_master")).toMatchObject({ unlocked: false, current_progress: 0 });
  });

  it("[A6] a recorded unlock stays unlocked even if the metric is lower", () => {
    const list = buildAchievementList({}, { ant_master: "2024-06-01T10:00:00.000Z" });
    expect(list.find((a) => a.achievement_id === "ant_master")?.unlocked).toBe(true);
  });

  it("[A7] newly unlocked achievements are those whose goal was crossed", () => {
    expect(newlyUnlocked({ ants_created: 2 }, { ants_created: 3 }).map((a) => a.id)).toEqual(["ant_master"]);
    expect(newlyUnlocked({}, { ants_created: 3 }).map((a) => a.id)).toEqual(["colony_founder", "ant_master"]);
    expect(newlyUnlocked({ ants_created: 3 }, { ants_created: 4 })).toEqual([]);
  });

  it("[A8] filters: all, unlocked, locked and the five types", () => {
    expect(ACHIEVEMENT_FILTERS).toEqual([
      "all",
      "unlocked",
      "locked",
      "battle",
      "training",
      "care",
      "social",
      "special",
    ]);
    const list = buildAchievementList({ battles_fought: 1, friends_added: 1 });
    expect(filterAchievements(list, "all")).toHaveLength(list.length);
    expect(filterAchievements(list, "unlocked").map((a) => a.achievement_id)).toEqual(["first_battle", "first_friend"]);
    expect(filterAchievements(list, "locked")).toHaveLength(list.length - 2);
    expect(filterAchievements(list, "social").every((a) => a.type === "social")).toBe(true);
  });
});
