// Friends, friend requests, player search, preferences and public battle history: shapes of the Social calls.
import { type Static, Type } from "@sinclair/typebox";

/** Search page size when the query gives none, and the most one page may hold (spec 000 §9: lists default to 10). */
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_QUERY_MAX = 30;

export const Friend = Type.Object(
  {
    id: Type.String(),
    username: Type.String(),
    is_online: Type.Boolean({ description: "false whenever the friend hides their online status" }),
    wins: Type.Integer({ description: "wins of all the friend's ants together" }),
    losses: Type.Integer({ description: "losses of all the friend's ants together" }),
    rank: Type.String({ description: "the leaderboard tier of the friend's best ant's ELO (Novice without ants)" }),
    live_battle_id: Type.Optional(
      Type.String({
        description: "the live battle the friend is fighting now, to watch; absent while they hide their status",
      }),
    ),
  },
  { $id: "Friend" },
);
export type Friend = Static<typeof Friend>;

export const FriendList = Type.Object({ friends: Type.Array(Friend) });
export type FriendList = Static<typeof FriendList>;

export const FriendRequest = Type.Object({
  friendship_id: Type.String(),
  requester_username: Type.String(),
  created_at: Type.String({ format: "date-time" }),
});
export type FriendRequest = Static<typeof FriendRequest>;

export const FriendRequestList = Type.Object({ friend_requests: Type.Array(FriendRequest) });
export type FriendRequestList = Static<typeof FriendRequestList>;

export const FriendshipStatus = Type.Union([Type.Literal("none"), Type.Literal("pending"), Type.Literal("accepted")]);
export type FriendshipStatus = Static<typeof FriendshipStatus>;

export const UserSearchResult = Type.Object({
  id: Type.String(),
  username: Type.String(),
  friendship_status: FriendshipStatus,
  is_friend_requester: Type.Boolean({ description: "true when the caller sent the pending or accepted request" }),
});
export type UserSearchResult = Static<typeof UserSearchResult>;

export const UserSearchQuery = Type.Object({
  q: Type.String({ maxLength: SEARCH_QUERY_MAX, description: "username prefix, any case; blank is refused" }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_MAX_LIMIT, default: SEARCH_DEFAULT_LIMIT })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
});
export type UserSearchQuery = Static<typeof UserSearchQuery>;

export const UserSearchAnswer = Type.Object({ users: Type.Array(UserSearchResult) });
export type UserSearchAnswer = Static<typeof UserSearchAnswer>;

export const FriendRequestBody = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 60 }) },
  { additionalProperties: false },
);
export type FriendRequestBody = Static<typeof FriendRequestBody>;

export const RespondBody = Type.Object({ accept: Type.Boolean() }, { additionalProperties: false });
export type RespondBody = Static<typeof RespondBody>;

export const FriendshipParams = Type.Object({ userId: Type.String(), friendshipId: Type.String() });
export const FriendParams = Type.Object({ userId: Type.String(), friendId: Type.String() });

export const NotificationPreferences = Type.Object(
  {
    battle_invitations: Type.Boolean(),
    friend_requests: Type.Boolean(),
    training_completion: Type.Boolean(),
    /** Issue 28: a treatment or a breeding finished. */
    lab_completion: Type.Boolean(),
    /** Issue 28: one of an ant's needs became critical. */
    needs_critical: Type.Boolean(),
    /** Issue 28: a battle was fought without the player (their ant defended). */
    battle_results: Type.Boolean(),
    /** Issue 28: an achievement was unlocked. */
    achievements: Type.Boolean(),
  },
  { additionalProperties: false },
);
export const PrivacyPreferences = Type.Object(
  {
    show_online_status: Type.Boolean(),
    allow_friend_invites: Type.Boolean(),
    public_battle_history: Type.Boolean(),
    /** Ranked live battles of the player are listed in Live now and anyone signed in may watch them. */
    show_in_live_now: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const Preferences = Type.Object(
  { notifications: NotificationPreferences, privacy: PrivacyPreferences },
  { additionalProperties: false, $id: "Preferences" },
);
export type Preferences = Static<typeof Preferences>;

/** PUT body: any subset of the groups and of their fields; what is left out keeps its value. */
export const PreferencesPatch = Type.Object(
  {
    notifications: Type.Optional(Type.Partial(NotificationPreferences, { additionalProperties: false })),
    privacy: Type.Optional(Type.Partial(PrivacyPreferences, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type PreferencesPatch = Static<typeof PreferencesPatch>;

/**
 * Spec 000 §2: every notification on; online status and friend invites on; public battle history off. Live now
 * (issue 24) is on: a ranked battle is a public match unless the player opts out.
 */
export const DEFAULT_PREFERENCES: Preferences = {
  notifications: {
    battle_invitations: true,
    friend_requests: true,
    training_completion: true,
    lab_completion: true,
    needs_critical: true,
    battle_results: true,
    achievements: true,
  },
  privacy: {
    show_online_status: true,
    allow_friend_invites: true,
    public_battle_history: false,
    show_in_live_now: true,
  },
};

export const PlayerParams = Type.Object({ userId: Type.String() });
