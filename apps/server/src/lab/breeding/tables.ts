// The breeding domain's table as Kysely sees it: one row per breeding operation, from start to hatch.
import type { BreedingParent } from "@antbrawl/rules/lab/genetics";
import type { Lineage } from "@antbrawl/rules/lab/pedigree";
import type { BigIntColumn, Json, JsonWithDefault, NullableTimestamp, Timestamp } from "../../db/columns";

/** A parent as it was when breeding started (what the hatch replays from), with its own lineage. */
export interface ParentSnapshot extends BreedingParent {
  lineage: Lineage;
}

export interface BreedingsTable {
  id: string;
  owner_id: string;
  parent1_id: string;
  parent2_id: string;
  parents: Json<[ParentSnapshot, ParentSnapshot]>;
  seed: BigIntColumn;
  offspring_count: number;
  generation: number;
  expected_genetic: JsonWithDefault<string[]>;
  status: "incubating" | "completed";
  started_at: Timestamp;
  expected_birth: Timestamp;
  completed_at: NullableTimestamp;
  success: boolean | null;
  offspring: JsonWithDefault<{ id: string; name: string }[]>;
}
