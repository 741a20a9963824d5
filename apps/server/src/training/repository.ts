// Reads and writes the training columns of ants and the schedule tables; every function takes db or trx first.
import type { Stats } from "@antbrawl/rules/ant";
import type { ScheduleDay } from "@antbrawl/rules/training/settle";
import type { Db } from "../db/database";

/** Stats and trained gains as column values. */
export function statColumns(stats: Stats, gains: Partial<Stats>) {
  return { stats: JSON.stringify(stats), stat_gains: JSON.stringify(gains) };
}

/** An ant's saved schedule, if any. */
export async function findSchedule(db: Db, antId: string) {
  return db.selectFrom("ant_schedules").selectAll().where("ant_id", "=", antId).executeTakeFirst();
}

/** Saves a plan; the first save fixes the day the plan starts from. */
export async function upsertSchedule(
  db: Db,
  antId: string,
  plan: Record<string, string | null>,
  today: number,
  at: Date,
): Promise<void> {
  await db
    .insertInto("ant_schedules")
    .values({ ant_id: antId, plan: JSON.stringify(plan), from_day: today, updated_at: at })
    .onConflict((oc) => oc.column("ant_id").doUpdateSet({ plan: JSON.stringify(plan), updated_at: at }))
    .execute();
}

/** Records applied or skipped schedule days (a day already recorded is kept as it was). */
export async function insertScheduleDays(db: Db, antId: string, days: readonly ScheduleDay[]): Promise<void> {
  if (days.length === 0) return;
  await db
    .insertInto("ant_schedule_days")
    .values(
      days.map((d) => ({
        ant_id: antId,
        day: d.day,
        activity: d.activity,
        status: d.status,
        energy: d.energy,
        gains: JSON.stringify(d.gains),
        reason: d.reason,
      })),
    )
    .onConflict((oc) => oc.columns(["ant_id", "day"]).doNothing())
    .execute();
}

/** The newest `limit` schedule days of an ant. */
export async function listScheduleDays(db: Db, antId: string, limit: number) {
  return db
    .selectFrom("ant_schedule_days")
    .selectAll()
    .where("ant_id", "=", antId)
    .orderBy("day", "desc")
    .limit(limit)
    .execute();
}

/** Ids of a player's ants whose training state is due for settling (a day to apply, or a session that ended). */
export async function antsDueForSettling(db: Db, ownerId: string, yesterday: number, at: Date): Promise<string[]> {
  const rows = await db
    .selectFrom("ants")
    .select("id")
    .where("owner_id", "=", ownerId)
    .where((eb) =>
      eb.or([
        eb("settled_day", "is", null),
        eb("settled_day", "<", yesterday),
        eb.and([eb("is_training", "=", true), eb("training_until", "<=", at)]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}
