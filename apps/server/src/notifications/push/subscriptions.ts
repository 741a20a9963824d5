// Subscribing a browser to a player's pushes: the endpoint must be an allowed push service and the keys real.
import { ECDH } from "node:crypto";
import { PUSH_ERRORS } from "@antbrawl/protocol/errors";
import type { PushSubscriptionAnswer, PushSubscriptionBody } from "@antbrawl/protocol/push";
import type { Db } from "../../db/database";
import { invalid, notFound } from "../../lib/domain-error";
import { pushEndpointAllowed } from "../../lib/push-origins";
import { deleteSubscription, upsertSubscription } from "./repository";

/** The endpoint as a URL on an allowed push service; anything else is refused before it is ever stored or called. */
function allowedEndpoint(endpoint: string, origins: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw invalid(PUSH_ERRORS.endpointNotUrl);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw invalid(PUSH_ERRORS.endpointNotUrl);
  if (!pushEndpointAllowed(url, origins)) throw invalid(PUSH_ERRORS.endpointNotAllowed(url.origin));
  return url;
}

function p256dhKey(text: string): string {
  const key = Buffer.from(text, "base64url");
  if (key.length !== 65 || key[0] !== 0x04) throw invalid(PUSH_ERRORS.p256dh);
  try {
    ECDH.convertKey(key, "prime256v1");
  } catch {
    throw invalid(PUSH_ERRORS.p256dh);
  }
  return key.toString("base64url");
}

function authSecret(text: string): string {
  const secret = Buffer.from(text, "base64url");
  if (secret.length !== 16) throw invalid(PUSH_ERRORS.auth);
  return secret.toString("base64url");
}

/** Stores or renews the subscription (the player's oldest goes past the limit); `created` false on a renewal. */
export async function subscribe(
  db: Db,
  userId: string,
  body: PushSubscriptionBody,
  origins: readonly string[],
  now: Date,
): Promise<{ answer: PushSubscriptionAnswer; created: boolean }> {
  allowedEndpoint(body.endpoint, origins);
  const p256dh = p256dhKey(body.keys.p256dh);
  const auth = authSecret(body.keys.auth);
  const { row, created } = await db
    .transaction()
    .execute((trx) => upsertSubscription(trx, { endpoint: body.endpoint, userId, p256dh, auth }, now));
  return { answer: { endpoint: row.endpoint, created_at: row.created_at.toISOString() }, created };
}

/** Removes the player's subscription at `endpoint`; 404 when the player has none there. */
export async function unsubscribe(db: Db, userId: string, endpoint: string): Promise<void> {
  if (!(await deleteSubscription(db, userId, endpoint))) throw notFound(PUSH_ERRORS.notFound);
}
