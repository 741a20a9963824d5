// Reads and writes players; takes db or a transaction first.

import { randomUUID } from "node:crypto";
import type { User } from "@antbrawl/protocol/users";
import { HOUSE_USER_ID } from "@antbrawl/rules/tournament/house";
import type { Selectable } from "kysely";
import type { Db } from "../db/database";
import type { UsersTable } from "./tables";

export type UserRow = Selectable<UsersTable>;

/** The lookup key that makes usernames unique regardless of case. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

/** Inserts a player; a taken name surfaces as a unique violation (23505). */
export async function insertUser(db: Db, input: { username: string; email: string; name?: string | null }) {
  return db
    .insertInto("users")
    .values({
      id: randomUUID(),
      username: input.username,
      username_key: usernameKey(input.username),
      email: input.email,
      name: input.name ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Players signed up (the house's system account, made by the tournaments migration, is not one). */
export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("id", "<>", HOUSE_USER_ID)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The API shape of a player. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    avatar_url: row.avatar_url,
    created_at: row.created_at.toISOString(),
    validated: row.validated,
    max_ants: row.max_ants,
  };
}

/** A player by username, regardless of case. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("username_key", "=", usernameKey(username)).executeTakeFirst();
}

/** A player's id and username; throws when there is no such player (callers hold an id the database gave them). */
export async function playerOf(db: Db, id: string): Promise<{ id: string; username: string }> {
  return db.selectFrom("users").select(["id", "username"]).where("id", "=", id).executeTakeFirstOrThrow();
}

/** Locks the player's row for the rest of the transaction (serialises colony-capacity checks); answers max_ants. */
export async function lockPlayer(trx: Db, id: string): Promise<{ maxAnts: number } | undefined> {
  const row = await trx.selectFrom("users").select("max_ants").where("id", "=", id).forUpdate().executeTakeFirst();
  return row ? { maxAnts: row.max_ants } : undefined;
}

/** Sets how many ants a player's colony holds (the test-only route). */
export async function setMaxAnts(db: Db, id: string, maxAnts: number): Promise<void> {
  await db.updateTable("users").set({ max_ants: maxAnts }).where("id", "=", id).execute();
}

/** Renames a player; a name taken by anyone else surfaces as a unique violation (23505) on `username_key`. */
export async function renameUser(db: Db, id: string, username: string): Promise<UserRow | undefined> {
  return db
    .updateTable("users")
    .set({ username, username_key: usernameKey(username) })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Stores a new password hash; with `expectedHash` only if the stored one is still that (no lost update). */
export async function setPasswordHash(db: Db, id: string, hash: string, expectedHash: string | null): Promise<boolean> {
  let query = db.updateTable("users").set({ password_hash: hash }).where("id", "=", id);
  query =
    expectedHash === null ? query.where("password_hash", "is", null) : query.where("password_hash", "=", expectedHash);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Inserts a player under the first free name of `candidates` (case-insensitively); answers undefined when all are
 * taken. ON CONFLICT keeps a surrounding transaction usable.
 */
export async function insertUserWithFreeName(
  db: Db,
  candidates: string[],
  input: { email: string; name: string | null; avatarUrl: string | null },
): Promise<UserRow | undefined> {
  for (const username of candidates) {
    const row = await db
      .insertInto("users")
      .values({
        id: randomUUID(),
        username,
        username_key: usernameKey(username),
        email: input.email,
        name: input.name,
        avatar_url: input.avatarUrl,
        validated: true,
      })
      .onConflict((oc) => oc.column("username_key").doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return row;
  }
  return undefined;
}
