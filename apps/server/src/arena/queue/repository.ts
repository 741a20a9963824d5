// Reads and writes queue tickets; db or a transaction comes first.
import type { QueueTicket } from "@antbrawl/rules/arena/queue";
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../db/database";
import type { ArenaTicketsTable } from "./tables";

export type TicketRow = Selectable<ArenaTicketsTable>;

/** Stores a ticket; a second ticket of the same player fails on the unique user_id. */
export async function insertTicket(db: Db, ticket: Insertable<ArenaTicketsTable>): Promise<void> {
  await db.insertInto("arena_tickets").values(ticket).execute();
}

/** Many tickets in one statement (a batch of joins). */
export async function insertTickets(db: Db, tickets: readonly Insertable<ArenaTicketsTable>[]): Promise<void> {
  if (tickets.length > 0) await db.insertInto("arena_tickets").values(tickets).execute();
}

/** Which of the players have a waiting ticket. */
export async function ticketsOfUsers(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom("arena_tickets").select("user_id").where("user_id", "in", userIds).execute();
  return new Set(rows.map((row) => row.user_id));
}

/** The player's waiting ticket, if any. */
export async function ticketOfUser(db: Db, userId: string): Promise<TicketRow | undefined> {
  return db.selectFrom("arena_tickets").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** The tickets waiting in one queue, oldest first, at most `limit`. */
export async function waitingTickets(db: Db, matchType: TicketRow["match_type"], limit: number): Promise<TicketRow[]> {
  return db
    .selectFrom("arena_tickets")
    .selectAll()
    .where("match_type", "=", matchType)
    .orderBy("joined_at")
    .limit(limit)
    .execute();
}

/** Deletes the given tickets and answers the rows that were there (a concurrent delete waits, then gets none). */
export async function deleteTickets(db: Db, ticketIds: readonly string[]): Promise<TicketRow[]> {
  if (ticketIds.length === 0) return [];
  return db.deleteFrom("arena_tickets").where("id", "in", ticketIds).returningAll().execute();
}

/** Locks the given tickets that are still stored (`SELECT … FOR UPDATE`, id order) and answers their ids. */
export async function lockTickets(trx: Db, ticketIds: readonly string[]): Promise<Set<string>> {
  if (ticketIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom("arena_tickets")
    .select("id")
    .where("id", "in", ticketIds)
    .orderBy("id")
    .forUpdate()
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Tickets that joined at or before `before`, oldest first (the sweep's candidates). */
export async function ticketsJoinedBefore(db: Db, before: Date, limit: number): Promise<TicketRow[]> {
  return db
    .selectFrom("arena_tickets")
    .selectAll()
    .where("joined_at", "<=", before)
    .orderBy("joined_at")
    .limit(limit)
    .execute();
}

/** A stored ticket as the pairing sees it. */
export function toQueueTicket(row: TicketRow): QueueTicket {
  return {
    id: row.id,
    userId: row.user_id,
    antId: row.ant_id,
    matchType: row.match_type,
    rating: row.rating,
    joinedAt: new Date(row.joined_at).getTime(),
    stakeMilli: row.stake_milli,
  };
}
