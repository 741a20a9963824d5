// Overall condition line from the needs.
import { describe, expect, it } from "vitest";
import { overallCondition } from "../../src/colony/condition";
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
