// Quick training (spec 001 §3, §5, §9): the five training types, readiness, the daily limit, effectiveness and gains.

import { MS_PER_DAY, utcDayNumber } from "../achievements/events";
import { ENERGY_MAX, STAT_MAX, type StatName, type Stats } from "../ant";
import { levelFor } from "../colony/level";
import { clampStat, roundStat } from "../colony/stats";
import type { Rng } from "../random";

/** [TR1] The training types of spec 001 §3, in display order. */
export const TRAINING_TYPES = ["physical", "agility", "combat", "mental", "specialized"] as const;
/** One training type. */
export type TrainingType = (typeof TRAINING_TYPES)[number];

/** [TR1] What each type is: its tier, the level it needs, the stats it trains, its energy cost and base experience. */
export interface TrainingTypeRule {
  type: TrainingType;
  label: string;
  tier: "Basic" | "Intermediate" | "Advanced" | "Expert" | "Master";
  minLevel: number;
  /** The stats it raises; empty for `specialized`, which raises the ant's best stats (TR7). */
  stats: readonly StatName[];
  /** [TR5] Energy one session costs (spec: 20–25). */
  energyCost: number;
  /** [TR7] Experience of a session at effectiveness 1. */
  baseExperience: number;
}

/** [TR1] The five types (design: levels 1, 3, 5, 8, 12; costs 20–25; experience 15–30). */
export const TRAINING_TYPE_RULES: Readonly<Record<TrainingType, TrainingTypeRule>> = {
  physical: {
    type: "physical",
    label: "Physical",
    tier: "Basic",
    minLevel: 1,
    stats: ["strength", "endurance"],
    energyCost: 25,
    baseExperience: 15,
  },
  agility: {
    type: "agility",
    label: "Agility",
    tier: "Intermediate",
    minLevel: 3,
    stats: ["speed", "agility", "reflexes"],
    energyCost: 22,
    baseExperience: 18,
  },
  combat: {
    type: "combat",
    label: "Combat",
    tier: "Advanced",
    minLevel: 5,
    stats: ["precision", "counter", "armor"],
    energyCost: 24,
    baseExperience: 20,
  },
  mental: {
    type: "mental",
    label: "Mental",
    tier: "Expert",
    minLevel: 8,
    stats: ["intelligence", "focus", "willpower"],
    energyCost: 20,
    baseExperience: 24,
  },
  specialized: {
    type: "specialized",
    label: "Specialized",
    tier: "Master",
    minLevel: 12,
    stats: [],
    energyCost: 23,
    baseExperience: 30,
  },
};

/** [TR1] Whether a text names a training type. */
export function isTrainingType(value: unknown): value is TrainingType {
  return typeof value === "string" && (TRAINING_TYPES as readonly string[]).includes(value);
}

/** [TR1] The least tier factor: a type far above the ant's level still trains, at 40% of the effect. */
export const TIER_FACTOR_MIN = 0.4;

/**
 * [TR1] The tier gate as an effectiveness factor (spec 001 lists five types and no level lock): 1 from the type's
 * level on, below it level / minLevel, at least 0.4. Multiplies the session's effectiveness (TR4) before its clamp.
 */
export function tierFactor(type: TrainingType, totalExperience: number): number {
  const rule = TRAINING_TYPE_RULES[type];
  const level = levelFor(totalExperience);
  if (level >= rule.minLevel) return 1;
  return Math.max(TIER_FACTOR_MIN, Math.round((level / rule.minLevel) * 100) / 100);
}

/** [TR1] What the tier factor reads as before the click, or null at full effect: 'Below level 5: ×0.4 effectiveness'. */
export function tierNote(type: TrainingType, totalExperience: number): string | null {
  const factor = tierFactor(type, totalExperience);
  if (factor >= 1) return null;
  return `Below level ${TRAINING_TYPE_RULES[type].minLevel}: ×${factor} effectiveness`;
}

/** [TR2] Minimum energy to start a session, and the most sessions per UTC day. */
export const TRAINING_MIN_ENERGY = 20;
export const TRAINING_SESSIONS_PER_DAY = 5;

/** [TR2] Readiness reasons, verbatim from spec 001 §5. */
export const TRAINING_READINESS = {
  inBattle: "Currently in battle",
  training: "Currently training",
  energy: "Energy too low (need 20%+)",
  limit: "Training limit reached today",
  inTreatment: "Currently in treatment",
  ready: "Ready for training",
} as const;

/** The parts of an ant quick-training readiness reads. */
export interface TrainingReadinessAnt {
  isInBattle: boolean;
  isTraining: boolean;
  /** In a Medical Center treatment (MD12); absent counts as not. */
  inTreatment?: boolean;
  energy: number;
  sessionsToday: number;
}

/** [TR2] In battle, then training, then in treatment, then energy below 20, then 5 sessions today; otherwise ready. */
export function trainingReadiness(ant: TrainingReadinessAnt): { ready: boolean; reason: string } {
  if (ant.isInBattle) return { ready: false, reason: TRAINING_READINESS.inBattle };
  if (ant.isTraining) return { ready: false, reason: TRAINING_READINESS.training };
  if (ant.inTreatment) return { ready: false, reason: TRAINING_READINESS.inTreatment };
  if (!(ant.energy >= TRAINING_MIN_ENERGY)) return { ready: false, reason: TRAINING_READINESS.energy };
  if (ant.sessionsToday >= TRAINING_SESSIONS_PER_DAY) return { ready: false, reason: TRAINING_READINESS.limit };
  return { ready: true, reason: TRAINING_READINESS.ready };
}

/** [TR3] Sessions used today: the stored count only if it was counted on today's UTC day (a day starts 00:00 UTC). */
export function sessionsToday(stored: number, storedDay: number | null, nowMs: number): number {
  return storedDay === utcDayNumber(nowMs) ? stored : 0;
}

/** [TR6] How long a session keeps the ant busy (30 minutes). */
export const TRAINING_DURATION_MS = 30 * 60_000;

/** [TR6] Whether an ant marked training is still training at `nowMs`: until `untilMs`, read lazily (no end: until cleared). */
export function isTrainingAt(isTraining: boolean, untilMs: number | null, nowMs: number): boolean {
  return isTraining && (untilMs === null || nowMs < untilMs);
}

/** [TR4] Bounds and penalties of the effectiveness formula (spec 001 §9). */
export const EFFECTIVENESS_MIN = 0.1;
export const EFFECTIVENESS_MAX = 2;
export const LOW_NEED_BELOW = 10;
export const HUNGRY_FACTOR = 0.8;
export const TIRED_FACTOR = 0.9;

/**
 * [TR4] (0.5 + happiness/20) × (0.8 + focus/20 × 0.4), × 0.8 if food < 10, × 0.9 if rest < 10, × `bonus` (skills,
 * TR24), clamped to 0.1–2.
 */
export function trainingEffectiveness(
  input: { happiness: number; focus: number; food: number; rest: number },
  bonus = 1,
): number {
  let value = (0.5 + input.happiness / 20) * (0.8 + (input.focus / 20) * 0.4);
  if (input.food < LOW_NEED_BELOW) value *= HUNGRY_FACTOR;
  if (input.rest < LOW_NEED_BELOW) value *= TIRED_FACTOR;
  value *= bonus;
  if (!Number.isFinite(value)) return EFFECTIVENESS_MIN;
  return Math.min(EFFECTIVENESS_MAX, Math.max(EFFECTIVENESS_MIN, value));
}

/** [TR7] Stat gain of one session per trained stat at effectiveness 1, before the ±20% seeded spread. */
export const BASE_STAT_GAIN = 0.1;
export const STAT_GAIN_SPREAD = 0.2;
/** [TR7] How many of its best stats (below 20) specialized training raises. */
export const SPECIALIZED_STAT_COUNT = 3;

/** [TR7] The stats a session raises: the type's own, or for specialized the ant's three best stats still below 20. */
export function trainedStats(type: TrainingType, stats: Stats): StatName[] {
  const own = TRAINING_TYPE_RULES[type].stats;
  if (own.length > 0) return [...own];
  return (Object.keys(stats) as StatName[])
    .filter((name) => stats[name] < STAT_MAX)
    .sort((a, b) => stats[b] - stats[a])
    .slice(0, SPECIALIZED_STAT_COUNT);
}

/** What one quick-training session does to an ant. */
export interface QuickTrainingOutcome {
  experience: number;
  energy: number;
  /** Stat name → increase actually applied (a stat at 20 gains nothing and is left out). */
  gains: Partial<Stats>;
  stats: Stats;
}

/**
 * [TR5][TR7] One session: energy min(cost, energy); experience round(base × effectiveness × xpBonus), at least 1; each
 * trained stat + 0.1 × effectiveness × (0.8..1.2 seeded), at least 0.01, capped at 20 with two decimals.
 */
export function quickTraining(
  type: TrainingType,
  stats: Stats,
  energy: number,
  effectiveness: number,
  rng: Rng,
  xpBonus = 1,
): QuickTrainingOutcome {
  const rule = TRAINING_TYPE_RULES[type];
  const next = { ...stats };
  const gains: Partial<Stats> = {};
  for (const name of trainedStats(type, stats)) {
    const spread = 1 - STAT_GAIN_SPREAD + 2 * STAT_GAIN_SPREAD * rng.next();
    const gain = Math.max(0.01, roundStat(BASE_STAT_GAIN * effectiveness * spread));
    const after = clampStat(stats[name] + gain);
    if (after > stats[name]) {
      gains[name] = roundStat(after - stats[name]);
      next[name] = after;
    }
  }
  return {
    experience: Math.max(1, Math.round(rule.baseExperience * effectiveness * xpBonus)),
    energy: Math.min(rule.energyCost, Math.max(0, Math.min(ENERGY_MAX, energy))),
    gains,
    stats: next,
  };
}

/** [TR3] When today's sessions are available again: the next 00:00 UTC. */
export function nextTrainingDayMs(nowMs: number): number {
  return (utcDayNumber(nowMs) + 1) * MS_PER_DAY;
}
