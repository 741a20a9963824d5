// The achievement summary.
import { describe, expect, it } from "vitest";
import { buildAchievementList } from "../../src/achievements/progress";
import { achievementStats } from "../../src/achievements/stats";

describe("achievement stats", () => {
  it("[A9] counts, completion with one decimal, experience and per-rarity counts", () => {
    const list = buildAchievementList({ battles_fought: 1, battles_won: 10, ants_created: 3 });
    const stats = achievementStats(list);
    expect(stats.total_count).toBe(list.length);
    expect(stats.unlocked_count).toBe(5);
    expect(stats.completion_percentage).toBe(Math.round((5 / list.length) * 1000) / 10);
    expect(stats.total_experience_from_achievements).toBe(25 + 25 + 100 + 25 + 50);
    expect(stats.rarity_counts.common).toEqual({
      unlocked: 3,
      total: list.filter((a) => a.rarity === "common").length,
    });
    expect(stats.rarity_counts.rare.unlocked).toBe(1);
    expect(stats.rarity_counts.uncommon.unlocked).toBe(1);
  });

  it("[A9] every rarity is present even with nothing unlocked, and an empty list is 0%", () => {
    const stats = achievementStats([]);
    expect(stats).toEqual({
      unlocked_count: 0,
      total_count: 0,
      completion_percentage: 0,
      total_experience_from_achievements: 0,
      rarity_counts: {
        common: { unlocked: 0, total: 0 },
        uncommon: { unlocked: 0, total: 0 },
        rare: { unlocked: 0, total: 0 },
        epic: { unlocked: 0, total: 0 },
        legendary: { unlocked: 0, total: 0 },
      },
    });
    const third = achievementStats([
      { rarity: "epic", unlocked: true, experience_reward: 250 },
      { rarity: "epic", unlocked: false, experience_reward: 250 },
      { rarity: "rare", unlocked: false, experience_reward: 100 },
    ]);
    expect(third.completion_percentage).toBe(33.3);
  });
});
