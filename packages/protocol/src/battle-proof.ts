// GET /api/battles/{id}/proof: what a finished battle reveals so anyone who fought in it can replay and check it (FD6).
import { type Static, Type } from "@sinclair/typebox";
import { ArenaFighter } from "./arena-combat";
import { BattleArenaTypeShape, BattleSpeedShape } from "./battles";

/** One turn's choices by ant id, as the engine's input log stores them. */
export const BattleInputLogEntryShape = Type.Object({
  turn: Type.Integer(),
  choices: Type.Record(Type.String(), Type.String()),
});

/** Everything the engine needs to play the battle again: the revealed dice, its version, settings, fighters, choices. */
export const BattleProof = Type.Object({
  battle_id: Type.String(),
  engine_version: Type.Integer({ description: "the battle engine version that played the battle (B28)" }),
  battle_type: Type.String(),
  arena_type: BattleArenaTypeShape,
  battle_speed: BattleSpeedShape,
  started_at: Type.String({ description: "ISO start time: the log's timestamps count from it" }),
  seed: Type.Integer(),
  dice_salt: Type.Union([Type.String(), Type.Null()], { description: "null for battles stored before commitments" }),
  dice_commitment: Type.Union([Type.String(), Type.Null()]),
  fighters: Type.Array(ArenaFighter, { minItems: 2, maxItems: 2, description: "the snapshots the battle ran on" }),
  input_log: Type.Array(BattleInputLogEntryShape),
});
export type BattleProof = Static<typeof BattleProof>;
