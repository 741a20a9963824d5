// The first-hour guide: which steps are done, and when the guide shows.
import { describe, expect, it } from "vitest";
import { GUIDE_STEP_IDS, GUIDE_STEPS, guideState, isGuideStepId, VISIT_STEPS } from "../../src/colony/guide";

const none = { metrics: {}, visited: [], skipped: false };
const doneIds = (state: ReturnType<typeof guideState>) => state.steps.filter((s) => s.done).map((s) => s.id);

describe("first-hour guide", () => {
  it("[FH1] six steps in order, care and training done by doing them, the others by opening their screen", () => {
    expect(GUIDE_STEPS.map((step) => step.id)).toEqual([
      "care",
      "readiness",
      "arena",
      "lab",
      "training",
      "tournaments",
    ]);
    expect(VISIT_STEPS).toEqual(["readiness", "arena", "lab", "tournaments"]);
    const state = guideState({
      metrics: { battles_fought: 1, care_total: 3, trainings_completed: 0 },
      visited: ["lab"],
      skipped: false,
    });
    expect(doneIds(state)).toEqual(["care", "lab"]);
    expect(isGuideStepId("lab")).toBe(true);
    expect(isGuideStepId("nope")).toBe(false);
    expect(isGuideStepId(3)).toBe(false);
  });

  it("[FH2] shows after the first battle, until skipped or every step is done", () => {
    expect(guideState(none).show).toBe(false);
    expect(guideState({ ...none, metrics: { battles_fought: 1 } }).show).toBe(true);
    expect(guideState({ ...none, metrics: { battles_fought: 1 }, skipped: true }).show).toBe(false);
    const everything = guideState({
      metrics: { battles_fought: 4, care_total: 1, trainings_completed: 2 },
      visited: [...VISIT_STEPS],
      skipped: false,
    });
    expect(doneIds(everything)).toEqual([...GUIDE_STEP_IDS]);
    expect(everything.show).toBe(false);
  });
});
