// Overall condition line from the needs, and the one story of needs and health.
import { describe, expect, it } from "vitest";
import { antCondition, overallCondition } from "../../src/colony/condition";
import { makeNeeds } from "./builders";

describe("overall condition", () => {
  it("[C1] critical when any need is below 5, naming the critical needs", () => {
    expect(overallCondition(makeNeeds(15, { food: 2, water: 4.9, rest: 6 }))).toEqual({
      level: "critical",
      needs: ["food", "water"],
      message: "Critical: Food, Water needed!",
    });
  });

  it("[C1] warning when any need is below 8, naming the low needs", () => {
    expect(overallCondition(makeNeeds(15, { rest: 7.9, exercise: 5 }))).toEqual({
      level: "warning",
      needs: ["rest", "exercise"],
      message: "Low: Rest, Exercise",
    });
  });

  it("[C1] otherwise 'Excellent condition'", () => {
    expect(overallCondition(makeNeeds(8))).toEqual({ level: "excellent", needs: [], message: "Excellent condition" });
  });
});

describe("condition with health", () => {
  it("[C7] an ant at 0% health never reads 'Excellent condition'", () => {
    expect(antCondition(makeNeeds(20), 0)).toEqual({
      level: "critical",
      needs: [],
      message: "Badly hurt: health 0%",
      needsMessage: "Excellent condition",
      healthMessage: "Badly hurt: health 0%",
    });
  });

  it("[C7] hurt below 50, badly hurt below 30; the worse of needs and health sets the level", () => {
    expect(antCondition(makeNeeds(20), 49.9)).toMatchObject({ level: "warning", message: "Hurt: health 49%" });
    expect(antCondition(makeNeeds(20), 50)).toMatchObject({ level: "excellent", message: "Excellent condition" });
    expect(antCondition(makeNeeds(15, { food: 2 }), 40)).toMatchObject({
      level: "critical",
      message: "Critical: Food needed! · Hurt: health 40%",
      needsMessage: "Critical: Food needed!",
    });
    expect(antCondition(makeNeeds(15, { rest: 7 }), 10)).toMatchObject({
      level: "critical",
      message: "Low: Rest · Badly hurt: health 10%",
    });
    expect(antCondition(makeNeeds(15), Number.NaN).healthMessage).toBe("Badly hurt: health 0%");
  });
});
