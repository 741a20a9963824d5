// Training advice (spec 000 §7 `training-advice`): what to train next and what holds the ant back, from its real state.
import { STAT_NAMES, type StatName, type Stats } from "../ant";
import { levelFor } from "../colony/level";
import {
  HUNGRY_FACTOR,
  LOW_NEED_BELOW,
  TIRED_FACTOR,
  TRAINING_SESSIONS_PER_DAY,
  TRAINING_TYPE_RULES,
  TRAINING_TYPES,
  type TrainingType,
  trainingEffectiveness,
  trainingReadiness,
} from "./quick";

/** [TR8] Happiness below this earns a tip (it drives half the effectiveness formula). */
export const LOW_HAPPINESS_BELOW = 10;
/** [TR8] When every stat a basic type trains is at least this, specialized training is advised (if unlocked). */
export const SPECIALIZE_FROM = 18;

/** The parts of an ant advice reads. */
export interface AdviceAnt {
  name: string;
  stats: Stats;
  food: number;
  rest: number;
  energy: number;
  totalExperience: number;
  isInBattle: boolean;
  isTraining: boolean;
  sessionsToday: number;
  /** Multiplier from skills on effectiveness (TR24); 1 without. */
  effectivenessBonus?: number;
}

/** [TR8] The advice. */
export interface TrainingAdvice {
  ready: boolean;
  reason: string;
  effectiveness: number;
  sessions_left: number;
  recommended_type: TrainingType;
  weakest_stats: StatName[];
  tips: string[];
}

const mean = (stats: Stats, names: readonly StatName[]) =>
  names.reduce((sum, name) => sum + stats[name], 0) / Math.max(1, names.length);

/**
 * [TR8] Readiness (TR2), effectiveness (TR4), sessions left today, the recommended type (of the types the ant's level
 * unlocks, the one whose stats are lowest on average; specialized once those are all 18+ and it is unlocked), the three
 * weakest stats, and tips naming what lowers effectiveness (food or rest below 10, happiness below 10, low energy).
 */
export function trainingAdvice(ant: AdviceAnt): TrainingAdvice {
  const readiness = trainingReadiness(ant);
  const effectiveness = trainingEffectiveness(
    { happiness: ant.stats.happiness, focus: ant.stats.focus, food: ant.food, rest: ant.rest },
    ant.effectivenessBonus ?? 1,
  );
  const level = levelFor(ant.totalExperience);
  // Recommended among the types at full effect (TR1: the others train too, at the tier factor).
  const unlocked = TRAINING_TYPES.filter((type) => TRAINING_TYPE_RULES[type].minLevel <= level);
  const basic = unlocked.filter((type) => type !== "specialized");
  const weakestType = [...basic].sort(
    (a, b) => mean(ant.stats, TRAINING_TYPE_RULES[a].stats) - mean(ant.stats, TRAINING_TYPE_RULES[b].stats),
  )[0];
  const allHigh = basic.every((type) => TRAINING_TYPE_RULES[type].stats.every((s) => ant.stats[s] >= SPECIALIZE_FROM));
  const recommended: TrainingType =
    allHigh && unlocked.includes("specialized") ? "specialized" : (weakestType ?? "physical");
  const tips: string[] = [];
  if (ant.food < LOW_NEED_BELOW) {
    tips.push(
      `Feed ${ant.name} first: hunger cuts training effectiveness by ${Math.round((1 - HUNGRY_FACTOR) * 100)}%`,
    );
  }
  if (ant.rest < LOW_NEED_BELOW) {
    tips.push(
      `Let ${ant.name} rest first: tiredness cuts training effectiveness by ${Math.round((1 - TIRED_FACTOR) * 100)}%`,
    );
  }
  if (ant.stats.happiness < LOW_HAPPINESS_BELOW) {
    tips.push(`A happier ant learns faster: happiness is ${ant.stats.happiness}/20`);
  }
  if (!readiness.ready) tips.push(readiness.reason);
  const next = TRAINING_TYPES.find((type) => TRAINING_TYPE_RULES[type].minLevel > level);
  if (next) {
    const rule = TRAINING_TYPE_RULES[next];
    tips.push(`${rule.label} training (${rule.tier}) works at full effect from level ${rule.minLevel}`);
  }
  const weakest = [...STAT_NAMES].sort((a, b) => ant.stats[a] - ant.stats[b]).slice(0, 3);
  return {
    ready: readiness.ready,
    reason: readiness.reason,
    effectiveness: Math.round(effectiveness * 100) / 100,
    sessions_left: Math.max(0, TRAINING_SESSIONS_PER_DAY - ant.sessionsToday),
    recommended_type: recommended,
    weakest_stats: weakest,
    tips,
  };
}
