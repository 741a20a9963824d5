// The colony domain's tables as Kysely sees them: ants, their chat and events, achievements.
import type { Stats } from "@antbrawl/rules/ant";
import type { Lineage } from "@antbrawl/rules/lab/pedigree";
import type { Generated } from "kysely";
import type { Json, JsonWithDefault, NullableTimestamp, Timestamp } from "../db/columns";

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
  /** Set by the testing stat editor: the ant may not fight ranked and stays off the leaderboard. */
  stats_edited: Generated<boolean>;
  training_sessions_today: Generated<number>;
  generation: Generated<number>;
  traits: JsonWithDefault<{ genetic: string[]; personality: string[] }>;
  last_interaction: NullableTimestamp;
  /** Parents of a bred ant (plain ids: a released parent still shows by name through `lineage`); null for founders. */
  parent1_id: string | null;
  parent2_id: string | null;
  lineage: JsonWithDefault<Lineage>;
  /** In the Medical Center until then (rule MD12); null or past when free. */
  treatment_until: NullableTimestamp;
  birth_date: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Training columns (migration 0014, apps/server/src/training): a session ends at training_until, read lazily. */
  training_until: NullableTimestamp;
  /** UTC day number that training_sessions_today counts. */
  training_day: number | null;
  last_trained_day: number | null;
  /** Last UTC day whose schedule and stat decay were applied. */
  settled_day: number | null;
  /** The part of each stat that training added (what decay may take back). */
  stat_gains: JsonWithDefault<Partial<Stats>>;
  /** Skill id → level. */
  skills: JsonWithDefault<Record<string, number>>;
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

/** [FH3] A mark a player left on the first-hour guide: a step opened from it, or 'skipped'. */
export interface PlayerGuideMarksTable {
  user_id: string;
  mark: string;
  created_at: Timestamp;
}

export interface GoodCareDaysTable {
  user_id: string;
  last_day: number;
}
