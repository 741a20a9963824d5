// Keeps only an ant's newest rows in a per-ant log table (chat lines, events).
import type { Db } from "../db/database";

/** Deletes all but the newest `keep` rows of the ant in the table, by id. */
export async function keepNewestPerAnt(
  db: Db,
  table: "chat_messages" | "ant_events",
  antId: string,
  keep: number,
): Promise<void> {
  const cutoff = await db
    .selectFrom(table)
    .select("id")
    .where("ant_id", "=", antId)
    .orderBy("id", "desc")
    .offset(keep)
    .limit(1)
    .executeTakeFirst();
  if (cutoff) await db.deleteFrom(table).where("ant_id", "=", antId).where("id", "<=", cutoff.id).execute();
}
