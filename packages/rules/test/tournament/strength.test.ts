// Tournament games at full strength (TN21).
import { describe, expect, it } from "vitest";
import { ENERGY_MAX, HEALTH_MAX } from "../../src/ant";
import { atFullStrength } from "../../src/tournament/strength";

describe("[TN21] full strength", () => {
  it("fills health and energy and keeps needs and mood as they are", () => {
    const hurt = {
      needs: { food: 3, water: 19, rest: 7, hygiene: 0, exercise: 12 },
      mood: 4,
      health: 12.5,
      energy: 0,
    };
    expect(atFullStrength(hurt)).toEqual({ ...hurt, health: HEALTH_MAX, energy: ENERGY_MAX });
    expect(hurt.health).toBe(12.5);
  });
});
