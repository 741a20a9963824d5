// Server-side sessions keyed by the hash of their token, with a public id for listing and ending them.
import type { Db } from "../db/database";
import { hashToken, newToken } from "../lib/tokens";

const DAY_MS = 86_400_000;
/** How stale `last_used_at` may get before a lookup refreshes it (one write per session per 5 minutes at most). */
const LAST_USED_STEP_MS = 5 * 60_000;
const USER_AGENT_MAX = 300;

/** Creates a session and returns the plain token, which is never stored. */
export async function createSession(
  db: Db,
  userId: string,
  days: number,
  now = new Date(),
  userAgent?: string | null,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto("sessions")
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      last_used_at: now,
      expires_at: new Date(now.getTime() + days * DAY_MS),
      user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    })
    .execute();
  return token;
}

/** A live session's user and expiry by the token's hash, or undefined; refreshes a stale `last_used_at`. */
export async function sessionByHash(
  db: Db,
  tokenHash: string,
  now = new Date(),
): Promise<{ user_id: string; expires_at: Date } | undefined> {
  const row = await db
    .selectFrom("sessions")
    .select(["user_id", "expires_at", "last_used_at"])
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (row && now.getTime() - row.last_used_at.getTime() > LAST_USED_STEP_MS) {
    await db
      .updateTable("sessions")
      .set({ last_used_at: now })
      .where("token_hash", "=", tokenHash)
      .execute()
      .catch(() => undefined);
  }
  return row && { user_id: row.user_id, expires_at: row.expires_at };
}

/** Ends a session at once; answers the token's hash so the end can be announced to every node. */
export async function deleteSession(db: Db, token: string): Promise<string> {
  const tokenHash = hashToken(token);
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
  return tokenHash;
}

/** Which of these token hashes still belong to a live session at `now` (in chunks of 1000). */
export async function liveSessionHashes(db: Db, tokenHashes: readonly string[], now: Date): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < tokenHashes.length; i += 1000) {
    const rows = await db
      .selectFrom("sessions")
      .select("token_hash")
      .where("token_hash", "in", tokenHashes.slice(i, i + 1000))
      .where("expires_at", ">", now)
      .execute();
    for (const row of rows) live.add(row.token_hash);
  }
  return live;
}

/**
 * Ends a player's sessions: every one but `keep` (a token hash) when given, else all of them; answers the ended
 * sessions' token hashes so the end can be announced to every node.
 */
export async function deleteUserSessions(db: Db, userId: string, keep?: string): Promise<string[]> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keep) query = query.where("token_hash", "<>", keep);
  const rows = await query.returning("token_hash").execute();
  return rows.map((row) => row.token_hash);
}

/** Ends every session of every player (an operator's revoke); answers the ended token hashes. */
export async function deleteAllSessions(db: Db): Promise<string[]> {
  const rows = await db.deleteFrom("sessions").returning("token_hash").execute();
  return rows.map((row) => row.token_hash);
}

/** A player's live sessions, newest use first. */
export async function listSessions(db: Db, userId: string, now = new Date()) {
  return db
    .selectFrom("sessions")
    .select(["id", "token_hash", "created_at", "last_used_at", "user_agent"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .orderBy("last_used_at", "desc")
    .orderBy("created_at", "desc")
    .execute();
}

/** Ends one of a player's sessions by its public id; answers its token hash, or undefined when there is none. */
export async function deleteSessionById(db: Db, userId: string, id: string): Promise<string | undefined> {
  const row = await db
    .deleteFrom("sessions")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning("token_hash")
    .executeTakeFirst();
  return row?.token_hash;
}

/** How many sessions exist (tests count them to prove a refused sign-in created none). */
export async function countSessions(db: Db): Promise<number> {
  const row = await db
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
