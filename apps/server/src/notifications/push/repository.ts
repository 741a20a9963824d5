// Web push's SQL: subscriptions per player (at most PUSH_SUBSCRIPTIONS_KEPT) and the shared VAPID key pair.
import { PUSH_SUBSCRIPTIONS_KEPT } from "@antbrawl/protocol/push";
import { type Selectable, sql } from "kysely";
import type { Db } from "../../db/database";
import type { PushSubscriptionsTable } from "./tables";

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Stores the key pair unless a node stored one first; answers the stored pair either way. */
export async function storeVapidKeys(db: Db, made: VapidKeys, now: Date): Promise<VapidKeys> {
  await db
    .insertInto("push_vapid_keys")
    .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey, created_at: now })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  const row = await db
    .selectFrom("push_vapid_keys")
    .select(["public_key", "private_key"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key };
}

export async function readVapidKeys(db: Db): Promise<VapidKeys | undefined> {
  const row = await db
    .selectFrom("push_vapid_keys")
    .select(["public_key", "private_key"])
    .where("id", "=", 1)
    .executeTakeFirst();
  return row && { publicKey: row.public_key, privateKey: row.private_key };
}

/**
 * Stores (or renews, also from another player: the endpoint is one browser) a subscription, then drops the player's
 * oldest past the limit; one player's subscribes are serialised by an advisory lock. Answers the row and whether new.
 */
export async function upsertSubscription(
  trx: Db,
  sub: { endpoint: string; userId: string; p256dh: string; auth: string },
  now: Date,
): Promise<{ row: PushSubscriptionRow; created: boolean }> {
  await sql`select pg_advisory_xact_lock(hashtext(${`push:${sub.userId}`}))`.execute(trx);
  const existing = await trx
    .selectFrom("push_subscriptions")
    .select("endpoint")
    .where("endpoint", "=", sub.endpoint)
    .forUpdate()
    .executeTakeFirst();
  const row = await trx
    .insertInto("push_subscriptions")
    .values({
      endpoint: sub.endpoint,
      user_id: sub.userId,
      p256dh: sub.p256dh,
      auth: sub.auth,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column("endpoint").doUpdateSet({ user_id: sub.userId, p256dh: sub.p256dh, auth: sub.auth, updated_at: now }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  const others = await trx
    .selectFrom("push_subscriptions")
    .select("endpoint")
    .where("user_id", "=", sub.userId)
    .where("endpoint", "!=", sub.endpoint)
    .orderBy("updated_at", "desc")
    .orderBy("created_at", "desc")
    .limit(PUSH_SUBSCRIPTIONS_KEPT - 1)
    .execute();
  const kept = [sub.endpoint, ...others.map((other) => other.endpoint)];
  await trx
    .deleteFrom("push_subscriptions")
    .where("user_id", "=", sub.userId)
    .where("endpoint", "not in", kept)
    .execute();
  return { row, created: !existing };
}

/** Removes the player's subscription at `endpoint`; answers whether there was one. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .deleteFrom("push_subscriptions")
    .where("user_id", "=", userId)
    .where("endpoint", "=", endpoint)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

export function subscriptionsOf(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db.selectFrom("push_subscriptions").selectAll().where("user_id", "=", userId).execute();
}
