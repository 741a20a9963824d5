// The live arena's tables as Kysely sees them: a live battle's state and the friends watching it.
import type { TacticId } from "@antbrawl/rules/battle/types";
import type { Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "../../db/columns";

type LivePhase = "countdown" | "fighting" | "finished";

/** One live battle: its clock, each seat's tactics and presence (seat i = side i), and the node driving it. */
export interface LiveBattlesTable {
  battle_id: string;
  phase: LivePhase;
  /** The turn being chosen (0 during the countdown). */
  turn: Generated<number>;
  countdown_ends_at: Timestamp;
  turn_ends_at: NullableTimestamp;
  tactic_0: TacticId | null;
  tactic_1: TacticId | null;
  pending_0: TacticId | null;
  pending_1: TacticId | null;
  connected_0: Generated<boolean>;
  connected_1: Generated<boolean>;
  left_at_0: NullableTimestamp;
  left_at_1: NullableTimestamp;
  lease_owner: string | null;
  lease_until: NullableTimestamp;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** A player watching a live battle (one at a time), on the node that holds their socket. */
export interface LiveSpectatorsTable {
  user_id: string;
  battle_id: string;
  node_id: string;
  created_at: Timestamp;
}
