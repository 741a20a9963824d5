// The first-hour guide (issue 28): each step's state, whether the guide shows, and what marks a step or skips it.
import { GUIDE_STEP_IDS, VISIT_STEPS } from "@antbrawl/rules/colony/guide";
import { type Static, Type } from "@sinclair/typebox";

/** The player's guide: whether it shows (FH2) and each step in order with whether it is done (FH1). */
export const GuideAnswer = Type.Object(
  {
    show: Type.Boolean(),
    skipped: Type.Boolean(),
    steps: Type.Array(
      Type.Object(
        { id: Type.Union(GUIDE_STEP_IDS.map((id) => Type.Literal(id))), done: Type.Boolean() },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type GuideAnswer = Static<typeof GuideAnswer>;

/** [FH3] A step opened from the guide ('Show me'); only the steps done by a visit can be marked. */
export const GuideVisitBody = Type.Object(
  { step: Type.Union(VISIT_STEPS.map((id) => Type.Literal(id))) },
  { additionalProperties: false },
);
export type GuideVisitBody = Static<typeof GuideVisitBody>;
