// What recently happened to an ant (care, chats, battles, training), remembered for its chat replies.
import type { Selectable } from "kysely";
import type { Db } from "../db/database";
import type { AntEventsTable } from "./tables";

export type AntEventRow = Selectable<AntEventsTable>;

/**
 * Kinds of ant events. `detail` is what the ant remembers, in the words of the chat engine's event lines:
 * "fed", "watered", "rested", "cleaned", "exercised", "trained", "won a battle", "lost a battle", "leveled up",
 * "treated"; any other text reads "I'm still thinking about when I {detail}.".
 */
export type AntEventKind = "created" | "care" | "chat" | "battle" | "training" | "lab" | (string & {});

/** Events kept per ant; older ones are pruned as new ones arrive. */
export const ANT_EVENTS_KEPT = 50;

/**
 * Records something that happened to an ant, inside the caller's transaction when given one. Call it from any
 * feature that changes an ant (battles: "won a battle" / "lost a battle", training: "trained", …).
 */
export async function recordAntEvent(
  db: Db,
  antId: string,
  kind: AntEventKind,
  detail: string,
  at: Date = new Date(),
): Promise<void> {
  // One statement: the insert, and a bounded prune of what falls beyond the newest kept (the prune's snapshot does
  // not see the new row, so it keeps ANT_EVENTS_KEPT - 1 older ones).
  await db
    .with("added", (qb) =>
      qb.insertInto("ant_events").values({ ant_id: antId, kind, detail, created_at: at }).returning("id"),
    )
    .deleteFrom("ant_events")
    .where("ant_id", "=", antId)
    .where("id", "<=", (eb) =>
      eb
        .selectFrom("ant_events")
        .select("id")
        .where("ant_id", "=", antId)
        .orderBy("id", "desc")
        .offset(ANT_EVENTS_KEPT - 1)
        .limit(1),
    )
    .execute();
}

/** An ant's events since a time, oldest first, at most `limit` (the newest ones), leaving out the given kinds. */
export async function recentAntEvents(
  db: Db,
  antId: string,
  options: { since: Date; limit: number; excludeKinds?: string[] },
): Promise<AntEventRow[]> {
  let query = db
    .selectFrom("ant_events")
    .selectAll()
    .where("ant_id", "=", antId)
    .where("created_at", ">=", options.since);
  if (options.excludeKinds && options.excludeKinds.length > 0)
    query = query.where("kind", "not in", options.excludeKinds);
  const newest = await query.orderBy("id", "desc").limit(options.limit).execute();
  return newest.reverse();
}
