// Server-side sessions keyed by the hash of their token.
import type { Db } from "../db/database";
import { hashToken, newToken } from "../lib/tokens";

const DAY_MS = 86_400_000;

/** Creates a session and returns the plain token, which is never stored. */
export async function createSession(db: Db, userId: string, days: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db
    .insertInto("sessions")
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: new Date(now.getTime() + days * DAY_MS) })
    .execute();
  return token;
}

/** The user id of a live session, or undefined. */
export async function userIdForToken(db: Db, token: string, now = new Date()): Promise<string | undefined> {
  const row = await db
    .selectFrom("sessions")
    .select("user_id")
    .where("token_hash", "=", hashToken(token))
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row?.user_id;
}

/** Ends a session at once. */
export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", hashToken(token)).execute();
}
