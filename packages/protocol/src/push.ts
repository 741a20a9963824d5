// Web push (issue 28): the server's VAPID public key and a browser's PushSubscription, as the browser serialises it.
import { type Static, Type } from "@sinclair/typebox";

/** Subscriptions a player keeps: a new browser beyond this drops the one subscribed (or renewed) longest ago. */
export const PUSH_SUBSCRIPTIONS_KEPT = 5;

const base64url = (minLength: number, maxLength: number) =>
  Type.String({ minLength, maxLength, pattern: "^[A-Za-z0-9_-]+={0,2}$" });

/** The application server key a browser subscribes with (`applicationServerKey`), base64url. */
export const PushPublicKey = Type.Object({ public_key: Type.String() }, { additionalProperties: false });
export type PushPublicKey = Static<typeof PushPublicKey>;

/** `PushSubscription.toJSON()`: the push service's URL and the browser's keys (p256dh 65 bytes, auth 16 bytes). */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ minLength: 1, maxLength: 2048 }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object({ p256dh: base64url(87, 88), auth: base64url(22, 24) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

/** Which subscription to remove. */
export const PushEndpointBody = Type.Object(
  { endpoint: Type.String({ minLength: 1, maxLength: 2048 }) },
  { additionalProperties: false },
);
export type PushEndpointBody = Static<typeof PushEndpointBody>;

/** A stored subscription (201 when new, 200 when the same endpoint was renewed). */
export const PushSubscriptionAnswer = Type.Object(
  { endpoint: Type.String(), created_at: Type.String({ description: "ISO 8601 time" }) },
  { additionalProperties: false },
);
export type PushSubscriptionAnswer = Static<typeof PushSubscriptionAnswer>;
