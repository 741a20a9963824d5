// Care actions: the table, amounts, refusals and effects.
import { describe, expect, it } from "vitest";
import {
  applyCare,
  CARE_ACTIONS,
  type CareAction,
  canCare,
  careButtonText,
  careCounts,
  careDoneText,
  careEffects,
  careResultText,
  isNeedFull,
  parseCareAmount,
} from "../../src/colony/care";
import { makeNeeds, makeVitals } from "./builders";

const ACTIONS: CareAction[] = ["feed", "water", "rest", "exercise", "clean"];

describe("care", () => {
  it("[C2] the care table matches the spec's amounts and query parameters", () => {
    expect(CARE_ACTIONS.map((rule) => [rule.action, rule.need, rule.queryParam, rule.defaultAmount])).toEqual([
      ["feed", "food", "food_amount", 5],
      ["water", "water", "water_amount", 8],
      ["rest", "rest", "rest_hours", 8],
      ["exercise", "exercise", "exercise_amount", 6],
      ["clean", "hygiene", "hygiene_amount", 10],
    ]);
    expect(CARE_ACTIONS.every((rule) => rule.minAmount === 1)).toBe(true);
    expect(CARE_ACTIONS.find((rule) => rule.action === "rest")?.maxAmount).toBe(24);
    expect(CARE_ACTIONS.find((rule) => rule.action === "water")?.failureText).toBe("Failed to give water");
  });

  it("success texts say what was done and the need's shown value", () => {
    expect(ACTIONS.map((action) => careDoneText(action, "Rex", 8))).toEqual([
      "Fed Rex",
      "Gave water to Rex",
      "Rex rested for 8h",
      "Rex exercised",
      "Cleaned Rex",
    ]);
    expect(careResultText("feed", "Brave Mandible", 5, 19.996)).toBe("Fed Brave Mandible: Food is now 20/20");
    expect(careResultText("rest", "Rex", 2, 10)).toBe("Rex rested for 2h: Rest is now 10/20");
  });

  it("[C2] button texts", () => {
    expect(ACTIONS.map(careButtonText)).toEqual([
      "Feed (5)",
      "Give Water (8)",
      "Rest (8h)",
      "Exercise (6)",
      "Clean (10)",
    ]);
  });

  it("[C3] an absent or blank amount gives the default", () => {
    expect(parseCareAmount("feed", undefined)).toEqual({ ok: true, amount: 5 });
    expect(parseCareAmount("clean", " ")).toEqual({ ok: true, amount: 10 });
    expect(parseCareAmount("rest", "12")).toEqual({ ok: true, amount: 12 });
    expect(parseCareAmount("water", 20)).toEqual({ ok: true, amount: 20 });
  });

  it("[C3] amounts outside the range or not whole are refused, naming the parameter", () => {
    expect(parseCareAmount("feed", "0")).toEqual({
      ok: false,
      detail: "food_amount must be a whole number from 1 to 20",
    });
    expect(parseCareAmount("feed", "21").ok).toBe(false);
    expect(parseCareAmount("feed", "2.5").ok).toBe(false);
    expect(parseCareAmount("feed", "abc").ok).toBe(false);
    expect(parseCareAmount("rest", "25")).toEqual({
      ok: false,
      detail: "rest_hours must be a whole number from 1 to 24",
    });
    expect(parseCareAmount("rest", "24")).toEqual({ ok: true, amount: 24 });
  });

  it("[C4] a care action on a need at 20 is refused", () => {
    expect(canCare(makeNeeds(15, { food: 20 }), "feed")).toEqual({ allowed: false, reason: "Food is already full" });
    expect(canCare(makeNeeds(15, { hygiene: 20 }), "clean")).toEqual({
      allowed: false,
      reason: "Hygiene is already full",
    });
    expect(canCare(makeNeeds(15, { food: 20 }), "water")).toEqual({ allowed: true });
  });

  it("[C4] a need counts as full when its shown value is 20, so a need decayed a moment after filling is still full", () => {
    expect(canCare(makeNeeds(15, { food: 19.99 }), "feed")).toEqual({ allowed: false, reason: "Food is already full" });
    expect(isNeedFull(19.75)).toBe(true);
    expect(isNeedFull(19.74)).toBe(false);
    expect(isNeedFull(20)).toBe(true);
    expect(canCare(makeNeeds(15, { food: 19 }), "feed")).toEqual({ allowed: true });
  });

  it("[C4] a care that cannot raise its need by a whole point counts for nothing", () => {
    expect(careCounts(19.99, 20)).toBe(false);
    expect(careCounts(19.5, 20)).toBe(false);
    expect(careCounts(19, 20)).toBe(true);
    expect(careCounts(3, 8)).toBe(true);
  });

  it("[C5] the need rises by the amount and caps at 20", () => {
    const fed = applyCare(makeVitals({ needs: { food: 3 } }), "feed", 5);
    expect(fed.needs.food).toBe(8);
    expect(applyCare(makeVitals({ needs: { water: 18 } }), "water", 8).needs.water).toBe(20);
    expect(applyCare(makeVitals({ needs: { rest: 2 } }), "rest", 8).needs.rest).toBe(10);
    expect(applyCare(makeVitals({ needs: { hygiene: 2 } }), "clean", 10).needs.hygiene).toBe(12);
  });

  it("[C6] rest restores energy, exercise spends it and lifts mood, other care lifts mood a little", () => {
    expect(careEffects("rest", 8)).toEqual({ need: "rest", needDelta: 8, energyDelta: 80, moodDelta: 0.5 });
    expect(careEffects("exercise", 6)).toEqual({ need: "exercise", needDelta: 6, energyDelta: -12, moodDelta: 1 });
    expect(careEffects("feed", 5)).toEqual({ need: "food", needDelta: 5, energyDelta: 0, moodDelta: 0.5 });
    const rested = applyCare(makeVitals({ energy: 50 }), "rest", 8);
    expect(rested.energy).toBe(100);
    const exercised = applyCare(makeVitals({ energy: 5, mood: 19.5, needs: { exercise: 2 } }), "exercise", 6);
    expect(exercised).toMatchObject({ energy: 0, mood: 20 });
    expect(exercised.needs.exercise).toBe(8);
  });
});
