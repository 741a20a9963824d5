// Reads and writes players; takes db or a transaction first.
import { randomUUID } from "node:crypto";
import type { User } from "@antbrawl/protocol/users";
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

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<string>().as("n"))
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
