// The medical domain's table as Kysely sees it: one row per treatment applied, with its seed and outcome.
import type { BigIntColumn, Timestamp } from "../../db/columns";

export interface TreatmentsTable {
  id: string;
  owner_id: string;
  ant_id: string;
  treatment_type: string;
  seed: BigIntColumn;
  success: boolean;
  cost_milli: number;
  started_at: Timestamp;
  ends_at: Timestamp;
}
