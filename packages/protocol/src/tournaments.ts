// Tournaments (issue 27): the list, one tournament with its rounds, standings and winners, and registrations.
import { type Static, Type } from "@sinclair/typebox";

export const TournamentFormat = Type.Union([Type.Literal("bracket"), Type.Literal("arena")]);
export const TournamentStatus = Type.Union([
  Type.Literal("registering"),
  Type.Literal("running"),
  Type.Literal("finished"),
  Type.Literal("cancelled"),
]);
export type TournamentStatus = Static<typeof TournamentStatus>;

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9:_-]+$" });

export const TournamentIdParams = Type.Object({ tournamentId: Id }, { additionalProperties: false });
export type TournamentIdParams = Static<typeof TournamentIdParams>;

export const TournamentBattleParams = Type.Object(
  { tournamentId: Id, battleId: Type.String({ format: "uuid" }) },
  { additionalProperties: false },
);
export type TournamentBattleParams = Static<typeof TournamentBattleParams>;

/** One tournament as listed; amounts in ETH. `my_ant_id`: the caller's registered ant, or null. */
export const TournamentSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  format: TournamentFormat,
  status: TournamentStatus,
  starts_at: Type.String({ description: "ISO time" }),
  ends_at: Type.Union([Type.String(), Type.Null()]),
  entry_fee: Type.Number({ description: "ETH" }),
  prize_pool: Type.Number({ description: "ETH: the fees held so far" }),
  registered: Type.Integer({ minimum: 0 }),
  max_players: Type.Integer({ minimum: 2 }),
  round_ms: Type.Integer({ minimum: 1 }),
  my_ant_id: Type.Union([Type.String(), Type.Null()]),
});
export type TournamentSummary = Static<typeof TournamentSummary>;

export const TournamentList = Type.Object({ tournaments: Type.Array(TournamentSummary) });
export type TournamentList = Static<typeof TournamentList>;

/** One side of a match: a player's ant, or a house ant (`house`, `user_id` null). */
export const TournamentSide = Type.Object({
  user_id: Type.Union([Type.String(), Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()]),
  ant_id: Type.String(),
  ant_name: Type.String(),
  house: Type.Boolean(),
  seed: Type.Union([Type.Integer(), Type.Null()]),
});
export type TournamentSide = Static<typeof TournamentSide>;

export const TournamentMatch = Type.Object({
  id: Type.String(),
  slot: Type.Integer({ minimum: 0 }),
  battle_id: Type.Union([Type.String(), Type.Null()]),
  /** Null until the earlier round fills the seat. */
  sides: Type.Array(Type.Union([TournamentSide, Type.Null()]), { minItems: 2, maxItems: 2 }),
  winner_user_id: Type.Union([Type.String(), Type.Null()]),
  winner_side: Type.Union([Type.Integer({ minimum: 0, maximum: 1 }), Type.Null()]),
  /** 'cancelled': an arena game whose battle ended without a result (it scores for nobody). */
  ended_by: Type.Union([Type.Literal("battle"), Type.Literal("bye"), Type.Literal("cancelled"), Type.Null()]),
});
export type TournamentMatch = Static<typeof TournamentMatch>;

/** A bracket's round, or an arena's wave (its games were paired together; `plays_at`: when, TN17). */
export const TournamentRound = Type.Object({
  number: Type.Integer({ minimum: 1 }),
  plays_at: Type.String({ description: "ISO time the round plays (TN13), or an arena wave was paired" }),
  matches: Type.Array(TournamentMatch),
});
export type TournamentRound = Static<typeof TournamentRound>;

/**
 * Standings. A bracket: rounds won as points, the place once known. An arena: TN10 points and TN11 place, live, with
 * `games` played and `streak` (wins in a row now; 2 or more: the next result scores double).
 */
export const TournamentStanding = Type.Object({
  user_id: Type.Union([Type.String(), Type.Null()]),
  ant_id: Type.String(),
  ant_name: Type.String(),
  house: Type.Boolean(),
  points: Type.Integer({ minimum: 0 }),
  place: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  username: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  games: Type.Optional(Type.Integer({ minimum: 0 })),
  streak: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type TournamentStanding = Static<typeof TournamentStanding>;

export const TournamentWinner = Type.Object({
  place: Type.Integer({ minimum: 1 }),
  user_id: Type.Union([Type.String(), Type.Null()]),
  ant_id: Type.String(),
  ant_name: Type.String(),
  prize: Type.Number({ description: "ETH" }),
});
export type TournamentWinner = Static<typeof TournamentWinner>;

export const TournamentDetail = Type.Object({
  tournament: TournamentSummary,
  rounds: Type.Array(TournamentRound),
  standings: Type.Array(TournamentStanding),
  winners: Type.Array(TournamentWinner),
  /** An arena: the caller's game being played now (its live battle), or null. */
  my_battle_id: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type TournamentDetail = Static<typeof TournamentDetail>;

export const RegistrationBody = Type.Object(
  { ant_id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type RegistrationBody = Static<typeof RegistrationBody>;

export const RegistrationAnswer = Type.Object({
  tournament_id: Type.String(),
  ant_id: Type.String(),
  entry_fee: Type.Number({ description: "ETH held from the balance" }),
  message: Type.String(),
});
export type RegistrationAnswer = Static<typeof RegistrationAnswer>;

export const WithdrawalAnswer = Type.Object({
  tournament_id: Type.String(),
  refunded: Type.Number({ description: "ETH given back" }),
  message: Type.String(),
});
export type WithdrawalAnswer = Static<typeof WithdrawalAnswer>;
