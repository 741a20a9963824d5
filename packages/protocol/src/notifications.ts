// The notification centre (issue 28): notices kept on the server for a player, read and marked read.
import { type Static, Type } from "@sinclair/typebox";

/** Every kind of notice, each with the preference that turns it off (see NOTIFICATION_PREFERENCE). */
export const NOTIFICATION_KINDS = [
  "friend_request",
  "friend_accepted",
  "battle_invitation",
  "invitation_accepted",
  "training_finished",
  "treatment_finished",
  "breeding_finished",
  "need_critical",
  "battle_result",
  "achievement",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const Notification = Type.Object(
  {
    id: Type.String(),
    kind: Type.Union(NOTIFICATION_KINDS.map((kind) => Type.Literal(kind))),
    title: Type.String(),
    body: Type.String(),
    /** The web route the notice leads to. */
    link: Type.String(),
    /** The pending battle invitation a `battle_invitation` notice answers inline; null otherwise. */
    invitation_id: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String({ description: "ISO 8601 time" }),
    read: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type Notification = Static<typeof Notification>;

/** Newest first, at most NOTIFICATIONS_KEPT. */
export const NotificationList = Type.Object(
  { notifications: Type.Array(Notification), unread_count: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export type NotificationList = Static<typeof NotificationList>;

/** How many notices a player keeps: older ones are deleted as new ones arrive. */
export const NOTIFICATIONS_KEPT = 100;

/** Marks the given notices read, or every one with `{ all: true }`. */
export const MarkReadBody = Type.Union([
  Type.Object(
    { ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: NOTIFICATIONS_KEPT }) },
    { additionalProperties: false },
  ),
  Type.Object({ all: Type.Literal(true) }, { additionalProperties: false }),
]);
export type MarkReadBody = Static<typeof MarkReadBody>;

export const MarkReadAnswer = Type.Object(
  { unread_count: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export type MarkReadAnswer = Static<typeof MarkReadAnswer>;
