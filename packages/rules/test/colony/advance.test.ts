// Time acting on an ant: needs fall, mood, health and energy follow; the result never leaves its ranges.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NEED_MAX, NEED_NAMES } from "../../src/ant";
import { advanceAnt } from "../../src/colony/advance";
import { applyCare, CARE_ACTIONS, canCare } from "../../src/colony/care";
import type { AntVitals } from "../../src/colony/vitals";
import { chance, createRng, pick, randomInt } from "../../src/random";
import { DEFAULT_SEED, HOUR, makeVitals, T0 } from "./builders";

function outOfRange(vitals: AntVitals): string[] {
  const problems: string[] = NEED_NAMES.filter((name) => !(vitals.needs[name] >= 0 && vitals.needs[name] <= NEED_MAX));
  if (!(vitals.mood >= 0 && vitals.mood <= 20)) problems.push("mood");
  if (!(vitals.health >= 0 && vitals.health <= 100)) problems.push("health");
  if (!(vitals.energy >= 0 && vitals.energy <= 100)) problems.push("energy");
  return problems;
}

function expectClose(a: AntVitals, b: AntVitals, label: string): void {
  for (const name of NEED_NAMES) expect(a.needs[name], `${label} ${name}`).toBeCloseTo(b.needs[name], 9);
  expect(a.mood, `${label} mood`).toBeCloseTo(b.mood, 9);
  expect(a.health, `${label} health`).toBeCloseTo(b.health, 9);
  expect(a.energy, `${label} energy`).toBeCloseTo(b.energy, 9);
}

describe("advanceAnt", () => {
  it("[V1] no time passing changes nothing", () => {
    const vitals = makeVitals({ mood: 12.5, health: 40, energy: 33 });
    expect(advanceAnt(vitals, T0, T0)).toEqual(vitals);
    expect(advanceAnt(vitals, T0, T0 - HOUR)).toEqual(vitals);
  });

  it("[V2] a critical need lowers mood by 0.5 an hour", () => {
    const after = advanceAnt(makeVitals({ needs: { food: 2 } }), T0, T0 + 2 * HOUR);
    expect(after.mood).toBeCloseTo(9, 9);
  });

  it("[V2] a low need lowers mood by 0.25 an hour", () => {
    const after = advanceAnt(makeVitals({ needs: { food: 7 } }), T0, T0 + 2 * HOUR);
    expect(after.mood).toBeCloseTo(9.5, 9);
  });

  it("[V2] with every need 15+ mood drifts up toward 15; with needs merely fine it drifts toward 10", () => {
    const cared = makeVitals({ needs: { food: 20, water: 20, rest: 20, hygiene: 20, exercise: 20 } });
    expect(advanceAnt(cared, T0, T0 + 4 * HOUR).mood).toBeCloseTo(11, 9);
    const fine = makeVitals({ mood: 14, needs: { food: 12, water: 12, rest: 12, hygiene: 12, exercise: 12 } });
    expect(advanceAnt(fine, T0, T0 + 2 * HOUR).mood).toBeCloseTo(13.5, 9);
  });

  it("[V2][V3] rates change where a need crosses a threshold inside the interval", () => {
    const start = makeVitals({ needs: { food: 9, water: 20, rest: 20, hygiene: 20, exercise: 20 } });
    const after = advanceAnt(start, T0, T0 + 10 * HOUR);
    expect(after.needs.food).toBeCloseTo(9 - (10 * 20) / 24, 9);
    expect(after.mood).toBeCloseTo(10 - 0.25 * 3.6 - 0.5 * 5.2, 9);
    expect(after.health).toBeCloseTo(100 - 5.2, 9);
  });

  it("[V3] health regains 20 an hour while no need is low, 4 while one is low but none critical, up to 100", () => {
    expect(advanceAnt(makeVitals({ health: 50 }), T0, T0 + 2 * HOUR).health).toBeCloseTo(90, 9);
    expect(advanceAnt(makeVitals({ health: 50, needs: { food: 7 } }), T0, T0 + HOUR).health).toBeCloseTo(54, 9);
    expect(advanceAnt(makeVitals({ health: 98 }), T0, T0 + 5 * HOUR).health).toBe(100);
  });

  it("[V3] neglect drains health by 1 an hour per critical need, never below 10", () => {
    const neglected = makeVitals({ health: 30, needs: { food: 0, water: 0, rest: 0, hygiene: 0, exercise: 0 } });
    expect(advanceAnt(neglected, T0, T0 + 2 * HOUR).health).toBeCloseTo(20, 9);
    expect(advanceAnt(neglected, T0, T0 + 10 * HOUR).health).toBe(10);
    expect(advanceAnt({ ...neglected, health: 8 }, T0, T0 + 10 * HOUR).health).toBe(8);
  });

  it("[V4] energy regains 5 an hour unless rest is critical", () => {
    expect(advanceAnt(makeVitals({ energy: 20 }), T0, T0 + 2 * HOUR).energy).toBeCloseTo(30, 9);
    expect(advanceAnt(makeVitals({ energy: 20, needs: { rest: 2 } }), T0, T0 + 2 * HOUR).energy).toBe(20);
  });

  it("[V5] a month of neglect empties every need and mood, and health stops at 10", () => {
    const after = advanceAnt(makeVitals({ mood: 20 }), T0, T0 + 30 * 24 * HOUR);
    expect(after).toEqual({
      needs: { food: 0, water: 0, rest: 0, hygiene: 0, exercise: 0 },
      mood: 0,
      health: 10,
      energy: 100,
    });
  });

  it("[V5] advancing in pieces gives the same result as advancing at once", () => {
    fc.assert(
      fc.property(
        fc.record({
          needs: fc.record({
            food: fc.double({ min: 0, max: 20, noNaN: true }),
            water: fc.double({ min: 0, max: 20, noNaN: true }),
            rest: fc.double({ min: 0, max: 20, noNaN: true }),
            hygiene: fc.double({ min: 0, max: 20, noNaN: true }),
            exercise: fc.double({ min: 0, max: 20, noNaN: true }),
          }),
          mood: fc.double({ min: 0, max: 20, noNaN: true }),
          health: fc.double({ min: 0, max: 100, noNaN: true }),
          energy: fc.double({ min: 0, max: 100, noNaN: true }),
        }),
        fc.array(fc.integer({ min: 0, max: 30 * HOUR }), { minLength: 1, maxLength: 6 }),
        (vitals, steps) => {
          let pieces = vitals;
          let now = T0;
          for (const step of steps) {
            pieces = advanceAnt(pieces, now, now + step);
            now += step;
          }
          expectClose(pieces, advanceAnt(vitals, T0, now), "pieces vs once");
        },
      ),
      { seed: DEFAULT_SEED, numRuns: 300 },
    );
  });

  it("[V5] no sequence of care actions and elapsed time takes a vital out of its range", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const rng = createRng(seed);
      let vitals = makeVitals({
        mood: randomInt(rng, 0, 20),
        health: randomInt(rng, 0, 100),
        energy: randomInt(rng, 0, 100),
        needs: { food: randomInt(rng, 0, 20), water: randomInt(rng, 0, 20), rest: randomInt(rng, 0, 20) },
      });
      let now = T0;
      for (let step = 0; step < 40; step++) {
        if (chance(rng, 0.5)) {
          const rule = pick(rng, CARE_ACTIONS);
          if (canCare(vitals.needs, rule.action).allowed) {
            vitals = applyCare(vitals, rule.action, randomInt(rng, rule.minAmount, rule.maxAmount));
          }
        } else {
          const elapsed = chance(rng, 0.1) ? randomInt(rng, 0, 400) * HOUR : randomInt(rng, 0, 12 * HOUR);
          vitals = advanceAnt(vitals, now, now + elapsed);
          now += elapsed;
        }
        expect(outOfRange(vitals), `seed ${seed} step ${step}: ${JSON.stringify(vitals)}`).toEqual([]);
      }
    }
  });
});
