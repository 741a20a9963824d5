// The achievement hook every feature calls inside its own transaction, and a player's achievement list.
import {
  ACHIEVEMENT_METRICS,
  type AchievementMetric,
  achievementsForMetric,
} from "@antbrawl/rules/achievements/catalog";
import { type AchievementEvent, progressIncrements } from "@antbrawl/rules/achievements/events";
import { type AchievementView, buildAchievementList } from "@antbrawl/rules/achievements/progress";
import { type AchievementStats, achievementStats } from "@antbrawl/rules/achievements/stats";
import type { Db } from "../db/database";
import { bumpMetric, metricValues, unlockAchievements, unlockTimes } from "./achievements-repository";

export type { AchievementEvent } from "@antbrawl/rules/achievements/events";

/** Sums "add" increments and keeps the largest "max" increment per metric, in a stable (alphabetical) order. */
function mergeIncrements(events: readonly AchievementEvent[]): [AchievementMetric, number][] {
  const totals = new Map<AchievementMetric, number>();
  for (const event of events) {
    for (const { metric, mode, amount } of progressIncrements(event)) {
      const before = totals.get(metric);
      totals.set(metric, before === undefined ? amount : mode === "add" ? before + amount : Math.max(before, amount));
    }
  }
  return [...totals.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Counts a player's achievement events and unlocks what they complete; returns the ids unlocked by this call.
 * Runs inside the caller's transaction (pass `trx`), so progress commits or rolls back with the action itself.
 * Metrics change with atomic upserts in a fixed order and unlocking is idempotent, so parallel callers neither lose
 * counts nor unlock twice. Unlocking grants no experience to any ant: `experience_reward` only adds up in the
 * player's achievement stats.
 */
export async function recordEvents(
  trx: Db,
  userId: string,
  events: readonly AchievementEvent[],
  now: Date = new Date(),
): Promise<string[]> {
  const reached: string[] = [];
  for (const [metric, amount] of mergeIncrements(events)) {
    const value = await bumpMetric(trx, userId, metric, ACHIEVEMENT_METRICS[metric], amount);
    for (const definition of achievementsForMetric(metric)) {
      if (value >= definition.required_progress) reached.push(definition.id);
    }
  }
  return unlockAchievements(trx, userId, reached, now);
}

/** Every catalog achievement with the player's progress and unlock time. */
export async function listAchievements(db: Db, userId: string): Promise<AchievementView[]> {
  const [values, times] = await Promise.all([metricValues(db, userId), unlockTimes(db, userId)]);
  const unlockedAt = Object.fromEntries(Object.entries(times).map(([id, at]) => [id, at.toISOString()]));
  return buildAchievementList(values, unlockedAt);
}

/** The player's achievement summary (counts, completion, experience, per rarity). */
export async function summarizeAchievements(db: Db, userId: string): Promise<AchievementStats> {
  return achievementStats(await listAchievements(db, userId));
}
