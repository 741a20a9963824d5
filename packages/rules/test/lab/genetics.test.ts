// Breeding genetics and eligibility: each GN rule, and 10,000 seeded hatches against the constants of spec 001 §9.
import { describe, expect, it } from "vitest";
import { STAT_NAMES, type Stats } from "../../src/ant";
import {
  alreadyBreedingMessage,
  BREEDING_FEE,
  BREEDING_INCUBATION_MS,
  BREEDING_MESSAGES,
  breedingCompleteMessage,
  canHatch,
  checkBreedingPair,
  lowEnergyMessage,
  lowHealthMessage,
  noRoomMessage,
  stillIncubatingMessage,
} from "../../src/lab/eligibility";
import {
  type BreedingParent,
  childGeneration,
  childStatRange,
  clutchSize,
  expectedGeneticTraits,
  HATCH_SUCCESS_RATE,
  hatch,
  hatchFromSeed,
  MUTATION_CHANCE,
  OFFSPRING_COUNT_WEIGHTS,
  offspringCount,
} from "../../src/lab/genetics";
import { GENETIC_TRAIT_NAMES } from "../../src/lab/traits";
import { createRng } from "../../src/random";
import { report } from "../battle/report";

function stats(seed: number): Stats {
  const rng = createRng(seed);
  return Object.fromEntries(STAT_NAMES.map((n) => [n, 1 + Math.floor(rng.next() * 20)])) as Stats;
}

function parent(id: string, seed: number, extra: Partial<BreedingParent> = {}): BreedingParent {
  return {
    id,
    name: `Parent ${id}`,
    stats: stats(seed),
    generation: 1,
    color: "#DC143C",
    traits: { genetic: ["Iron Mandibles"], personality: ["Fierce"] },
    ...extra,
  };
}

const ok = { id: "a", name: "Ada", health: 100, energy: 100, level: 5 };
const ok2 = { id: "b", name: "Bo", health: 80, energy: 50, level: 7 };

describe("breeding eligibility", () => {
  it("[GN1] refuses in the spec's order with its texts, naming the ant for health and energy", () => {
    expect(checkBreedingPair(null, ok2)).toEqual({ ok: false, message: "Please select both parents" });
    expect(checkBreedingPair(ok, null)).toEqual({ ok: false, message: "Please select both parents" });
    expect(checkBreedingPair(ok, { ...ok })).toEqual({ ok: false, message: "Cannot breed ant with itself" });
    expect(checkBreedingPair({ ...ok, health: 79.9 }, ok2)).toEqual({ ok: false, message: lowHealthMessage("Ada") });
    expect(lowHealthMessage("Ada")).toBe("Ada needs 80%+ health to breed");
    expect(checkBreedingPair(ok, { ...ok2, energy: 49.99 })).toEqual({ ok: false, message: lowEnergyMessage("Bo") });
    expect(lowEnergyMessage("Bo")).toBe("Bo needs 50%+ energy to breed");
    expect(checkBreedingPair({ ...ok, level: 4, health: 10 }, ok2).ok).toBe(false);
    expect(checkBreedingPair({ ...ok, level: 4 }, ok2)).toEqual({
      ok: false,
      message: "Both ants must be level 5 or higher",
    });
    expect(checkBreedingPair(ok, ok2)).toEqual({ ok: true });
    expect(checkBreedingPair({ ...ok, health: Number.NaN }, ok2).ok).toBe(false);
  });

  it("[GN9] breeding is free and incubates 5 minutes", () => {
    expect(BREEDING_FEE).toBe(0);
    expect(BREEDING_INCUBATION_MS).toBe(300_000);
    expect(BREEDING_MESSAGES.started).toBe("Breeding started successfully! Check back in 5 minutes for results.");
  });

  it("[GN10] one breeding operation per ant names the busy ant", () => {
    expect(alreadyBreedingMessage("Ada")).toBe("Ada is already in a breeding operation");
  });

  it("[GN11] hatching opens at the expected birth, not a millisecond before", () => {
    expect(canHatch(1000, 999)).toBe(false);
    expect(canHatch(1000, 1000)).toBe(true);
    expect(stillIncubatingMessage(300_000, 0)).toBe("Still incubating: ready to hatch in 5 min");
    expect(stillIncubatingMessage(300_000, 299_999)).toBe("Still incubating: ready to hatch in 1 min");
  });

  it("[GN12] a full colony keeps the eggs with a clear text", () => {
    expect(noRoomMessage(2, 1)).toBe(
      "2 offspring are ready to hatch but your colony has room for only 1 more ant. Release an ant, then hatch again: the eggs will wait.",
    );
    expect(noRoomMessage(1, 0)).toContain("1 offspring is ready to hatch but your colony has no room");
  });
});

describe("genetics", () => {
  it("[GN2] a failed roll hatches nothing", () => {
    let failures = 0;
    for (let seed = 0; seed < 400; seed++) {
      const result = hatch(createRng(seed), parent("a", 1), parent("b", 2), 2);
      if (!result.success) {
        failures++;
        expect(result.offspring).toEqual([]);
      } else expect(result.offspring).toHaveLength(2);
    }
    expect(failures).toBeGreaterThan(0);
  });

  it("[GN3] clutch sizes are 1, 2 or 3 with weights summing to 1", () => {
    expect(OFFSPRING_COUNT_WEIGHTS.reduce((s, o) => s + o.weight, 0)).toBeCloseTo(1, 10);
    for (let seed = 0; seed < 1000; seed++) expect([1, 2, 3]).toContain(offspringCount(createRng(seed)));
    expect(clutchSize(42)).toBe(hatchFromSeed(42, parent("a", 1), parent("b", 2)).count);
  });

  it("[GN4] child stat ranges are min−2..max+2 clamped to 1–20", () => {
    expect(childStatRange(10, 14)).toEqual({ min: 8, max: 16 });
    expect(childStatRange(1, 2)).toEqual({ min: 1, max: 4 });
    expect(childStatRange(20, 19)).toEqual({ min: 17, max: 20 });
    expect(childStatRange(10.5, 12.02)).toEqual({ min: 8, max: 15 });
  });

  it("[GN5] a mutation adds a trait neither parent carries", () => {
    let mutated = 0;
    for (let seed = 0; seed < 3000 && mutated < 5; seed++) {
      const result = hatch(createRng(seed), parent("a", 1), parent("b", 2), 1);
      for (const child of result.offspring) {
        if (!child.mutated) continue;
        mutated++;
        const fresh = child.traits.genetic.filter((t) => t !== "Iron Mandibles");
        expect(fresh.length).toBeGreaterThan(0);
        expect(GENETIC_TRAIT_NAMES).toContain(fresh[0]);
      }
    }
    expect(mutated).toBe(5);
  });

  it("[GN6] the child's generation is the older line's plus one", () => {
    expect(childGeneration(1, 1)).toBe(2);
    expect(childGeneration(3, 1)).toBe(4);
    const result = hatchFromSeed(7, parent("a", 1, { generation: 2 }), parent("b", 2, { generation: 5 }));
    for (const child of result.offspring) expect(child.generation).toBe(6);
  });

  it("[GN7] traits carried by both parents are inherited more often than those of one", () => {
    const p1 = parent("a", 1, { traits: { genetic: ["Iron Mandibles", "Swift Legs"], personality: ["Loyal"] } });
    const p2 = parent("b", 2, { traits: { genetic: ["Iron Mandibles"], personality: ["Calm"] } });
    expect(expectedGeneticTraits(p1.traits, p2.traits)).toEqual(["Iron Mandibles"]);
    let both = 0;
    let one = 0;
    let n = 0;
    for (let seed = 0; seed < 4000; seed++) {
      for (const child of hatch(createRng(seed), p1, p2, 1).offspring) {
        if (child.mutated) continue;
        n++;
        if (child.traits.genetic.includes("Iron Mandibles")) both++;
        if (child.traits.genetic.includes("Swift Legs")) one++;
        for (const t of child.traits.personality) expect(["Loyal", "Calm"]).toContain(t);
      }
    }
    expect(both / n).toBeCloseTo(0.75, 1);
    expect(one / n).toBeCloseTo(0.5, 1);
  });

  it("[GN8] the same seed and parents hatch the same children; the message lists their names", () => {
    const a = hatchFromSeed(123, parent("a", 1), parent("b", 2));
    const b = hatchFromSeed(123, parent("a", 1), parent("b", 2));
    expect(a).toEqual(b);
    expect(breedingCompleteMessage(["Brave Scout", "Iron Digger"])).toBe(
      "Breeding complete! 2 offspring created: Brave Scout, Iron Digger",
    );
    for (const child of a.offspring) {
      expect(child.name).not.toBe("Parent a");
      expect(["#DC143C"]).toContain(child.color);
    }
  });

  it("[GN2][GN3][GN4][GN5] 10,000 seeded hatches match the constants and no child stat leaves its range", () => {
    const HATCHES = 10_000;
    // Tolerances: about 4.5 standard errors at these counts (success ±0.01, clutch sizes ±0.02/±0.01, mutation ±0.01).
    const counts = new Map<number, number>();
    let successes = 0;
    let children = 0;
    let mutations = 0;
    const problems: string[] = [];
    for (let seed = 1; seed <= HATCHES; seed++) {
      const p1 = parent("a", seed * 2);
      const p2 = parent("b", seed * 2 + 1, { generation: 1 + (seed % 4) });
      const result = hatchFromSeed(seed, p1, p2);
      counts.set(result.count, (counts.get(result.count) ?? 0) + 1);
      if (!result.success) continue;
      successes++;
      if (result.offspring.length !== result.count) problems.push(`seed ${seed}: ${result.offspring.length} children`);
      for (const child of result.offspring) {
        children++;
        if (child.mutated) mutations++;
        if (child.generation !== Math.max(p1.generation, p2.generation) + 1) problems.push(`seed ${seed}: generation`);
        for (const name of STAT_NAMES) {
          const value = child.stats[name];
          const low = Math.max(1, Math.min(p1.stats[name], p2.stats[name]) - 2);
          const high = Math.min(20, Math.max(p1.stats[name], p2.stats[name]) + 2);
          if (!Number.isInteger(value) || value < low || value > high) problems.push(`seed ${seed}: ${name} ${value}`);
        }
      }
    }
    expect(problems).toEqual([]);
    const share = (n: number) => `${((n / HATCHES) * 100).toFixed(2)}%`;
    report(
      `[genetics] ${HATCHES} hatches: success ${share(successes)}; clutches 1/2/3 ${share(counts.get(1) ?? 0)}/${share(counts.get(2) ?? 0)}/${share(counts.get(3) ?? 0)}; mutation ${((mutations / children) * 100).toFixed(2)}% of ${children} children`,
    );
    expect(Math.abs(successes / HATCHES - HATCH_SUCCESS_RATE)).toBeLessThan(0.01);
    expect(Math.abs((counts.get(1) ?? 0) / HATCHES - 0.75)).toBeLessThan(0.02);
    expect(Math.abs((counts.get(2) ?? 0) / HATCHES - 0.2)).toBeLessThan(0.02);
    expect(Math.abs((counts.get(3) ?? 0) / HATCHES - 0.05)).toBeLessThan(0.01);
    expect(Math.abs(mutations / children - MUTATION_CHANCE)).toBeLessThan(0.01);
  }, 60_000);
});
