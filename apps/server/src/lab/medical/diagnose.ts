// GET /ants/{antId}/diagnose: the Medical Center reads an ant's conditions and the treatments that help.
import { COLONY_ERRORS } from "@antbrawl/protocol/errors";
import type { Diagnosis, RecommendedTreatment } from "@antbrawl/protocol/lab-medical";
import { diagnose } from "@antbrawl/rules/lab/conditions";
import {
  inTreatment,
  recommendedTreatments,
  type Treatment,
  treatmentDurationMs,
} from "@antbrawl/rules/lab/treatments";
import { type AntRow, currentVitals, findAnt } from "../../colony";
import type { Db } from "../../db/database";
import { notFound } from "../../lib/domain-error";

/** A catalog treatment as the API shows it: cost in ETH, duration in hours at this server's treatment minute. */
function presentTreatment(treatment: Treatment, minuteMs: number): RecommendedTreatment {
  return {
    type: treatment.type,
    name: treatment.name,
    description: treatment.description,
    cost: treatment.costMilli / 1000,
    duration_hours: Math.round((treatmentDurationMs(treatment.type, minuteMs) / 3_600_000) * 10_000) / 10_000,
    effectiveness: treatment.effectiveness,
    success_rate: treatment.successRate,
  };
}

/** The diagnosis of an ant as of `now` (rules MD1–MD9). */
function diagnosisOf(row: AntRow, now: Date, minuteMs: number): Diagnosis {
  const vitals = currentVitals(row, now);
  const conditions = diagnose(vitals);
  const until = row.treatment_until?.getTime() ?? null;
  const busy = until !== null && inTreatment(until, now.getTime());
  return {
    ant_id: row.id,
    conditions,
    recommended_treatments: recommendedTreatments(conditions).map((t) => presentTreatment(t, minuteMs)),
    treatment_until: busy ? new Date(until).toISOString() : null,
    treatment_ms_left: busy ? Math.ceil(until - now.getTime()) : 0,
  };
}

/** Diagnoses a player's ant; 404 when it is not theirs. */
export async function diagnoseAnt(db: Db, ownerId: string, antId: string, now: Date, minuteMs: number) {
  const row = await findAnt(db, ownerId, antId);
  if (!row) throw notFound(COLONY_ERRORS.antNotFound);
  return diagnosisOf(row, now, minuteMs);
}
