// The training mini-game plays table as Kysely sees it.

import type { StatGrade } from "@antbrawl/rules/colony/stats";
import type { GameId } from "@antbrawl/rules/training/games/constants";
import type { ColumnType } from "kysely";
import type { NullableTimestamp, Timestamp } from "../../db/columns";

/** One started play; the score and rewards are filled in once, when the server has replayed its inputs. */
export interface TrainingGamePlaysTable {
  id: string;
  ant_id: string;
  user_id: string;
  game: GameId;
  /** The UTC day number of the start (rule MG7). */
  day: number;
  /** 0 to 2^31 − 1; the level is generated from it. */
  seed: number;
  started_at: Timestamp;
  completed_at: NullableTimestamp;
  score: number | null;
  grade: StatGrade | null;
  ticks_played: number | null;
  input_count: number | null;
  experience_gained: number | null;
  stat_gains: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
}
