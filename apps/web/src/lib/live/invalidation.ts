// Which cached server data each live notice makes stale, so the player's other tabs refetch it at once.
import type { ServerMessage } from "@antbrawl/protocol/ws-server";

type Tag =
  | "User"
  | "Ants"
  | "Achievements"
  | "Battles"
  | "Leaderboard"
  | "Friends"
  | "FriendRequests"
  | "BattleInvitations"
  | "Equipment"
  | "Notifications"
  | "Breeding"
  | "Tournaments"
  | { type: "User"; id: string };

const BALANCE: Tag = { type: "User", id: "balance" };
const EVERYTHING: Tag[] = [
  "User",
  "Ants",
  "Achievements",
  "Battles",
  "Leaderboard",
  "Friends",
  "FriendRequests",
  "BattleInvitations",
  "Notifications",
];

/** The RTK Query tags a server message invalidates (none for most). */
export function tagsFor(message: ServerMessage): Tag[] {
  switch (message.type) {
    case "ant_updated":
      return ["Ants", "Achievements", BALANCE];
    case "ant_deleted":
      return ["Ants"];
    case "battle_completed":
      return ["Ants", "Battles", "Leaderboard", "Achievements", BALANCE];
    case "battle_found":
      return ["Ants"];
    case "battle_ended":
      return ["Ants", "Battles", "Leaderboard", "Achievements", BALANCE];
    case "battle_invitation_received":
    case "battle_invitation_accepted":
      return ["BattleInvitations"];
    case "achievement_unlocked":
      return ["Achievements"];
    case "item_won":
      return ["Equipment"];
    case "training_completed":
      return ["Ants"];
    case "friend_request_received":
    case "friend_request_accepted":
    case "friends_changed":
      return ["Friends", "FriendRequests"];
    case "presence_changed":
      return ["Friends"];
    case "tournament_updated":
      return ["Tournaments"];
    case "notification":
      return message.notification.kind === "breeding_finished" ? ["Notifications", "Breeding"] : ["Notifications"];
    case "notifications_read":
      return ["Notifications"];
    case "resumed":
      return message.complete ? [] : EVERYTHING;
    default:
      return [];
  }
}
