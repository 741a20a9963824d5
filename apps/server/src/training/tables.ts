// The training domain's tables: an ant's weekly schedule and the days it applied or skipped (migration 0014).
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
