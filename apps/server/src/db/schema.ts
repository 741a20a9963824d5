// Table shapes as Kysely sees them; one interface per table.
import type { Stats } from "@antbrawl/rules/ant";
import type { ArenaType, BattleLogEntry, BattleType, Fighter } from "@antbrawl/rules/battle/types";
import type { BattleSpeed } from "@antbrawl/rules/battle/viewer";
import type { ColumnType, Generated } from "kysely";

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: string;
  username: string;
  username_key: string;
  name: string | null;
  email: string;
  avatar_url: string | null;
  validated: Generated<boolean>;
  max_ants: Generated<number>;
  created_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A jsonb column: read as the value, written as its JSON text. */
export type Json<T> = ColumnType<T, string, string>;
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export interface AntsTable {
  id: string;
  seq: Generated<number>;
  owner_id: string;
  name: string;
  color: string;
  pattern: Generated<string>;
  size: Generated<number>;
  battle_scars: JsonWithDefault<string[]>;
  stats: Json<Stats>;
  food: number;
  water: number;
  rest: number;
  hygiene: number;
  exercise: number;
  mood: Generated<number>;
  current_health: Generated<number>;
  energy: Generated<number>;
  needs_updated_at: Timestamp;
  total_experience: Generated<number>;
  elo_rating: Generated<number>;
  wins: Generated<number>;
  losses: Generated<number>;
  win_streak: Generated<number>;
  is_in_battle: Generated<boolean>;
  is_training: Generated<boolean>;
  training_sessions_today: Generated<number>;
  generation: Generated<number>;
  traits: JsonWithDefault<{ genetic: string[]; personality: string[] }>;
  last_interaction: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  birth_date: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  ant_id: string;
  role: "player" | "ant";
  text: string;
  created_at: Timestamp;
}

export interface AntEventsTable {
  id: Generated<number>;
  ant_id: string;
  kind: string;
  detail: string;
  created_at: Timestamp;
}

export interface AchievementProgressTable {
  user_id: string;
  metric: string;
  value: number;
}

export interface UserAchievementsTable {
  user_id: string;
  achievement_id: string;
  unlocked_at: Timestamp;
}

export interface GoodCareDaysTable {
  user_id: string;
  last_day: number;
}

/** A battle; its status moves scheduled → in_progress → completed (or scheduled → cancelled). */
export interface BattlesTable {
  id: string;
  battle_type: BattleType;
  status: "scheduled" | "in_progress" | "completed" | "cancelled";
  arena_type: ArenaType;
  battle_speed: BattleSpeed;
  stake_milli: Generated<number>;
  challenger_id: string;
  seed: number;
  winner_id: string | null;
  winner_ant_id: string | null;
  ended_by: string | null;
  current_turn: Generated<number>;
  battle_log: JsonWithDefault<BattleLogEntry[]>;
  payout_milli: Generated<number>;
  house_fee_milli: Generated<number>;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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

/** A bigint column: PGlite reads it as a number, pg as a string. */
export type BigIntColumn = ColumnType<number | string, number, number>;

export interface LedgerTransactionsTable {
  id: string;
  kind: "grant" | "hold" | "settle" | "refund";
  ref: string;
  created_at: Timestamp;
}

export interface LedgerEntriesTable {
  id: Generated<number | string>;
  transaction_id: string;
  account: string;
  amount_milli: BigIntColumn;
  created_at: Timestamp;
}

export interface LedgerAccountsTable {
  account: string;
  balance_milli: ColumnType<number | string, number | undefined, number>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  ants: AntsTable;
  chat_messages: ChatMessagesTable;
  ant_events: AntEventsTable;
  achievement_progress: AchievementProgressTable;
  user_achievements: UserAchievementsTable;
  good_care_days: GoodCareDaysTable;
  battles: BattlesTable;
  battle_participants: BattleParticipantsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_accounts: LedgerAccountsTable;
}
