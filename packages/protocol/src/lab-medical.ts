// Medical Center shapes: GET /users/{userId}/ants/{antId}/diagnose and POST …/treat?treatment_type=.
import { type Static, Type } from "@sinclair/typebox";
import { Ant } from "./ants";

export const DiagnosedCondition = Type.Object({
  condition: Type.String({ description: "healthy, injured, sick, exhausted, poisoned or infected" }),
  description: Type.String(),
  severity: Type.String({ description: "none, mild, moderate or severe" }),
});

export const RecommendedTreatment = Type.Object({
  type: Type.String(),
  name: Type.String(),
  description: Type.String(),
  cost: Type.Number({ description: "in ETH (in-game balance)" }),
  duration_hours: Type.Number(),
  effectiveness: Type.Number({ description: "0 to 1" }),
  success_rate: Type.Number({ description: "0 to 1" }),
});
export type RecommendedTreatment = Static<typeof RecommendedTreatment>;

export const Diagnosis = Type.Object(
  {
    ant_id: Type.String(),
    conditions: Type.Array(DiagnosedCondition),
    recommended_treatments: Type.Array(RecommendedTreatment),
    /** ISO time the current treatment ends, or null when the ant is free. */
    treatment_until: Type.Union([Type.String(), Type.Null()]),
    /** Milliseconds of treatment left as of the answer (0 when free); immune to clock skew. */
    treatment_ms_left: Type.Integer(),
  },
  { $id: "Diagnosis" },
);
export type Diagnosis = Static<typeof Diagnosis>;

export const TreatQuery = Type.Object({ treatment_type: Type.String({ maxLength: 60 }) });

export const TreatAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  treatment: Type.Object({
    id: Type.String(),
    type: Type.String(),
    name: Type.String(),
    cost: Type.Number(),
    ends_at: Type.String(),
  }),
  ant: Ant,
});
export type TreatAnswer = Static<typeof TreatAnswer>;
