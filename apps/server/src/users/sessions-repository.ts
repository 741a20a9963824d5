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
  return (await sessionByHash(db, hashToken(token), now))?.user_id;
}

/** A live session's user and expiry by the token's hash, or undefined. */
export async function sessionByHash(
  db: Db,
  tokenHash: string,
  now = new Date(),
): Promise<{ user_id: string; expires_at: Date } | undefined> {
  return db
    .selectFrom("sessions")
    .select(["user_id", "expires_at"])
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

/** Ends a session at once; answers the token's hash so the end can be announced to every node. */
export async function deleteSession(db: Db, token: string): Promise<string> {
  const tokenHash = hashToken(token);
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
  return tokenHash;
}
