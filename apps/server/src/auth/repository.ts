// Linked identities and sign-in attempts; takes db or a transaction first.
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../db/database";
import type { OidcAttemptsTable } from "./tables";

export type AttemptRow = Selectable<OidcAttemptsTable>;

export async function insertAttempt(db: Db, attempt: Insertable<OidcAttemptsTable>): Promise<void> {
  await db.insertInto("oidc_attempts").values(attempt).execute();
}

/**
 * Takes an attempt out of the store: only the browser holding its binding can, and only once (the row is deleted in
 * the same statement, so a replayed or parallel callback finds nothing). Expired rows are swept on the way.
 */
export async function takeAttempt(
  db: Db,
  stateHash: string,
  bindingHash: string,
  now: Date,
): Promise<AttemptRow | undefined> {
  const row = await db
    .deleteFrom("oidc_attempts")
    .where("state_hash", "=", stateHash)
    .where("binding_hash", "=", bindingHash)
    .returningAll()
    .executeTakeFirst();
  await db.deleteFrom("oidc_attempts").where("expires_at", "<=", now).execute();
  return row;
}

/** The player linked to an identity, if any. */
export async function userIdForIdentity(db: Db, issuer: string, subject: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("oidc_identities")
    .select("user_id")
    .where("issuer", "=", issuer)
    .where("subject", "=", subject)
    .executeTakeFirst();
  return row?.user_id;
}

/** Links an identity to a player; answers false when the identity or this player's link at the issuer exists. */
export async function linkIdentity(
  db: Db,
  link: { issuer: string; subject: string; userId: string; email: string | null },
): Promise<boolean> {
  const row = await db
    .insertInto("oidc_identities")
    .values({ issuer: link.issuer, subject: link.subject, user_id: link.userId, email: link.email })
    .onConflict((oc) => oc.doNothing())
    .returning("user_id")
    .executeTakeFirst();
  return row !== undefined;
}

/** A player's first linked identity (any issuer), if any. */
export async function identityOfUser(db: Db, userId: string) {
  return db
    .selectFrom("oidc_identities")
    .select(["issuer", "subject", "email"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .executeTakeFirst();
}
