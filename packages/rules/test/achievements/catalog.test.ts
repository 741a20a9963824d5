// The achievement catalog.
import { describe, expect, it } from "vitest";
import {
  ACHIEVEMENT_METRICS,
  ACHIEVEMENT_RARITIES,
  ACHIEVEMENT_TYPES,
  ACHIEVEMENTS,
  achievementById,
  achievementsForMetric,
  EXPERIENCE_BY_RARITY,
} from "../../src/achievements/catalog";

describe("achievement catalog", () => {
  it("[A1] at least 25 achievements with stable snake_case ids, covering all five types and rarities", () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    for (const entry of ACHIEVEMENTS) {
      expect(entry.id).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(entry.name.length).toBeGreaterThan(0);
      expect(entry.description.length).toBeGreaterThan(0);
      expect(entry.icon.length).toBeGreaterThan(0);
      expect(entry.required_progress).toBeGreaterThan(0);
      expect(Object.keys(ACHIEVEMENT_METRICS)).toContain(entry.metric);
    }
    expect(new Set(ACHIEVEMENTS.map((a) => a.type))).toEqual(new Set(ACHIEVEMENT_TYPES));
    expect(new Set(ACHIEVEMENTS.map((a) => a.rarity))).toEqual(new Set(ACHIEVEMENT_RARITIES));
  });

  it("[A1] the profile's achievements are in the catalog with the spec's goals", () => {
    expect(achievementById("first_battle")).toMatchObject({
      name: "First Battle",
      metric: "battles_fought",
      required_progress: 1,
    });
    expect(achievementById("champion")).toMatchObject({
      name: "Champion",
      metric: "battles_won",
      required_progress: 10,
    });
    expect(achievementById("social_butterfly")).toMatchObject({
      name: "Social Butterfly",
      metric: "friends_added",
      required_progress: 5,
    });
    expect(achievementById("ant_master")).toMatchObject({
      name: "Ant Master",
      metric: "ants_created",
      required_progress: 3,
    });
    expect(achievementById("nope")).toBeUndefined();
  });

  it("[A2] experience reward follows rarity", () => {
    expect(EXPERIENCE_BY_RARITY).toEqual({ common: 25, uncommon: 50, rare: 100, epic: 250, legendary: 500 });
    for (const entry of ACHIEVEMENTS) expect(entry.experience_reward).toBe(EXPERIENCE_BY_RARITY[entry.rarity]);
  });

  it("[A3] every metric is counted by at least one achievement", () => {
    for (const metric of Object.keys(ACHIEVEMENT_METRICS) as (keyof typeof ACHIEVEMENT_METRICS)[]) {
      expect(achievementsForMetric(metric).length, metric).toBeGreaterThan(0);
    }
  });
});
