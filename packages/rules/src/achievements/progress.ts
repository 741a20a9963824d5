// A player's achievements as the API shows them, built from the catalog and their progress metrics.
import {
  ACHIEVEMENT_TYPES,
  ACHIEVEMENTS,
  type AchievementDefinition,
  type AchievementMetric,
  type AchievementRarity,
  type AchievementType,
} from "./catalog";

/** [A6] One achievement of one player (spec 000 §3), with its reward. */
export interface AchievementView {
  achievement_id: string;
  name: string;
  description: string;
  icon: string;
  type: AchievementType;
  rarity: AchievementRarity;
  unlocked: boolean;
  unlocked_at: string | null;
  current_progress: number;
  required_progress: number;
  experience_reward: number;
}

/** [A6] Metric values of one player; a missing metric is 0. */
export type MetricValues = Readonly<Partial<Record<AchievementMetric, number>>>;

function progressOf(values: MetricValues, metric: AchievementMetric): number {
  const value = values[metric] ?? 0;
  return Number.isFinite(value) ? Math.max(0, value) : 0;
}

/** [A6] Unlocked once the metric reaches the required progress. */
export function isUnlocked(definition: AchievementDefinition, values: MetricValues): boolean {
  return progressOf(values, definition.metric) >= definition.required_progress;
}

/**
 * [A6] Every achievement for one player: unlocked when its metric has reached the goal or an unlock time is
 * recorded; current_progress is the metric capped at the goal; unlocked_at comes from the recorded times (ISO text).
 */
export function buildAchievementList(
  values: MetricValues,
  unlockedAt: Readonly<Record<string, string | null | undefined>> = {},
): AchievementView[] {
  return ACHIEVEMENTS.map((definition) => {
    const recorded = unlockedAt[definition.id] ?? null;
    return {
      achievement_id: definition.id,
      name: definition.name,
      description: definition.description,
      icon: definition.icon,
      type: definition.type,
      rarity: definition.rarity,
      unlocked: recorded !== null || isUnlocked(definition, values),
      unlocked_at: recorded,
      current_progress: Math.min(definition.required_progress, progressOf(values, definition.metric)),
      required_progress: definition.required_progress,
      experience_reward: definition.experience_reward,
    };
  });
}

/** [A7] Achievements whose goal was reached between two sets of metric values (to record and reward once). */
export function newlyUnlocked(before: MetricValues, after: MetricValues): AchievementDefinition[] {
  return ACHIEVEMENTS.filter((definition) => !isUnlocked(definition, before) && isUnlocked(definition, after));
}

/** [A8] The achievements view's filters: all, unlocked, locked and the five types. */
export const ACHIEVEMENT_FILTERS = ["all", "unlocked", "locked", ...ACHIEVEMENT_TYPES] as const;
export type AchievementFilter = (typeof ACHIEVEMENT_FILTERS)[number];

/** [A8] The achievements one filter shows, in catalog order. */
export function filterAchievements<T extends Pick<AchievementView, "unlocked" | "type">>(
  list: readonly T[],
  filter: AchievementFilter,
): T[] {
  if (filter === "all") return [...list];
  if (filter === "unlocked") return list.filter((entry) => entry.unlocked);
  if (filter === "locked") return list.filter((entry) => !entry.unlocked);
  return list.filter((entry) => entry.type === filter);
}
