// Per-player achievement progress (one counter per metric), unlocked achievements and good-care days.
import type { Db } from "../db/database";

/** One change to a metric: `+ amount`, or the larger of the stored value and `amount` for "max". */
export interface MetricChange {
  metric: string;
  mode: "add" | "max";
  amount: number;
}

/** A metric's value after a change, and as the statement's snapshot saw it before (null: no row yet). */
export interface MetricValue {
  value: number;
  seenBefore: number | null;
}

/**
 * Applies several metric changes in one atomic multi-row upsert and returns each metric's new value. Pass each metric
 * once, in a stable order (rows are locked in that order, so parallel callers cannot deadlock). `seenBefore` comes
 * from the statement's snapshot, so under concurrency it may be older than the value this change replaced.
 */
export async function bumpMetrics(
  db: Db,
  userId: string,
  changes: readonly MetricChange[],
): Promise<Map<string, MetricValue>> {
  if (changes.length === 0) return new Map();
  const maxMetrics = changes.filter((change) => change.mode === "max").map((change) => change.metric);
  const rows = await db
    .insertInto("achievement_progress")
    .values(changes.map(({ metric, amount }) => ({ user_id: userId, metric, value: amount })))
    .onConflict((oc) =>
      oc.columns(["user_id", "metric"]).doUpdateSet((eb) => {
        const added = eb("achievement_progress.value", "+", eb.ref("excluded.value"));
        if (maxMetrics.length === 0) return { value: added };
        const larger = eb.fn<number>("greatest", [eb.ref("achievement_progress.value"), eb.ref("excluded.value")]);
        return {
          value: eb.case().when("excluded.metric", "in", maxMetrics).then(larger).else(added).end(),
        };
      }),
    )
    .returning((eb) => [
      "metric",
      "value",
      eb
        .selectFrom("achievement_progress as seen")
        .select("seen.value")
        .where("seen.user_id", "=", userId)
        .whereRef("seen.metric", "=", "achievement_progress.metric")
        .as("seen_before"),
    ])
    .execute();
  return new Map(rows.map((row) => [row.metric, { value: row.value, seenBefore: row.seen_before ?? null }]));
}

/** Records achievements as unlocked; returns only the ids that were not unlocked before (idempotent). */
export async function unlockAchievements(
  db: Db,
  userId: string,
  achievementIds: string[],
  at: Date,
): Promise<string[]> {
  if (achievementIds.length === 0) return [];
  const rows = await db
    .insertInto("user_achievements")
    .values(achievementIds.map((achievement_id) => ({ user_id: userId, achievement_id, unlocked_at: at })))
    .onConflict((oc) => oc.columns(["user_id", "achievement_id"]).doNothing())
    .returning("achievement_id")
    .execute();
  return rows.map((row) => row.achievement_id);
}

/** Every metric value of a player. */
export async function metricValues(db: Db, userId: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("achievement_progress")
    .select(["metric", "value"])
    .where("user_id", "=", userId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.metric, row.value]));
}

/** When each of a player's unlocked achievements was unlocked. */
export async function unlockTimes(db: Db, userId: string): Promise<Record<string, Date>> {
  const rows = await db
    .selectFrom("user_achievements")
    .select(["achievement_id", "unlocked_at"])
    .where("user_id", "=", userId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.achievement_id, row.unlocked_at]));
}

/**
 * Claims a good-care day for a player atomically: true only for the first claim of that day (a later day replaces an
 * earlier one), so parallel care on several ants counts one day once.
 */
export async function claimGoodCareDay(db: Db, userId: string, day: number): Promise<boolean> {
  const row = await db
    .insertInto("good_care_days")
    .values({ user_id: userId, last_day: day })
    .onConflict((oc) =>
      oc
        .column("user_id")
        .doUpdateSet((eb) => ({ last_day: eb.ref("excluded.last_day") }))
        .where("good_care_days.last_day", "<", day),
    )
    .returning("user_id")
    .executeTakeFirst();
  return row !== undefined;
}
