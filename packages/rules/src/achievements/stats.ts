// The achievement summary shown above the grid (spec 000 §3 "Achievement stats").
import { ACHIEVEMENT_RARITIES, type AchievementRarity } from "./catalog";
import type { AchievementView } from "./progress";

/** [A9] Unlocked and total achievements of one rarity. */
export interface RarityCount {
  unlocked: number;
  total: number;
}

/** [A9] The summary; rarity_counts always holds all five rarities. */
export interface AchievementStats {
  unlocked_count: number;
  total_count: number;
  completion_percentage: number;
  total_experience_from_achievements: number;
  rarity_counts: Record<AchievementRarity, RarityCount>;
}

/**
 * [A9] Counts over a player's achievements: unlocked and total, completion as a percentage with one decimal (0 when
 * there are none), the experience of the unlocked ones, and per rarity {unlocked, total}.
 */
export function achievementStats(
  achievements: readonly Pick<AchievementView, "rarity" | "unlocked" | "experience_reward">[],
): AchievementStats {
  const rarity_counts = Object.fromEntries(
    ACHIEVEMENT_RARITIES.map((rarity) => [rarity, { unlocked: 0, total: 0 }]),
  ) as Record<AchievementRarity, RarityCount>;
  let unlocked_count = 0;
  let total_experience_from_achievements = 0;
  for (const entry of achievements) {
    const counts = rarity_counts[entry.rarity];
    counts.total++;
    if (!entry.unlocked) continue;
    counts.unlocked++;
    unlocked_count++;
    total_experience_from_achievements += entry.experience_reward;
  }
  const total_count = achievements.length;
  const completion_percentage = total_count === 0 ? 0 : Math.round((unlocked_count / total_count) * 1000) / 10;
  return { unlocked_count, total_count, completion_percentage, total_experience_from_achievements, rarity_counts };
}
