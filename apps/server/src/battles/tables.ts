// The battles domain's tables as Kysely sees them: a battle and its two sides.
import type {
  BattleArenaType,
  BattleInputLogEntry,
  BattleLogEntry,
  BattleType,
  EngineVersion,
  Fighter,
} from "@antbrawl/rules/battle/types";
import type { BattleSpeed } from "@antbrawl/rules/battle/viewer";
import type { Generated } from "kysely";
import type { Json, JsonWithDefault, NullableTimestamp, Timestamp } from "../db/columns";

/** A battle; its status moves scheduled → in_progress → completed (or scheduled → cancelled). */
export interface BattlesTable {
  id: string;
  battle_type: BattleType;
  status: "scheduled" | "in_progress" | "completed" | "cancelled";
  arena_type: BattleArenaType;
  battle_speed: BattleSpeed;
  stake_milli: Generated<number>;
  challenger_id: string;
  seed: number;
  /** The secret salt of the dice commitment (FD2), 64 hex digits; null for battles stored before commitments. */
  dice_salt: string | null;
  winner_id: string | null;
  winner_ant_id: string | null;
  ended_by: string | null;
  current_turn: Generated<number>;
  battle_log: JsonWithDefault<BattleLogEntry[]>;
  /** The engine version that plays (or played) the battle: 1 for rows from before versions were stored. */
  engine_version: Generated<EngineVersion>;
  /** The players' choices by turn; with the seed and the fighters the battle replays from it. */
  input_log: JsonWithDefault<BattleInputLogEntry[]>;
  payout_milli: Generated<number>;
  house_fee_milli: Generated<number>;
  started_at: NullableTimestamp;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
}

/** One side of a battle: the ant as it entered (fighter snapshot) and what the battle did to it. */
export interface BattleParticipantsTable {
  battle_id: string;
  side: number;
  user_id: string;
  ant_id: string;
  ant_name: string;
  appearance: Json<{ color: string; pattern: string; size: number; battle_scars: string[] }>;
  fighter: Json<Fighter>;
  is_defender: Generated<boolean>;
  level: number;
  starting_health: number;
  starting_energy: number;
  final_health: number | null;
  final_energy: number | null;
  elo_before: number;
  elo_after: number | null;
  experience_gained: Generated<number>;
  stake_milli: Generated<number>;
  created_at: Timestamp;
}
