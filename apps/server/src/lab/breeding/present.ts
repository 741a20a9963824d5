// Turns a stored breeding operation into the API's BreedingOperation.
import type { BreedingOperation } from "@antbrawl/protocol/lab-breeding";
import type { BreedingRow } from "./repository";

/**
 * The API shape of an operation as of `now`: parents named as they were at the start, the preview, the time left
 * until it may hatch, and the outcome once hatched.
 */
export function presentBreeding(row: BreedingRow, now: Date): BreedingOperation {
  const [p1, p2] = row.parents;
  return {
    id: row.id,
    parent1_id: row.parent1_id,
    parent2_id: row.parent2_id,
    parent1_name: p1?.name ?? "Unknown",
    parent2_name: p2?.name ?? "Unknown",
    offspring_count: row.offspring_count,
    status: row.status,
    started_at: row.started_at.toISOString(),
    expected_birth: row.expected_birth.toISOString(),
    hatch_in_ms: row.status === "incubating" ? Math.max(0, Math.ceil(row.expected_birth.getTime() - now.getTime())) : 0,
    completed_at: row.completed_at?.toISOString() ?? null,
    success: row.success,
    offspring: row.offspring ?? [],
    genetic_preview: { generation: row.generation, expected_traits: { genetic: row.expected_genetic ?? [] } },
  };
}
