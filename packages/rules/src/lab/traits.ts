// Genetic and personality traits (spec 001 §3 `traits`): what each trait means and how an ant's stats show them.
import type { StatName, Stats } from "../ant";

/** [AR1] A trait with the stats that show it; `low` traits show when those stats are low instead of high. */
export interface TraitDefinition {
  name: string;
  stats: readonly StatName[];
  low?: boolean;
}

/** [AR1] Genetic traits: inherited body features, shown when their stats' mean is at least TRAIT_STRONG_MEAN. */
export const GENETIC_TRAITS: readonly TraitDefinition[] = [
  { name: "Iron Mandibles", stats: ["strength", "aggression"] },
  { name: "Swift Legs", stats: ["speed", "agility"] },
  { name: "Thick Carapace", stats: ["armor", "resistance"] },
  { name: "Keen Antennae", stats: ["precision", "focus"] },
  { name: "Tireless", stats: ["endurance", "metabolism"] },
  { name: "Quick Healer", stats: ["recovery", "vitality"] },
  { name: "Lightning Reflexes", stats: ["reflexes", "counter"] },
  { name: "Sharp Mind", stats: ["intelligence", "focus"] },
];

/** [AR1] Personality traits, read from the mental and social stats the same way. */
export const PERSONALITY_TRAITS: readonly TraitDefinition[] = [
  { name: "Fierce", stats: ["aggression"] },
  { name: "Loyal", stats: ["loyalty"] },
  { name: "Disciplined", stats: ["discipline"] },
  { name: "Cheerful", stats: ["happiness", "morale"] },
  { name: "Stubborn", stats: ["willpower"] },
  { name: "Curious", stats: ["intelligence"] },
  { name: "Gentle", stats: ["aggression"], low: true },
  { name: "Timid", stats: ["morale", "willpower"], low: true },
];

/** [AR1] Every genetic trait name (the pool a mutation draws from). */
export const GENETIC_TRAIT_NAMES: readonly string[] = GENETIC_TRAITS.map((trait) => trait.name);

/** [AR1] A trait shows when its stats' mean is at least this (or at most TRAIT_WEAK_MEAN for a `low` trait). */
export const TRAIT_STRONG_MEAN = 12;
export const TRAIT_WEAK_MEAN = 6;
/** [AR1] At most this many genetic and personality traits each. */
export const MAX_GENETIC_TRAITS = 3;
export const MAX_PERSONALITY_TRAITS = 3;
/** [AR1] The trait of an ant whose stats show no genetic trait, and of one that shows no personality trait. */
export const PLAIN_GENETIC_TRAIT = "Hardy Stock";
export const PLAIN_PERSONALITY_TRAIT = "Easygoing";

/** An ant's traits as stored and shown. */
export interface AntTraits {
  genetic: string[];
  personality: string[];
}

function statMean(stats: Partial<Stats>, names: readonly StatName[]): number {
  let sum = 0;
  for (const name of names) {
    const value = stats[name];
    sum += typeof value === "number" && Number.isFinite(value) ? value : 1;
  }
  return sum / names.length;
}

function shown(stats: Partial<Stats>, pool: readonly TraitDefinition[], max: number, plain: string): string[] {
  const scored = pool
    .map((trait, order) => {
      const mean = statMean(stats, trait.stats);
      const strength = trait.low ? TRAIT_WEAK_MEAN - mean : mean - TRAIT_STRONG_MEAN;
      return { name: trait.name, strength, order };
    })
    .filter((trait) => trait.strength >= 0)
    .sort((a, b) => b.strength - a.strength || a.order - b.order);
  const names = scored.slice(0, max).map((trait) => trait.name);
  return names.length > 0 ? names : [plain];
}

/**
 * [AR1] The traits an ant's stats show: genetic traits whose stats' mean is 12+, strongest first (ties in catalog
 * order), at most 3; personality traits likewise (Gentle and Timid when their stats' mean is 6 or less). An ant that
 * shows none gets 'Hardy Stock' / 'Easygoing'. Used for founders and by migration 0012 for ants made before traits.
 */
export function traitsFromStats(stats: Partial<Stats>): AntTraits {
  return {
    genetic: shown(stats, GENETIC_TRAITS, MAX_GENETIC_TRAITS, PLAIN_GENETIC_TRAIT),
    personality: shown(stats, PERSONALITY_TRAITS, MAX_PERSONALITY_TRAITS, PLAIN_PERSONALITY_TRAIT),
  };
}
