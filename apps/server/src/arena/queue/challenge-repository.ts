// Reads of the open challenges (W34): waiting tickets with their ant, their owner's username and privacy setting.
import type { Db } from "../../db/database";
import type { TicketRow } from "./repository";

/** A stored ticket with what the list and a take need to know of its ant and owner. */
export interface ChallengeRow extends TicketRow {
  ant_name: string;
  total_experience: number;
  username: string;
  owner_shows_online: boolean;
}

const challengeRows = (db: Db) =>
  db
    .selectFrom("arena_tickets as t")
    .innerJoin("ants as a", "a.id", "t.ant_id")
    .innerJoin("users as u", "u.id", "t.user_id")
    .leftJoin("user_preferences as up", "up.user_id", "t.user_id")
    .selectAll("t")
    .select((eb) => [
      "a.name as ant_name",
      "a.total_experience",
      "u.username",
      eb.fn.coalesce("up.show_online_status", eb.lit(true)).as("owner_shows_online"),
    ]);

/** One ticket by id, with its ant and owner; undefined when it is not stored. */
export async function challengeById(db: Db, ticketId: string): Promise<ChallengeRow | undefined> {
  return challengeRows(db).where("t.id", "=", ticketId).executeTakeFirst();
}

/**
 * The waiting quick tickets of other players who show their online status, longest waiting first, at most `limit`
 * (the rows the list starts from; W34 in `isOpenChallenge` says the same).
 */
export async function openChallengeRows(db: Db, viewerId: string, limit: number): Promise<ChallengeRow[]> {
  return challengeRows(db)
    .where("t.match_type", "=", "quick")
    .where("t.user_id", "<>", viewerId)
    .where((eb) => eb.or([eb("up.show_online_status", "is", null), eb("up.show_online_status", "=", true)]))
    .orderBy("t.joined_at")
    .orderBy("t.id")
    .limit(limit)
    .execute();
}
