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
import {
  bumpMetrics,
  type MetricValue,
  metricValues,
  unlockAchievements,
  unlockTimes,
} from "./achievements-repository";

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
 * The goals a change crossed: for "add" the value before it is exactly the new value less the amount; for "max" it is
 * the value the statement saw before (possibly older under concurrency: then an unlock is re-offered, idempotently).
 */
function crossedGoals(metric: AchievementMetric, amount: number, after: MetricValue | undefined): string[] {
  if (!after) return [];
  const { value, seenBefore } = after;
  const before = ACHIEVEMENT_METRICS[metric] === "add" ? value - amount : (seenBefore ?? Number.NEGATIVE_INFINITY);
  return achievementsForMetric(metric)
    .filter((definition) => before < definition.required_progress && value >= definition.required_progress)
    .map((definition) => definition.id);
}

/**
 * Counts a player's achievement events and unlocks what they complete; returns the ids unlocked by this call.
 * Runs inside the caller's transaction (pass `trx`), so progress commits or rolls back with the action itself.
 * All metrics change in one atomic multi-row upsert in a fixed order, and an unlock is written only when a change
 * crosses a goal (idempotently), so parallel callers neither lose counts nor unlock twice, and most calls are one
 * statement. Unlocking grants no experience to any ant: `experience_reward` only adds up in the player's stats.
 */
export async function recordEvents(
  trx: Db,
  userId: string,
  events: readonly AchievementEvent[],
  now: Date = new Date(),
): Promise<string[]> {
  const increments = mergeIncrements(events);
  const values = await bumpMetrics(
    trx,
    userId,
    increments.map(([metric, amount]) => ({ metric, mode: ACHIEVEMENT_METRICS[metric], amount })),
  );
  const reached = increments.flatMap(([metric, amount]) => crossedGoals(metric, amount, values.get(metric)));
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
