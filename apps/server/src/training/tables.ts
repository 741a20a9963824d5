// The training domain's tables: an ant's weekly schedule, the days it applied or skipped (0014), completion notices sent (0020).
import type { Json, Timestamp } from "../db/columns";

export interface AntSchedulesTable {
  ant_id: string;
  /** Weekday → activity or null. */
  plan: Json<Record<string, string | null>>;
  /** The UTC day the plan was first saved: earlier days never apply. */
  from_day: number;
  updated_at: Timestamp;
}

export interface AntScheduleDaysTable {
  ant_id: string;
  day: number;
  activity: string;
  status: "applied" | "skipped";
  energy: number;
  gains: Json<Record<string, number>>;
  reason: string | null;
}

/** One completion notice already handled (migration 0020): a training, breeding, treatment or schedule day that ended. */
export interface CompletionNoticesTable {
  /** What ended, e.g. `training:{antId}:{endMs}`, `breeding:{id}`, `treatment:{id}`, `schedule:{antId}:{day}`. */
  key: string;
  user_id: string;
  created_at: Timestamp;
}
