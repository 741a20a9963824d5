// Websocket protocol of /api/ws/{userId}: version, close codes and every message a client sends.
import { TACTIC_IDS } from "@antbrawl/rules/battle/tactics";
import { COMMAND_TEXT_MAX } from "@antbrawl/rules/topdown/constants";
import { type Static, type TProperties, type TSchema, Type } from "@sinclair/typebox";

export {
  MIN_CLIENT_PROTOCOL_VERSION,
  outdatedProtocolText,
  PROTOCOL_VERSION,
  WS_CLOSE,
} from "./ws-codes";

const clientMessage = <T extends string, P extends TProperties>(type: T, properties: P) =>
  Type.Object({ type: Type.Literal(type), ...properties }, { additionalProperties: false });

const ProtocolVersion = Type.Integer({ minimum: 0, description: "the client's PROTOCOL_VERSION" });
const LastSeq = Type.Integer({ minimum: 0, description: "the last `seq` this client received; missed ones follow" });

/** First message when the upgrade carried no cookie or Bearer header; also the handshake when it did. */
export const AuthenticateMessage = clientMessage("authenticate", {
  token: Type.String({ maxLength: 200 }),
  protocol_version: Type.Optional(ProtocolVersion),
  last_seq: Type.Optional(LastSeq),
});
/** The handshake of a socket authenticated by its upgrade request (cookie or header). */
export const HelloMessage = clientMessage("hello", {
  protocol_version: ProtocolVersion,
  last_seq: Type.Optional(LastSeq),
});
/** Asks again for every message after `last_seq` (a client that noticed a gap). */
export const ResumeMessage = clientMessage("resume", { last_seq: LastSeq });
export const PingMessage = clientMessage("ping", {});
export const JoinMatchmakingMessage = clientMessage("join_matchmaking", {
  ant_id: Type.String({ maxLength: 100 }),
  match_type: Type.Union([Type.Literal("quick"), Type.Literal("ranked")]),
  stake_amount: Type.Number({ minimum: 0 }),
});
export const LeaveMatchmakingMessage = clientMessage("leave_matchmaking", {});
const BattleId = Type.String({ maxLength: 100 });
/** A seated player's tactic for one turn of a live battle; the last one before the turn resolves counts. */
export const ChooseTacticMessage = clientMessage("choose_tactic", {
  battle_id: BattleId,
  turn: Type.Integer({ minimum: 1, description: "the turn the choice is for; another turn is refused" }),
  tactic: Type.Union(TACTIC_IDS.map((id) => Type.Literal(id))),
});
/** Watch a friend's live battle, read only: the server answers with `rejoined_battle` and then its updates. */
export const SpectateBattleMessage = clientMessage("spectate_battle", { battle_id: BattleId });
export const StopSpectatingMessage = clientMessage("stop_spectating", {});
/** Follow one tournament: the server sends `tournament_updated` whenever it changes (one tournament at a time). */
export const WatchTournamentMessage = clientMessage("watch_tournament", {
  tournament_id: Type.String({ minLength: 1, maxLength: 100 }),
});
export const UnwatchTournamentMessage = clientMessage("unwatch_tournament", {});
/** Follow the Ant Arena's open challenges (W37): the server sends `challenges_changed` when the list may have changed. */
export const WatchChallengesMessage = clientMessage("watch_challenges", {});
export const UnwatchChallengesMessage = clientMessage("unwatch_challenges", {});
/** AC3: follow one of the player's own Arena Combat fights; the server runs it and sends `arena_combat_frame`. */
export const WatchArenaCombatMessage = clientMessage("watch_arena_combat", { battle_id: BattleId });
export const UnwatchArenaCombatMessage = clientMessage("unwatch_arena_combat", {});
/** AC3: a line typed or tapped in a fighter's panel; the server applies it at a tick of its own choosing (TD30). */
export const ArenaCombatCommandMessage = clientMessage("arena_combat_command", {
  battle_id: BattleId,
  ant_id: Type.String({ maxLength: 100 }),
  text: Type.String({ maxLength: COMMAND_TEXT_MAX }),
});

/** Every message a client may send; the server refuses anything else with an `error`. */
export const ClientMessage = Type.Union([
  AuthenticateMessage,
  HelloMessage,
  ResumeMessage,
  PingMessage,
  JoinMatchmakingMessage,
  LeaveMatchmakingMessage,
  ChooseTacticMessage,
  SpectateBattleMessage,
  StopSpectatingMessage,
  WatchTournamentMessage,
  UnwatchTournamentMessage,
  WatchChallengesMessage,
  UnwatchChallengesMessage,
  WatchArenaCombatMessage,
  UnwatchArenaCombatMessage,
  ArenaCombatCommandMessage,
]);
export type ClientMessage = Static<typeof ClientMessage>;
export type ClientMessageType = ClientMessage["type"];

/** A client message of one type. */
export type ClientMessageOf<T extends ClientMessageType> = Extract<ClientMessage, { type: T }>;

/** The schema of each client message by type, for validation on arrival. */
export const CLIENT_MESSAGES = {
  authenticate: AuthenticateMessage,
  hello: HelloMessage,
  resume: ResumeMessage,
  ping: PingMessage,
  join_matchmaking: JoinMatchmakingMessage,
  leave_matchmaking: LeaveMatchmakingMessage,
  choose_tactic: ChooseTacticMessage,
  spectate_battle: SpectateBattleMessage,
  stop_spectating: StopSpectatingMessage,
  watch_tournament: WatchTournamentMessage,
  unwatch_tournament: UnwatchTournamentMessage,
  watch_challenges: WatchChallengesMessage,
  unwatch_challenges: UnwatchChallengesMessage,
  watch_arena_combat: WatchArenaCombatMessage,
  unwatch_arena_combat: UnwatchArenaCombatMessage,
  arena_combat_command: ArenaCombatCommandMessage,
} as const satisfies Record<ClientMessageType, TSchema>;
