// Friendship rows: SQL only; every function takes db or a transaction first.
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db } from "../db/database";
import type { FriendshipsTable } from "./tables";

export type FriendshipRow = Selectable<FriendshipsTable>;

/** The ordered key of an unordered pair. */
export function pairOf(a: string, b: string): { user_low: string; user_high: string } {
  return a < b ? { user_low: a, user_high: b } : { user_low: b, user_high: a };
}

/** Inserts a pending request unless the pair already has a row; answers the new row or undefined. */
export async function insertRequestIfAbsent(
  db: Db,
  requesterId: string,
  addresseeId: string,
  now: Date,
): Promise<FriendshipRow | undefined> {
  return db
    .insertInto("friendships")
    .values({
      id: randomUUID(),
      requester_id: requesterId,
      addressee_id: addresseeId,
      ...pairOf(requesterId, addresseeId),
      status: "pending",
      created_at: now,
      accepted_at: null,
    })
    .onConflict((oc) => oc.columns(["user_low", "user_high"]).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The pair's row, locked for the rest of the transaction. */
export async function lockPair(db: Db, a: string, b: string): Promise<FriendshipRow | undefined> {
  const { user_low, user_high } = pairOf(a, b);
  return db
    .selectFrom("friendships")
    .selectAll()
    .where("user_low", "=", user_low)
    .where("user_high", "=", user_high)
    .forUpdate()
    .executeTakeFirst();
}

export async function lockFriendship(db: Db, id: string): Promise<FriendshipRow | undefined> {
  return db.selectFrom("friendships").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function acceptFriendship(db: Db, id: string, now: Date): Promise<FriendshipRow> {
  return db
    .updateTable("friendships")
    .set({ status: "accepted", accepted_at: now })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteFriendship(db: Db, id: string): Promise<void> {
  await db.deleteFrom("friendships").where("id", "=", id).execute();
}

/** Deletes the accepted friendship of a pair; answers whether there was one. */
export async function deleteAcceptedPair(db: Db, a: string, b: string): Promise<boolean> {
  const { user_low, user_high } = pairOf(a, b);
  const result = await db
    .deleteFrom("friendships")
    .where("user_low", "=", user_low)
    .where("user_high", "=", user_high)
    .where("status", "=", "accepted")
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ids of the player's accepted friends. */
export async function friendIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("friendships")
    .select((eb) =>
      eb.case().when("user_low", "=", userId).then(eb.ref("user_high")).else(eb.ref("user_low")).end().as("friend_id"),
    )
    .where("status", "=", "accepted")
    .where((eb) => eb.or([eb("user_low", "=", userId), eb("user_high", "=", userId)]))
    .execute();
  return rows.map((r) => r.friend_id);
}

/** The player's friends with their ants' records: wins and losses summed, the best ELO (null without ants). */
export async function friendsWithRecords(db: Db, userId: string) {
  const ids = await friendIds(db, userId);
  if (ids.length === 0) return [];
  return db
    .selectFrom("users as u")
    .leftJoin("ants as a", "a.owner_id", "u.id")
    .select((eb) => [
      "u.id",
      "u.username",
      eb.fn.coalesce(eb.fn.sum<string | number>("a.wins"), eb.lit(0)).as("wins"),
      eb.fn.coalesce(eb.fn.sum<string | number>("a.losses"), eb.lit(0)).as("losses"),
      eb.fn.max<number | null>("a.elo_rating").as("best_elo"),
    ])
    .where("u.id", "in", ids)
    .groupBy(["u.id", "u.username"])
    .orderBy("u.username_key")
    .execute();
}

/** Pending requests the player received, oldest first. */
export async function incomingRequests(db: Db, userId: string) {
  return db
    .selectFrom("friendships as f")
    .innerJoin("users as u", "u.id", "f.requester_id")
    .select(["f.id as friendship_id", "u.username as requester_username", "f.created_at"])
    .where("f.addressee_id", "=", userId)
    .where("f.status", "=", "pending")
    .orderBy("f.created_at")
    .orderBy("f.id")
    .execute();
}

/** Players whose username starts with `prefixKey` (already lower-case), the caller left out, with the pair's row. */
export async function searchUsers(db: Db, callerId: string, prefixKey: string, limit: number, offset: number) {
  const pattern = `${prefixKey.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom("users as u")
    .leftJoin("friendships as f", (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb("f.user_low", "=", callerId), eb("f.user_high", "=", eb.ref("u.id"))]),
          eb.and([eb("f.user_high", "=", callerId), eb("f.user_low", "=", eb.ref("u.id"))]),
        ]),
      ),
    )
    .select(["u.id", "u.username", "f.status", "f.requester_id"])
    .where("u.username_key", "like", pattern)
    .where("u.id", "!=", callerId)
    .orderBy("u.username_key")
    .orderBy("u.id")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function findUserByUsernameKey(db: Db, key: string) {
  return db.selectFrom("users").select(["id", "username"]).where("username_key", "=", key).executeTakeFirst();
}
