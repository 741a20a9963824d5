// The one error shape every failing API call answers with, and the one home of every player-facing error text.
import { type Static, Type } from "@sinclair/typebox";

export const ErrorBody = Type.Object(
  {
    detail: Type.String(),
    /** The request's id (also the `x-request-id` header and every log line of it), for a player's report. */
    requestId: Type.Optional(Type.String()),
  },
  { $id: "ErrorBody" },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** Access, sign-up and request texts any route may answer with. */
export const ERRORS = {
  notAuthenticated: "Not authenticated: sign in or send a valid session token",
  forbidden: "You can only access your own account",
  usernameTaken: "Username already taken",
  userNotFound: "User not found",
  tooManySignups: "Too many sign-ups from this address, please wait a minute and try again",
  tooManyRequests: "Too many requests, please slow down",
  malformedJson: "Request body is not valid JSON",
  notFound: "Not found",
  noRoute: (method: string, path: string) => `No route ${method} ${path}`,
  badRequest: "Bad request",
  invalidRequest: (part: string, problem: string) => `Invalid ${part}: ${problem}`,
  internal: "Internal server error",
} as const;

/** The colony's texts: ants, care and chat. */
export const COLONY_ERRORS = {
  /** An ant id that does not exist or belongs to another player (404, never a hint it exists). */
  antNotFound: "Ant not found",
  nothingToUpdate: "Nothing to update: send a name and/or appearance.color",
  chatTooFast: "Too many chat messages: give your ants a moment and try again in a minute",
  colonyFull: (maxAnts: number) =>
    `Colony is full: you can house at most ${maxAnts} ${maxAnts === 1 ? "ant" : "ants"}. Release an ant first.`,
  busyInBattle: (name: string) => `${name} is in a battle right now; try again when it ends`,
} as const;

/** The battles' texts: requests, starts, cancels, history and detail. */
export const BATTLE_ERRORS = {
  selfBattleOtherUser: "You can only start a self battle with your own ants",
  battleNotFound: "Battle not found",
  notAParticipant: "You can only view battles you took part in",
  /** FD3: the proof (seed, salt, snapshots, choices) of a battle that is not over. */
  proofHidden: "This battle is not over yet: its dice are revealed when it ends",
  /** An Arena Combat replays with the top-down rules in its own replay (GET …/arena-combat/{id}). */
  proofTopdown: "An Arena Combat is checked by its own replay, not by the battle engine",
  onlyChallengerStarts: "Only the player who requested this battle can start it",
  alreadyStarted: "This battle has already been started",
  cancelled: "This battle was cancelled",
  /** A scheduled battle that waited too long: it is cancelled and refunded. */
  expired: "This battle request expired; request a new battle",
  /** Ranked integrity: an ant whose stats were set in the stat editor may not fight ranked. */
  editedStatsRanked: (name: string) =>
    `${name} has edited stats and cannot fight ranked battles. Ants with edited stats can fight self, quick and friendly battles.`,
  noOpponent: "No opponent is ready for battle right now. Please try again in a little while.",
  noPendingBattle: "This ant has no battle waiting to start",
  /** Matchmaking refuses friendly: friendly fights are challenges between friends (the live arena). */
  friendlyNotMatched:
    "Friendly battles are challenges between friends in the Ant Arena; matchmaking offers Quick Match and Ranked",
  /** PUT away-stakes: the most a player lets others stake against their ants while they are away. */
  badAwayStake: "The away stake limit must be between 0.1 and 100 ETH in steps of 0.1",
  badCursor: "Invalid cursor: pass next_cursor from the previous page",
  unknownArena: (value: string) => `Unknown arena_type: ${value}`,
  unknownSpeed: (value: string) => `Unknown battle_speed: ${value}`,
} as const;

/** The social texts: friends, friend requests, search, preferences and public battle history. */
export const SOCIAL_ERRORS = {
  blankSearch: "Enter part of a username to search",
  playerNotFound: "No player with that username",
  selfRequest: "You cannot send a friend request to yourself",
  alreadyFriends: "You are already friends",
  requestAlreadySent: "Friend request already sent",
  invitesOff: "This player is not accepting friend requests",
  requestNotFound: "Friend request not found",
  notRecipient: "Only the player who received this friend request can answer it",
  requestAnswered: "This friend request has already been answered",
  friendNotFound: "This player is not in your friends list",
  battleHistoryPrivate: "This player's battle history is private",
} as const;

/** Battle invitations (friendly challenges): rules W21–W24 of packages/rules/SPEC.md. */
export const NOTIFICATION_ERRORS = {
  notFound: "Notification not found",
} as const;

/** Web push subscriptions: what a browser's PushSubscription must be for the server to call its endpoint. */
export const PUSH_ERRORS = {
  endpointNotUrl: "Invalid body: endpoint must be the URL of a browser's push service",
  endpointNotAllowed: (origin: string) =>
    `Invalid body: endpoint ${origin} is not a push service this server sends to (PUSH_ENDPOINT_ORIGINS)`,
  p256dh: "Invalid body: keys.p256dh must be an uncompressed P-256 public key (65 bytes, base64url)",
  auth: "Invalid body: keys.auth must be 16 bytes (base64url)",
  notFound: "Push subscription not found",
} as const;

export const INVITATION_ERRORS = {
  notFriendly: "Battle invitations are friendly battles: match_type must be friendly",
  stakeNotZero: "Friendly battles have no stake: stake_amount must be 0",
  self: "You cannot challenge yourself",
  notFriend: "You can only challenge your friends",
  invitesOff: (username: string) => `${username} is not accepting battle invitations`,
  alreadyPending: (username: string) =>
    `You already challenged ${username}; wait for an answer or for the invitation to expire`,
  invitationNotFound: "Battle invitation not found",
  notInvitee: "Only the invited player can answer this battle invitation",
  answered: "This battle invitation has already been answered",
  expired: "This battle invitation has expired",
  noAnt: "Please select an ant first",
  accepterAntNotReady: (antName: string, reason: string) => `${antName} is not ready: ${reason}`,
  idMismatch: "invitation_id must match the invitation in the path",
  inviterAntNotReady: (antName: string, reason: string) =>
    `The challenger's ant ${antName} cannot fight now: ${reason}`,
} as const;

/** Accounts: passwords, sign-in, Google (OpenID Connect) and sessions. */
export const ACCOUNT_ERRORS = {
  wrongLogin: "Wrong username or password",
  tooManyLogins: "Too many failed sign-in attempts: wait 15 minutes and try again",
  currentPasswordRequired: "Enter your current password to change it",
  currentPasswordWrong: "Current password is wrong",
  googleUnconfigured: "Google sign-in is not set up on this server (OIDC_CLIENT_ID is not configured)",
  googleUnreachable: "Google sign-in is unavailable right now: the sign-in service did not answer",
  attemptExpired: "This sign-in took longer than 10 minutes: please start again",
  linkNeedsSession: "Sign in first to link a Google account",
  linkOtherSession: "This link was started by another session: please start again",
  identityTaken: "This Google account is already linked to another player",
  alreadyLinked: "Your account is already linked to a different Google account",
  sessionNotFound: "Session not found",
} as const;

/** The live battle texts: tactic choices and spectating. */
export const LIVE_ERRORS = {
  battleNotFound: "This live battle does not exist",
  notSeated: "You are not fighting in this battle",
  spectatorChoice: "Spectators cannot choose tactics",
  notStarted: "The battle has not started yet",
  finished: "The battle is over",
  /** A pick that reached the server after its turn resolved reads as what it is to the player: late. */
  wrongTurn: (current: number, asked: number) =>
    asked < current
      ? `Too late for turn ${asked}: turn ${current} has begun.`
      : `It is turn ${current}, not turn ${asked}`,
  notFriend: "You can only watch the battles of your friends",
  notListed: "This battle is not in Live now: only friends of its players can watch it",
  ownBattle: "You are fighting in this battle",
} as const;
