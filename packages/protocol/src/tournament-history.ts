// A player's tournament history (the profile's Tournaments section): every tournament one of their ants entered.
import { type Static, Type } from "@sinclair/typebox";
import { TournamentFormat, TournamentStatus } from "./tournaments";

/** Page size when the query gives none, and the largest page. */
export const TOURNAMENT_HISTORY_PAGE = 10;
export const TOURNAMENT_HISTORY_MAX_PAGE = 50;

export const TournamentHistoryQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: TOURNAMENT_HISTORY_MAX_PAGE })),
    before: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: "cursor: next_cursor of the previous page" }),
    ),
  },
  { additionalProperties: false },
);
export type TournamentHistoryQuery = Static<typeof TournamentHistoryQuery>;

/** One tournament the player entered (a withdrawn registration is not listed); amounts in ETH. */
export const TournamentHistoryEntry = Type.Object({
  tournament_id: Type.String(),
  name: Type.String(),
  format: TournamentFormat,
  status: TournamentStatus,
  starts_at: Type.String({ description: "ISO time" }),
  ant_id: Type.String(),
  ant_name: Type.String(),
  place: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: "final place (TN6); null while the ant is still in, before the start, or when cancelled",
  }),
  rounds: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: "rounds of the bracket; null before the start and for an arena",
  }),
  round_reached: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: "the last round of the bracket the ant was drawn into; null before the start and for an arena",
  }),
  matches_played: Type.Integer({ minimum: 0, description: "matches decided in battle (a bye is not counted)" }),
  matches_won: Type.Integer({ minimum: 0, description: "matches won in battle (a bye is not counted)" }),
  prize: Type.Number({ description: "ETH won; 0 when none" }),
  entry_fee: Type.Number({ description: "ETH paid to enter (refunded when the tournament was cancelled)" }),
});
export type TournamentHistoryEntry = Static<typeof TournamentHistoryEntry>;

/** Newest start first; next_cursor is null on the last page. */
export const TournamentHistory = Type.Object({
  tournaments: Type.Array(TournamentHistoryEntry),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});
export type TournamentHistory = Static<typeof TournamentHistory>;
