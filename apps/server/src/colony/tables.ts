// The colony domain's tables as Kysely sees them: ants, their chat and events, achievements.
import type { Stats } from "@antbrawl/rules/ant";
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
