// The Arena Combat domain's table: per top-down fight, its command log, its replayed result and when it expires.
import type { ArenaCombatResult, ArenaCommand } from "@antbrawl/protocol/arena-combat";
import type { ColumnType } from "kysely";
import type { JsonWithDefault, NullableTimestamp, Timestamp } from "../db/columns";

/** One Arena Combat beside its `battles` row (type topdown_arena): open until ended_at is set. */
export interface ArenaCombatsTable {
  battle_id: string;
  user_id: string;
  /** Which top-down rules fought it (TOPDOWN_RULES_VERSION when it started, TD35): its replay runs that version. */
  rules_version: number;
  commands: JsonWithDefault<ArenaCommand[]>;
  /** The replayed result, once finished (JSON text on write). */
  result: ColumnType<ArenaCombatResult | null, string | null | undefined, string | null>;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}
