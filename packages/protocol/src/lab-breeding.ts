// Breeding Lab shapes: GET /users/{userId}/breeding/status, POST …/breeding/start, POST /breeding/{breedingId}/complete.
import { type Static, Type } from "@sinclair/typebox";
import { Ant } from "./ants";

export const BreedingOperation = Type.Object(
  {
    id: Type.String(),
    parent1_id: Type.String(),
    parent2_id: Type.String(),
    parent1_name: Type.String(),
    parent2_name: Type.String(),
    offspring_count: Type.Integer({ description: "eggs in the clutch, 1 to 3 (rule GN3)" }),
    status: Type.Union([Type.Literal("incubating"), Type.Literal("completed")]),
    started_at: Type.String(),
    expected_birth: Type.String({ description: "ISO time from which the clutch may hatch" }),
    hatch_in_ms: Type.Integer({
      description:
        "milliseconds until it may hatch, as of the answer (0 when ready or completed); immune to clock skew",
    }),
    completed_at: Type.Union([Type.String(), Type.Null()]),
    /** Null while incubating; false when the clutch did not hatch (rule GN2). */
    success: Type.Union([Type.Boolean(), Type.Null()]),
    offspring: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
    genetic_preview: Type.Object({
      generation: Type.Integer(),
      expected_traits: Type.Object({ genetic: Type.Array(Type.String()) }),
    }),
  },
  { $id: "BreedingOperation" },
);
export type BreedingOperation = Static<typeof BreedingOperation>;

export const BreedingStatus = Type.Array(BreedingOperation, { description: "newest first, at most 20" });
export type BreedingStatus = Static<typeof BreedingStatus>;

export const StartBreedingBody = Type.Object(
  {
    parent1_id: Type.String({ maxLength: 100 }),
    parent2_id: Type.String({ maxLength: 100 }),
    breeding_fee: Type.Number({ description: "always 0: breeding is free" }),
  },
  { additionalProperties: false },
);
export type StartBreedingBody = Static<typeof StartBreedingBody>;

export const StartBreedingAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  breeding: BreedingOperation,
});
export type StartBreedingAnswer = Static<typeof StartBreedingAnswer>;

export const BreedingIdParams = Type.Object({ breedingId: Type.String() });

export const CompleteBreedingAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  offspring: Type.Array(Ant),
  breeding: BreedingOperation,
});
export type CompleteBreedingAnswer = Static<typeof CompleteBreedingAnswer>;

/** The Breeding Lab's server texts beyond the rules' (packages/rules/src/lab/eligibility.ts). */
export const BREEDING_ERRORS = {
  /** Unknown id or another player's operation (404, never a hint that it exists). */
  notFound: "Breeding operation not found",
  alreadyHatched: "This breeding operation has already hatched",
  parentInTreatment: (name: string) => `${name} is in treatment right now; try again when it ends`,
} as const;
