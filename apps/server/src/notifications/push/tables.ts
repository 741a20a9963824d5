// Web push's tables as Kysely sees them: the players' browser subscriptions and the one VAPID key pair of all nodes.
import type { Timestamp } from "../../db/columns";

/** A browser's PushSubscription; the endpoint (the push service's URL for that browser) is the key. */
export interface PushSubscriptionsTable {
  endpoint: string;
  user_id: string;
  /** The browser's P-256 public key, base64url (65 bytes). */
  p256dh: string;
  /** The browser's auth secret, base64url (16 bytes). */
  auth: string;
  created_at: Timestamp;
  /** When it was subscribed or last renewed: the oldest goes past PUSH_SUBSCRIPTIONS_KEPT. */
  updated_at: Timestamp;
}

/** One row (id 1): the VAPID key pair, made by whichever node starts first. */
export interface PushVapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: Timestamp;
}
