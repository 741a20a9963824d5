// The tournaments domain's tables as Kysely sees them: a tournament, its entries (real and house ants), its matches.
import type { Fighter } from "@antbrawl/rules/battle/types";
import type { ColumnType, Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "../db/columns";

/** A JSON column that may be null (set later than the row is made). */
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** A tournament; status moves registering → running → finished (or registering → cancelled). */
export interface TournamentsTable {
  id: string;
  name: string;
  format: "bracket" | "arena";
  status: "registering" | "running" | "finished" | "cancelled";
  starts_at: Timestamp;
  ends_at: NullableTimestamp;
  entry_fee_milli: number;
  max_players: number;
  /** Milliseconds between rounds (TN13), fixed when the tournament is made. */
  round_ms: number;
  /** Seats of the bracket (TN2), set at the start. */
  size: number | null;
  /** Rounds whose every match is decided. */
  rounds_played: Generated<number>;
  /** Fees held at the start (TN8). */
  pool_milli: Generated<number>;
  /** The node driving the tournament and until when (a lapsed lease may be taken over). */
  lease_owner: string | null;
  lease_until: NullableTimestamp;
  created_at: Timestamp;
}

/** One ant in a tournament: a player's registration, or a house ant filling a seat (TN4). */
export interface TournamentEntriesTable {
  id: string;
  tournament_id: string;
  user_id: string;
  ant_id: string;
  ant_name: string;
  house: Generated<boolean>;
  rating: number;
  level: number;
  fee_milli: Generated<number>;
  registered_at: Timestamp;
  withdrawn_at: NullableTimestamp;
  seed: number | null;
  /** The fighter as seeded at the start: every match fights it (TN15). */
  fighter: NullableJson<Fighter>;
  appearance: NullableJson<{ color: string; pattern: string; size: number; battle_scars: string[] }>;
  place: number | null;
  prize_milli: number | null;
}

/** One match: round r's slot m, its two entries (filled as earlier rounds finish), its battle and winner. */
export interface TournamentMatchesTable {
  tournament_id: string;
  round: number;
  slot: number;
  id: string;
  entry0_id: string | null;
  entry1_id: string | null;
  battle_id: string | null;
  winner_side: number | null;
  /** 'battle' or 'bye' (TN5). */
  ended_by: string | null;
  played_at: NullableTimestamp;
}
