// Every message the server sends on /api/ws/{userId}, as TypeBox schemas; stream messages carry a per-user `seq`.
import type { TopdownEvent, TopdownView } from "@antbrawl/rules/topdown/index";
import { type Static, type TProperties, Type } from "@sinclair/typebox";
import { Battle, BattleParticipant } from "./battles";
import { Notification } from "./notifications";

/**
 * Messages published to a player's stream (through `hub.sendToUser`) carry `seq`: per player, increasing by one,
 * across every node. Direct replies to one socket (`authenticated`, `resumed`, `pong`, `error`) carry none.
 */
const Seq = Type.Optional(Type.Integer({ minimum: 1, description: "per-player sequence number of stream messages" }));

const serverMessage = <T extends string, P extends TProperties>(type: T, properties: P) =>
  Type.Object({ type: Type.Literal(type), seq: Seq, ...properties }, { additionalProperties: false });

/** A fighter in a live battle: the battle participant plus its seat's connection and chosen tactic. */
export const LiveParticipant = Type.Object({
  ...BattleParticipant.properties,
  connected: Type.Boolean({ description: "the player has a socket open on the battle" }),
  tactic: Type.Union([Type.String(), Type.Null()], { description: "the tactic in force; null before the first" }),
});
export type LiveParticipant = Static<typeof LiveParticipant>;

/** Where a live battle stands: the countdown before the first turn, the turns, or over. */
export const LiveBattlePhase = Type.Union([
  Type.Literal("countdown"),
  Type.Literal("fighting"),
  Type.Literal("finished"),
]);
export type LiveBattlePhase = Static<typeof LiveBattlePhase>;

/**
 * A battle as the live arena shows it: the stored battle (its `current_turn` is the turn being chosen, its
 * `battle_log` every turn resolved so far) plus the phase, the turn clock and the seats.
 */
export const LiveBattle = Type.Object({
  ...Battle.properties,
  participants: Type.Array(LiveParticipant),
  phase: LiveBattlePhase,
  turn_ends_at: Type.Union([Type.String(), Type.Null()], { description: "ISO time the current turn resolves" }),
  turn_seconds: Type.Number({ description: "how long each turn waits for choices" }),
  spectators: Type.Integer({ minimum: 0, description: "players watching" }),
});
export type LiveBattle = Static<typeof LiveBattle>;

export const AuthenticatedMessage = serverMessage("authenticated", {
  user_id: Type.String(),
  protocol_version: Type.Integer(),
  last_seq: Type.Optional(Type.Integer({ minimum: 0, description: "the player's newest stream seq" })),
});
/** Answers a handshake with `last_seq`: `complete` is false when older messages were already dropped. */
export const ResumedMessage = serverMessage("resumed", {
  replayed: Type.Integer({ minimum: 0 }),
  complete: Type.Boolean(),
  last_seq: Type.Integer({ minimum: 0 }),
});
export const PongMessage = serverMessage("pong", {});
export const ErrorMessage = serverMessage("error", {
  message: Type.String(),
  code: Type.Optional(Type.String({ description: "machine-readable reason, e.g. protocol_outdated" })),
});
export const QueueJoinedMessage = serverMessage("queue_joined", {
  message: Type.String(),
  match_type: Type.Optional(Type.Union([Type.Literal("quick"), Type.Literal("ranked")])),
  ant_id: Type.Optional(Type.String()),
});
/** The player's search ended without a battle (Cancel Search in any tab, a disconnect, or the ant became busy). */
export const QueueLeftMessage = serverMessage("queue_left", { message: Type.String() });
export const BattleFoundMessage = serverMessage("battle_found", { battle: LiveBattle });
/** `message` words the countdown for any client; the web words it itself from `seconds_left` (rules' countdownText). */
export const CountdownUpdateMessage = serverMessage("countdown_update", {
  message: Type.String(),
  seconds_left: Type.Optional(Type.Integer({ minimum: 0, description: "seconds until the battle starts" })),
});
export const BattleStartedMessage = serverMessage("battle_started", { battle: LiveBattle });
export const BattleUpdateMessage = serverMessage("battle_update", { battle: LiveBattle });
export const BattleEndedMessage = serverMessage("battle_ended", {
  battle: LiveBattle,
  winner: Type.Union([Type.String(), Type.Null()], { description: "the winning ant's name" }),
});
export const BattleInvitationReceivedMessage = serverMessage("battle_invitation_received", {
  inviter_username: Type.String(),
});
export const BattleInvitationAcceptedMessage = serverMessage("battle_invitation_accepted", {
  accepter_username: Type.String(),
});
export const RejoinedBattleMessage = serverMessage("rejoined_battle", { battle: LiveBattle });
/**
 * Who watches a live battle, sent to its players and watchers at most every 0.7 s while it changes (never numbered);
 * `names` lists the watchers' usernames only while there are at most 20 of them (empty above).
 */
export const BattleWatchersMessage = serverMessage("battle_watchers", {
  battle_id: Type.String(),
  count: Type.Integer({ minimum: 0 }),
  names: Type.Array(Type.String(), { maxItems: 20 }),
});
/** One of the player's ants changed (care, stats, rename, creation) in some tab or by the server. */
export const AntUpdatedMessage = serverMessage("ant_updated", { ant_id: Type.String() });
export const AntDeletedMessage = serverMessage("ant_deleted", { ant_id: Type.String() });
/** A battle the player took part in finished (self battle, matchmaking battle). */
export const BattleCompletedMessage = serverMessage("battle_completed", {
  battle_id: Type.String(),
  ant_ids: Type.Array(Type.String()),
});
export const AchievementUnlockedMessage = serverMessage("achievement_unlocked", {
  achievement_ids: Type.Array(Type.String(), { minItems: 1 }),
});
/** A battle the player won gave them an item (rule EQ9); it waits in the Laboratory's Equipment inventory. */
export const ItemWonMessage = serverMessage("item_won", {
  battle_id: Type.String(),
  equipment_id: Type.String(),
  name: Type.String(),
});
/**
 * Something the player started ended (issue 25): a quick-training session, a breeding ready to hatch, a treatment, or a
 * day of an ant's training schedule. Sent only while the player's 'Training completion' preference is on.
 */
export const TrainingCompletedMessage = serverMessage("training_completed", {
  kind: Type.Union([
    Type.Literal("training"),
    Type.Literal("breeding"),
    Type.Literal("treatment"),
    Type.Literal("schedule_day"),
  ]),
  /** The ant (training, treatment, schedule day) or the breeding that ended. */
  ref_id: Type.String(),
  text: Type.String(),
});
/** Someone sent the player a friend request (only when the player's friend-request notifications are on). */
export const FriendRequestReceivedMessage = serverMessage("friend_request_received", {
  friendship_id: Type.String(),
  requester_id: Type.String(),
  requester_username: Type.String(),
});
/** A friend request the player sent was accepted (or became mutual): they are now friends. */
export const FriendRequestAcceptedMessage = serverMessage("friend_request_accepted", {
  friendship_id: Type.String(),
  friend_id: Type.String(),
  friend_username: Type.String(),
});
/** The friends list changed without a request notice: a removal, a decline, or a change in another tab. */
export const FriendsChangedMessage = serverMessage("friends_changed", {});
/** A friend came online or went offline (a friend hiding their status is always offline). */
export const PresenceChangedMessage = serverMessage("presence_changed", {
  user_id: Type.String(),
  is_online: Type.Boolean(),
});

/** A new notice in the player's notification centre (issue 28), with the unread count after it. */
export const NotificationMessage = serverMessage("notification", {
  notification: Notification,
  unread_count: Type.Integer({ minimum: 0 }),
});
/** Notices were marked read in some tab: the unread count after it. */
export const NotificationsReadMessage = serverMessage("notifications_read", {
  unread_count: Type.Integer({ minimum: 0 }),
});

/** A watched tournament changed (a registration, its start, a match decided, its end): fetch it again. */
export const TournamentUpdatedMessage = serverMessage("tournament_updated", {
  tournament_id: Type.String(),
});

/** W37: an open challenge of the Ant Arena appeared or went (to the tabs that watch the list): fetch it again. */
export const ChallengesChangedMessage = serverMessage("challenges_changed", {});

/**
 * AC3: where a fight the player watches stands, about ten times a second (and at once when they start watching): the
 * state after `tick` without its seed and dice (TD37), and what happened in each tick since the last frame.
 */
export const ArenaCombatFrameMessage = serverMessage("arena_combat_frame", {
  battle_id: Type.String(),
  tick: Type.Integer({ minimum: 0 }),
  state: Type.Unsafe<TopdownView>(Type.Object({}, { description: "TopdownView: the fight without seed and dice" })),
  events: Type.Array(Type.Unsafe<TopdownEvent & { tick: number }>(Type.Object({ tick: Type.Integer() })), {
    description: "the events of the ticks after the previous frame, each with its tick",
  }),
});
/** AC3: a command was stored for the fight and applies at `tick`. */
export const ArenaCombatCommandTakenMessage = serverMessage("arena_combat_command_taken", {
  battle_id: Type.String(),
  ant_id: Type.String(),
  tick: Type.Integer({ minimum: 0 }),
  text: Type.String(),
});

/** Every message the server sends. */
export const ServerMessage = Type.Union([
  AuthenticatedMessage,
  ResumedMessage,
  PongMessage,
  ErrorMessage,
  QueueJoinedMessage,
  QueueLeftMessage,
  BattleFoundMessage,
  CountdownUpdateMessage,
  BattleStartedMessage,
  BattleUpdateMessage,
  BattleEndedMessage,
  BattleInvitationReceivedMessage,
  BattleInvitationAcceptedMessage,
  RejoinedBattleMessage,
  BattleWatchersMessage,
  AntUpdatedMessage,
  AntDeletedMessage,
  BattleCompletedMessage,
  AchievementUnlockedMessage,
  ItemWonMessage,
  TrainingCompletedMessage,
  FriendRequestReceivedMessage,
  FriendRequestAcceptedMessage,
  FriendsChangedMessage,
  PresenceChangedMessage,
  NotificationMessage,
  NotificationsReadMessage,
  TournamentUpdatedMessage,
  ChallengesChangedMessage,
  ArenaCombatFrameMessage,
  ArenaCombatCommandTakenMessage,
]);
export type ServerMessage = Static<typeof ServerMessage>;
export type ServerMessageType = ServerMessage["type"];
/** A server message of one type. */
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;
/** A message as a stream carries it: with its sequence number. */
export type SequencedMessage = ServerMessage & { seq: number };
