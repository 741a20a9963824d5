// Breeding genetics (spec 001 §9): clutch size, hatching success, child stats, generation, traits and mutation, from a seed.
import { ANT_COLORS, STAT_MAX, STAT_MIN, STAT_NAMES, type Stats } from "../ant";
import { randomAntName } from "../colony/names";
import { chance, createRng, pick, type Rng, randomInt } from "../random";
import {
  type AntTraits,
  GENETIC_TRAIT_NAMES,
  MAX_GENETIC_TRAITS,
  MAX_PERSONALITY_TRAITS,
  PLAIN_GENETIC_TRAIT,
  PLAIN_PERSONALITY_TRAIT,
} from "./traits";

/** [GN2] Chance that a clutch hatches (spec: about 95%). */
export const HATCH_SUCCESS_RATE = 0.95;
/** [GN5] Chance that one offspring carries a mutation (spec: 5%). */
export const MUTATION_CHANCE = 0.05;
/** [GN3] Clutch sizes 1, 2 and 3 with these weights (spec: 1–3, usually 1). */
export const OFFSPRING_COUNT_WEIGHTS: readonly { count: number; weight: number }[] = [
  { count: 1, weight: 0.75 },
  { count: 2, weight: 0.2 },
  { count: 3, weight: 0.05 },
];
/** [GN4] A child stat is drawn from min(parents) − 2 to max(parents) + 2, clamped to 1–20. */
export const CHILD_STAT_SPREAD = 2;
/** [GN7] Chance of inheriting a genetic trait one parent carries, and one both carry. */
export const TRAIT_FROM_ONE_PARENT = 0.5;
export const TRAIT_FROM_BOTH_PARENTS = 0.75;
/** [GN5] A mutation lifts this many of the child's stats to the top of their range. */
export const MUTATION_STAT_COUNT = 1;

/** A parent as genetics sees it (a snapshot taken when breeding starts). */
export interface BreedingParent {
  id: string;
  name: string;
  stats: Stats;
  generation: number;
  color: string;
  traits: AntTraits;
}

/** One child as hatched. */
export interface Offspring {
  name: string;
  stats: Stats;
  generation: number;
  color: string;
  traits: AntTraits;
  mutated: boolean;
}

/** The result of a hatch: success and its children (none when the clutch failed). */
export interface HatchResult {
  success: boolean;
  offspring: Offspring[];
}

/** [GN3] The clutch size for a seed: 1 (75%), 2 (20%) or 3 (5%). Drawn first from the breeding's seed at start. */
export function offspringCount(rng: Rng): number {
  let roll = rng.next();
  for (const option of OFFSPRING_COUNT_WEIGHTS) {
    if (roll < option.weight) return option.count;
    roll -= option.weight;
  }
  return OFFSPRING_COUNT_WEIGHTS[0]?.count ?? 1;
}

/** [GN4] The inclusive whole-number range a child's stat is drawn from. */
export function childStatRange(a: number, b: number): { min: number; max: number } {
  const low = Math.floor(Math.min(a, b)) - CHILD_STAT_SPREAD;
  const high = Math.ceil(Math.max(a, b)) + CHILD_STAT_SPREAD;
  const min = Math.min(STAT_MAX, Math.max(STAT_MIN, low));
  return { min, max: Math.max(min, Math.min(STAT_MAX, high)) };
}

/** [GN6] A child's generation: the older line's generation plus one. */
export function childGeneration(a: number, b: number): number {
  return Math.max(a, b, 0) + 1;
}

/** [GN7] The genetic traits carried by both parents (the preview's expected traits), then those of one, sorted. */
export function expectedGeneticTraits(p1: AntTraits, p2: AntTraits): string[] {
  return p1.genetic.filter((trait) => p2.genetic.includes(trait)).sort();
}

function inheritGenetic(rng: Rng, p1: AntTraits, p2: AntTraits): string[] {
  const all = [...new Set([...p1.genetic, ...p2.genetic])].sort();
  const kept: string[] = [];
  for (const trait of all) {
    const both = p1.genetic.includes(trait) && p2.genetic.includes(trait);
    if (chance(rng, both ? TRAIT_FROM_BOTH_PARENTS : TRAIT_FROM_ONE_PARENT)) kept.push(trait);
  }
  return kept;
}

function inheritPersonality(rng: Rng, p1: AntTraits, p2: AntTraits): string[] {
  const picks = [p1.personality, p2.personality].filter((list) => list.length > 0).map((list) => pick(rng, list));
  return [...new Set(picks)].slice(0, MAX_PERSONALITY_TRAITS);
}

function childStats(rng: Rng, p1: Stats, p2: Stats): Stats {
  const stats = {} as Stats;
  for (const name of STAT_NAMES) {
    const range = childStatRange(p1[name], p2[name]);
    stats[name] = randomInt(rng, range.min, range.max);
  }
  return stats;
}

function mutate(rng: Rng, child: Offspring, p1: BreedingParent, p2: BreedingParent): void {
  for (let i = 0; i < MUTATION_STAT_COUNT; i++) {
    const stat = pick(rng, STAT_NAMES);
    child.stats[stat] = childStatRange(p1.stats[stat], p2.stats[stat]).max;
  }
  const fresh = GENETIC_TRAIT_NAMES.filter((trait) => !child.traits.genetic.includes(trait));
  if (fresh.length > 0) child.traits.genetic = [pick(rng, fresh), ...child.traits.genetic];
  child.mutated = true;
}

function childName(rng: Rng, taken: ReadonlySet<string>): string {
  for (let i = 0; i < 10; i++) {
    const name = randomAntName(rng);
    if (!taken.has(name)) return name;
  }
  return randomAntName(rng);
}

function colorOf(rng: Rng, p1: BreedingParent, p2: BreedingParent): string {
  const known = new Set<string>(ANT_COLORS.map((entry) => entry.hex));
  const options = [p1.color, p2.color].filter((color) => known.has(color));
  return options.length > 0 ? pick(rng, options) : (ANT_COLORS[0]?.hex ?? "#8B4513");
}

/**
 * [GN2]–[GN8] Hatches a clutch of `count` eggs from one seeded Rng: first the success roll (95%), then per child its
 * name (a G1 name unlike its parents' and siblings'), colour (one parent's), 20 stats (GN4), generation (GN6), traits
 * (GN7) and the mutation roll (GN5). The same seed, parents and count always hatch the same children.
 */
export function hatch(rng: Rng, p1: BreedingParent, p2: BreedingParent, count: number): HatchResult {
  if (!chance(rng, HATCH_SUCCESS_RATE)) return { success: false, offspring: [] };
  const taken = new Set([p1.name, p2.name]);
  const offspring: Offspring[] = [];
  for (let i = 0; i < count; i++) {
    const name = childName(rng, taken);
    taken.add(name);
    const child: Offspring = {
      name,
      color: colorOf(rng, p1, p2),
      stats: childStats(rng, p1.stats, p2.stats),
      generation: childGeneration(p1.generation, p2.generation),
      traits: {
        genetic: inheritGenetic(rng, p1.traits, p2.traits),
        personality: inheritPersonality(rng, p1.traits, p2.traits),
      },
      mutated: false,
    };
    if (chance(rng, MUTATION_CHANCE)) mutate(rng, child, p1, p2);
    child.traits.genetic = child.traits.genetic.slice(0, MAX_GENETIC_TRAITS);
    if (child.traits.genetic.length === 0) child.traits.genetic = [PLAIN_GENETIC_TRAIT];
    if (child.traits.personality.length === 0) child.traits.personality = [PLAIN_PERSONALITY_TRAIT];
    offspring.push(child);
  }
  return { success: true, offspring };
}

/** [GN8] A breeding's clutch size, read from its seed when breeding starts (the first draw of the seed's sequence). */
export function clutchSize(seed: number): number {
  return offspringCount(createRng(seed));
}

/** [GN8] The whole hatch of a breeding from its seed: the clutch size (GN3) and then the hatch (GN2–GN7). Replays exactly. */
export function hatchFromSeed(seed: number, p1: BreedingParent, p2: BreedingParent): HatchResult & { count: number } {
  const rng = createRng(seed);
  const count = offspringCount(rng);
  return { count, ...hatch(rng, p1, p2, count) };
}
