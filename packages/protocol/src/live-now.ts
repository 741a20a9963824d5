// Live now: the public list of ranked and tournament live battles in progress (no seeds, no choices).
import { type Static, Type } from "@sinclair/typebox";
import { LiveBattlePhase } from "./ws-server";

export const LiveNowQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })) },
  { additionalProperties: false },
);
export type LiveNowQuery = Static<typeof LiveNowQuery>;

/** One side of a listed battle: the ant, its owner and the ant's rating when the battle began. */
export const LiveNowSide = Type.Object({
  ant_name: Type.String(),
  username: Type.String(),
  rating: Type.Integer(),
});
export type LiveNowSide = Static<typeof LiveNowSide>;

export const LiveNowBattle = Type.Object({
  battle_id: Type.String(),
  phase: LiveBattlePhase,
  /** The turn being chosen (0 during the countdown). */
  turn: Type.Integer({ minimum: 0 }),
  watchers: Type.Integer({ minimum: 0 }),
  started_at: Type.String({ description: "ISO time the battle was created" }),
  sides: Type.Array(LiveNowSide, { minItems: 2, maxItems: 2 }),
});
export type LiveNowBattle = Static<typeof LiveNowBattle>;

/** Newest first. */
export const LiveNowList = Type.Object({ battles: Type.Array(LiveNowBattle) });
export type LiveNowList = Static<typeof LiveNowList>;
