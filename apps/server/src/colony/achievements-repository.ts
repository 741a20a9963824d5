// Per-player achievement progress (one counter per metric), unlocked achievements and good-care days.
import type { Db } from "../db/database";

/** Applies one change to a metric atomically and returns its new value: `+ amount`, or the larger value for "max". */
export async function bumpMetric(
  db: Db,
  userId: string,
  metric: string,
  mode: "add" | "max",
  amount: number,
): Promise<number> {
  const row = await db
    .insertInto("achievement_progress")
    .values({ user_id: userId, metric, value: amount })
    .onConflict((oc) =>
      oc.columns(["user_id", "metric"]).doUpdateSet((eb) => ({
        value:
          mode === "add"
            ? eb("achievement_progress.value", "+", eb.ref("excluded.value"))
            : eb.fn("greatest", [eb.ref("achievement_progress.value"), eb.ref("excluded.value")]),
      })),
    )
    .returning("value")
    .executeTakeFirstOrThrow();
  return row.value;
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
