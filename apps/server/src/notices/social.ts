// The social live notices: friend requests and answers, friendships ending, presence and battle invitations, each
// honouring the receiver's preferences as the event carries them.
import type { Events } from "../events/units";
import type { Send } from "./install";

/** Registers the social notices. */
export function installSocialNotices(events: Events, send: Send): void {
  events.afterCommit("friend.requested", ({ friendshipId, requester, addresseeId, announce }) => {
    send(requester.id, { type: "friends_changed" });
    // Notices off: no notice, but the lists still refresh quietly.
    if (!announce) return send(addresseeId, { type: "friends_changed" });
    send(addresseeId, {
      type: "friend_request_received",
      friendship_id: friendshipId,
      requester_id: requester.id,
      requester_username: requester.username,
    });
  });
  events.afterCommit("friendship.accepted", ({ friendshipId, requesterId, addressee }) => {
    send(requesterId, {
      type: "friend_request_accepted",
      friendship_id: friendshipId,
      friend_id: addressee.id,
      friend_username: addressee.username,
    });
    send(addressee.id, { type: "friends_changed" });
  });
  events.afterCommit("friend.declined", ({ requesterId, addresseeId }) => {
    send(requesterId, { type: "friends_changed" });
    send(addresseeId, { type: "friends_changed" });
  });
  events.afterCommit("friendship.ended", ({ userId, friendId }) => {
    send(userId, { type: "friends_changed" });
    send(friendId, { type: "friends_changed" });
  });
  events.afterCommit("presence.changed", ({ userId, isOnline, friendIds }) => {
    for (const friendId of friendIds)
      send(friendId, { type: "presence_changed", user_id: userId, is_online: isOnline });
  });
  events.afterCommit("invitation.sent", ({ inviteeId, inviterUsername, announce }) => {
    if (announce) send(inviteeId, { type: "battle_invitation_received", inviter_username: inviterUsername });
  });
  events.afterCommit("invitation.accepted", ({ inviterId, accepterUsername }) => {
    send(inviterId, { type: "battle_invitation_accepted", accepter_username: accepterUsername });
  });
}
