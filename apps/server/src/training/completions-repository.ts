// SQL of the completion notices: what ended in a window, the keys not yet handled, the owners' preferences.
import type { Db } from "../db/database";

/** One thing that ended, before its notice is claimed. */
export interface Ended {
  key: string;
  userId: string;
  kind: "training" | "breeding" | "treatment" | "schedule_day";
  refId: string;
  text: string;
}

/** Quick-training sessions that ended in (from, to]. */
export async function endedTrainings(db: Db, from: Date, to: Date): Promise<Ended[]> {
  const rows = await db
    .selectFrom("ants")
    .select(["id", "owner_id", "name", "training_until"])
    .where("training_until", ">", from)
    .where("training_until", "<=", to)
    .execute();
  return rows.map((row) => ({
    key: `training:${row.id}:${row.training_until?.getTime()}`,
    userId: row.owner_id,
    kind: "training",
    refId: row.id,
    text: `${row.name} finished training`,
  }));
}

/** Breedings still incubating whose eggs became ready in (from, to]. */
export async function endedBreedings(db: Db, from: Date, to: Date): Promise<Ended[]> {
  const rows = await db
    .selectFrom("breedings")
    .select(["id", "owner_id", "parents"])
    .where("status", "=", "incubating")
    .where("expected_birth", ">", from)
    .where("expected_birth", "<=", to)
    .execute();
  return rows.map((row) => ({
    key: `breeding:${row.id}`,
    userId: row.owner_id,
    kind: "breeding",
    refId: row.id,
    text: `The eggs of ${row.parents[0].name} and ${row.parents[1].name} are ready to hatch`,
  }));
}

/** Medical Center treatments that ended in (from, to]. */
export async function endedTreatments(db: Db, from: Date, to: Date): Promise<Ended[]> {
  const rows = await db
    .selectFrom("treatments")
    .innerJoin("ants", "ants.id", "treatments.ant_id")
    .select(["treatments.id", "treatments.owner_id", "treatments.ant_id", "ants.name"])
    .where("treatments.ends_at", ">", from)
    .where("treatments.ends_at", "<=", to)
    .execute();
  return rows.map((row) => ({
    key: `treatment:${row.id}`,
    userId: row.owner_id,
    kind: "treatment",
    refId: row.ant_id,
    text: `${row.name}'s treatment is over`,
  }));
}

/** Ants whose schedule has an activity on `day` (a finished UTC day) and counted it (from its first day on). */
export async function scheduledOn(
  db: Db,
  day: number,
  weekday: string,
): Promise<{ antId: string; userId: string; name: string }[]> {
  const rows = await db
    .selectFrom("ant_schedules")
    .innerJoin("ants", "ants.id", "ant_schedules.ant_id")
    .select(["ants.id", "ants.owner_id", "ants.name", "ant_schedules.plan"])
    .where("ant_schedules.from_day", "<=", day)
    .execute();
  return rows
    .filter((row) => typeof row.plan[weekday] === "string")
    .map((row) => ({ antId: row.id, userId: row.owner_id, name: row.name }));
}

/** Records the keys not handled yet and answers those (so each notice is sent once, by one node). */
export async function claimNotices(db: Db, ended: readonly Ended[], now: Date): Promise<Set<string>> {
  if (ended.length === 0) return new Set();
  const rows = await db
    .insertInto("completion_notices")
    .values(ended.map((e) => ({ key: e.key, user_id: e.userId, created_at: now })))
    .onConflict((c) => c.column("key").doNothing())
    .returning("key")
    .execute();
  return new Set(rows.map((row) => row.key));
}

/** The players among `userIds` who turned 'Training completion' notices off (no row: on, the default). */
export async function completionNoticesOff(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("user_preferences")
    .select("user_id")
    .where("user_id", "in", [...new Set(userIds)])
    .where("training_completion", "=", false)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** Drops handled keys older than `before` (their window has passed, so they can never be claimed again). */
export async function forgetNotices(db: Db, before: Date): Promise<void> {
  await db.deleteFrom("completion_notices").where("created_at", "<", before).execute();
}
