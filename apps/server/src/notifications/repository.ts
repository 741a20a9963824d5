// Stored notices: SQL only. A player keeps their newest NOTIFICATIONS_KEPT; a dedupe key makes a notice once.
import { NOTIFICATIONS_KEPT } from "@antbrawl/protocol/notifications";
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../db/database";
import type { NotificationsTable } from "./tables";

export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Omit<Insertable<NotificationsTable>, "id" | "read_at">;

/** Inserts a notice; undefined when one with the same dedupe key exists. Older notices past the limit go. */
export async function insertNotification(db: Db, notice: NewNotification): Promise<NotificationRow | undefined> {
  const row = await db
    .insertInto("notifications")
    .values({ id: crypto.randomUUID(), ...notice })
    .onConflict((oc) => oc.columns(["user_id", "dedupe_key"]).where("dedupe_key", "is not", null).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row) await keepNewest(db, notice.user_id);
  return row;
}

async function keepNewest(db: Db, userId: string): Promise<void> {
  const cutoff = await db
    .selectFrom("notifications")
    .select(["created_at", "id"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(NOTIFICATIONS_KEPT)
    .limit(1)
    .executeTakeFirst();
  if (!cutoff) return;
  await db
    .deleteFrom("notifications")
    .where("user_id", "=", userId)
    .where((eb) =>
      eb.or([
        eb("created_at", "<", cutoff.created_at),
        eb.and([eb("created_at", "=", cutoff.created_at), eb("id", "<=", cutoff.id)]),
      ]),
    )
    .execute();
}

/** A player's notices, newest first. */
export function listNotifications(db: Db, userId: string): Promise<NotificationRow[]> {
  return db
    .selectFrom("notifications")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(NOTIFICATIONS_KEPT)
    .execute();
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many of `ids` are the player's. */
export async function countOwned(db: Db, userId: string, ids: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("user_id", "=", userId)
    .where("id", "in", [...ids])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the player's given notices (or all of them) read, keeping the first read time. */
export async function markRead(db: Db, userId: string, ids: readonly string[] | "all", now: Date): Promise<void> {
  let query = db
    .updateTable("notifications")
    .set({ read_at: now })
    .where("user_id", "=", userId)
    .where("read_at", "is", null);
  if (ids !== "all") query = query.where("id", "in", [...ids]);
  await query.execute();
}
