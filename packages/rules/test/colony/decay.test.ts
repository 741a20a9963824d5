// Needs falling with time.
import { describe, expect, it } from "vitest";
import { NEED_NAMES } from "../../src/ant";
import { decayNeeds, elapsedHours, NEED_DECAY_PER_HOUR, NEED_EMPTY_AFTER_HOURS } from "../../src/colony/decay";
import { HOUR, makeNeeds, T0 } from "./builders";

describe("need decay", () => {
  it("[N7] each need empties from 20 in its own time", () => {
    expect(NEED_EMPTY_AFTER_HOURS).toEqual({ food: 24, water: 18, rest: 30, hygiene: 48, exercise: 36 });
    for (const name of NEED_NAMES) {
      const after = decayNeeds(makeNeeds(20), T0, T0 + NEED_EMPTY_AFTER_HOURS[name] * HOUR);
      expect(after[name]).toBeCloseTo(0, 9);
    }
    expect(NEED_DECAY_PER_HOUR.food).toBeCloseTo(20 / 24, 12);
  });

  it("[N8] needs fall linearly and keep fractions", () => {
    const after = decayNeeds(makeNeeds(20), T0, T0 + 6 * HOUR);
    expect(after.food).toBeCloseTo(15, 9);
    expect(after.water).toBeCloseTo(20 - 6 * (20 / 18), 9);
    expect(after.hygiene).toBeCloseTo(17.5, 9);
  });

  it("[N8] needs never fall below 0", () => {
    const after = decayNeeds(makeNeeds(20), T0, T0 + 1000 * HOUR);
    for (const name of NEED_NAMES) expect(after[name]).toBe(0);
  });

  it("[N8] a clock running backwards or a missing time changes nothing", () => {
    expect(decayNeeds(makeNeeds(12), T0, T0 - HOUR)).toEqual(makeNeeds(12));
    expect(decayNeeds(makeNeeds(12), Number.NaN, T0)).toEqual(makeNeeds(12));
    expect(elapsedHours(T0, T0 + 90 * 60_000)).toBe(1.5);
  });
});
