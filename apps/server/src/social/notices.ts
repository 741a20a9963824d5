// The social live notices, each honouring the receiver's or the subject's preferences; they never fail the action.
import type { FastifyInstance } from "fastify";
import { notifyUser } from "../ws/notify";
import type { RequestOutcome, RespondOutcome } from "./friends";
import { friendIds } from "./friendships-repository";
import { readPreferences } from "./preferences-repository";

/**
 * A new request reaches its recipient (unless their friend-request notifications are off); an accepted one, both.
 * Resolves once the notices are published (the preference read included); never rejects.
 */
export async function noticeRequest(app: FastifyInstance, outcome: RequestOutcome): Promise<void> {
  const { friendship, requester, addressee } = outcome;
  if (outcome.kind === "accepted") {
    notifyUser(app, requester.id, {
      type: "friend_request_accepted",
      friendship_id: friendship.id,
      friend_id: addressee.id,
      friend_username: addressee.username,
    });
    notifyUser(app, addressee.id, { type: "friends_changed" });
    return;
  }
  notifyUser(app, requester.id, { type: "friends_changed" });
  try {
    const prefs = await readPreferences(app.deps.db, addressee.id);
    // Notices off: no notice, but the lists still refresh quietly.
    if (!prefs.notifications.friend_requests) return notifyUser(app, addressee.id, { type: "friends_changed" });
    notifyUser(app, addressee.id, {
      type: "friend_request_received",
      friendship_id: friendship.id,
      requester_id: requester.id,
      requester_username: requester.username,
    });
  } catch (error) {
    app.log.warn({ err: error }, "friend request notice not sent");
  }
}

/** An answer: the requester hears of an acceptance; both players' other tabs refresh. */
export function noticeResponse(app: FastifyInstance, outcome: RespondOutcome, responderUsername: string): void {
  const { friendship } = outcome;
  if (outcome.accepted) {
    notifyUser(app, friendship.requester_id, {
      type: "friend_request_accepted",
      friendship_id: friendship.id,
      friend_id: friendship.addressee_id,
      friend_username: responderUsername,
    });
  } else {
    notifyUser(app, friendship.requester_id, { type: "friends_changed" });
  }
  notifyUser(app, friendship.addressee_id, { type: "friends_changed" });
}

/** A removal: both players' friends lists refresh. */
export function noticeRemoval(app: FastifyInstance, userId: string, friendId: string): void {
  notifyUser(app, userId, { type: "friends_changed" });
  notifyUser(app, friendId, { type: "friends_changed" });
}

/**
 * Tells the player's friends that the player is now online or not. Every friend is told, not only those online now:
 * after a Redis outage the friends' own leases may come back after this one. Players hiding their status are announced
 * only by `force` (the preference itself changing), and then as offline.
 */
export async function announcePresence(
  app: FastifyInstance,
  userId: string,
  online: boolean,
  force = false,
): Promise<void> {
  const prefs = await readPreferences(app.deps.db, userId);
  if (!prefs.privacy.show_online_status && !force) return;
  const is_online = online && prefs.privacy.show_online_status;
  for (const friendId of await friendIds(app.deps.db, userId)) {
    notifyUser(app, friendId, { type: "presence_changed", user_id: userId, is_online });
  }
}
