// The version-2 combat formulas: each turns effective stats into a chance or an amount, with its rule id.
import { HEALTH_MAX, type Stats } from "../ant";
import { EFFECTIVE_STAT_MAX } from "./stats";

/** The stat value every formula treats as neutral (an average ant). */
export const NEUTRAL_STAT = 10;
/** [B5] Random spread added to the initiative; reflexes count half as much as speed. */
export const INITIATIVE_SPREAD = 10;
export const INITIATIVE_PER_REFLEXES = 0.5;
/** [B6] Hit chance of an average attacker on an average target, and per point of precision or target agility. */
export const BASE_HIT_CHANCE = 0.8;
export const HIT_PER_PRECISION = 0.016;
export const DODGE_PER_AGILITY = 0.012;
/** [B6] Agility dodges slow attackers better: extra dodge per point of target agility above attacker speed. */
export const DODGE_PER_AGILITY_OVER_SPEED = 0.01;
/** [B6] Intelligence reads openings: hit chance per point. */
export const HIT_PER_INTELLIGENCE = 0.01;
export const MIN_HIT_CHANCE = 0.35;
export const MAX_HIT_CHANCE = 0.97;
/** [B7] Raw damage of an average hit (24, so about five hits end a fight); share gained per point of strength and of aggression. */
export const DAMAGE_BASE = 24;
export const DAMAGE_PER_STRENGTH = 0.016;
export const DAMAGE_PER_AGGRESSION = 0.016;
/** [B7] Metabolism burns energy into force: damage share per point above 10. */
export const DAMAGE_PER_METABOLISM = 0.01;
/** [B7] Flat armor: each hit loses this much per point of the target's armor (so it blunts many small hits most). */
export const ARMOR_PER_POINT = 0.27;
/** [B7] Strength pierces armor: share of the block removed per point of attacker strength above 10 (at most all). */
export const ARMOR_PIERCE_PER_STRENGTH = 0.04;
/** [B7] Share of damage taken removed per point of resistance and of vitality above 10. */
export const RESISTANCE_PER_POINT = 0.015;
export const VITALITY_PER_POINT = 0.015;
/** [B7] Endurance and recovery also soak blows: share of damage taken removed per point above 10. */
export const ENDURANCE_GUARD_PER_POINT = 0.014;
export const RECOVERY_GUARD_PER_POINT = 0.01;
/** [B7] Discipline keeps a guard up: share of damage taken removed per point above 10. */
export const DISCIPLINE_GUARD_PER_POINT = 0.012;
/** [B7] Each hit is scaled by a uniform factor in [0.5, 1.5] (wide, so an edge is not a sure thing). */
export const DAMAGE_VARIANCE_MIN = 0.5;
export const DAMAGE_VARIANCE_SPAN = 1;
/** [B7] A hit always takes at least this much health (while the target has any). */
export const MIN_HIT_DAMAGE = 1;
/** [B8] Critical chance = 0.08 + 0.018 × (focus − 10) + 0.008 × (intelligence − 10), within 1%..40%; ×1.8 damage. */
export const BASE_CRIT_CHANCE = 0.08;
export const CRIT_PER_FOCUS = 0.02;
export const CRIT_PER_INTELLIGENCE = 0.01;
export const MIN_CRIT_CHANCE = 0.01;
export const MAX_CRIT_CHANCE = 0.4;
export const CRIT_MULTIPLIER = 1.8;
/** [B9] Counter chance = 0.08 + 0.02 × (counter − 10) + 0.008 × (reflexes − 10) − 0.01 × (attacker discipline − 10); ×0.7 damage. */
export const BASE_COUNTER_CHANCE = 0.08;
export const COUNTER_PER_COUNTER = 0.02;
export const COUNTER_PER_REFLEXES = 0.008;
export const COUNTER_PER_ATTACKER_DISCIPLINE = 0.01;
export const MAX_COUNTER_CHANCE = 0.4;
export const COUNTER_DAMAGE_FACTOR = 0.7;
/** [B10] Extra action chance = clamp(0.02 × (speed − target speed), 0, 0.45); it costs half an action's energy. */
export const EXTRA_ACTION_PER_SPEED = 0.02;
export const MAX_EXTRA_ACTION_CHANCE = 0.45;
export const EXTRA_ACTION_COST_FACTOR = 0.5;
/** [B11] An action costs 12 energy, less 0.25 per point of endurance and of metabolism above 10, never below 4. */
export const ACTION_ENERGY_BASE = 12;
export const COST_PER_ENDURANCE = 0.25;
export const COST_PER_METABOLISM = 0.25;
export const MIN_ACTION_COST = 4;
/** [B11] Energy regained by resting = 15 + 1.5 × recovery, rounded down. */
export const REST_ENERGY_BASE = 15;
export const REST_ENERGY_PER_RECOVERY = 1.5;
/** [B12] Below this energy an ant is tired and hits softer: up to 40%, less with endurance and recovery. */
export const FATIGUE_ENERGY_BELOW = 50;
export const MAX_FATIGUE_PENALTY = 0.4;
/** [B13] Below this health an ant may falter: chance 0.3 × (1 − resolve) × (1 − discipline / 40). */
export const WOUNDED_HEALTH_BELOW = 0.3 * HEALTH_MAX;
export const MAX_FALTER_CHANCE = 0.3;
export const DISCIPLINE_FALTER_DIVISOR = 40;
/** [B16] An exhausted ant below 20 health collapses with chance 1 − 0.5 × endurance / 25. */
export const CRITICAL_HEALTH_BELOW = 0.2 * HEALTH_MAX;
export const COLLAPSE_ENDURANCE_WEIGHT = 0.5;
/** [B27] A winning tactic's damage edge = 1.12 + 0.01 × (intelligence − 10), at least 1.05. */
export const BASE_TACTIC_EDGE = 1.12;
export const TACTIC_EDGE_PER_INTELLIGENCE = 0.01;
export const MIN_TACTIC_EDGE = 1.05;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const dev = (value: number) => value - NEUTRAL_STAT;

/** [B5] Fixed part of the initiative: speed + 0.5 × reflexes. */
export function initiativeBase(stats: Stats): number {
  return stats.speed + INITIATIVE_PER_REFLEXES * stats.reflexes;
}

/**
 * [B6] 0.8 + 0.016 × (precision − 10) − 0.012 × (agility − 10) − 0.01 × max(0, agility − speed) + 0.008 × (intelligence − 10),
 * within 0.35..0.97.
 */
export function hitChance(attacker: Stats, defender: Stats): number {
  const raw =
    BASE_HIT_CHANCE +
    HIT_PER_PRECISION * dev(attacker.precision) -
    DODGE_PER_AGILITY * dev(defender.agility) -
    DODGE_PER_AGILITY_OVER_SPEED * Math.max(0, defender.agility - attacker.speed) +
    HIT_PER_INTELLIGENCE * dev(attacker.intelligence);
  return clamp(raw, MIN_HIT_CHANCE, MAX_HIT_CHANCE);
}

/** [B7] 24 × (1 + 0.016 × (strength − 10)) × (1 + 0.016 × (aggression − 10)) × (1 + 0.01 × (metabolism − 10)), before spirit and food. */
export function rawDamage(attacker: Stats): number {
  return (
    DAMAGE_BASE *
    Math.max(0.1, 1 + DAMAGE_PER_STRENGTH * dev(attacker.strength)) *
    Math.max(0.1, 1 + DAMAGE_PER_AGGRESSION * dev(attacker.aggression)) *
    Math.max(0.1, 1 + DAMAGE_PER_METABOLISM * dev(attacker.metabolism))
  );
}

/** [B7] Flat damage taken off each hit by the defender's armor: 0.27 × armor × (1 − 0.04 × (attacker strength − 10)), within 0..2× the plain block. */
export function armorBlock(defender: Stats, attacker: Stats): number {
  const pierce = Math.min(2, Math.max(0, 1 - ARMOR_PIERCE_PER_STRENGTH * dev(attacker.strength)));
  return ARMOR_PER_POINT * defender.armor * pierce;
}

/**
 * [B7] Share of damage the defender takes: (1 − 0.015 × (resistance − 10)) × (1 − 0.015 × (vitality − 10)) ×
 * (1 − 0.01 × (discipline − 10)) × (1 − 0.012 × (endurance − 10) − 0.01 × (recovery − 10)), each at least 0.2.
 */
export function toughness(defender: Stats): number {
  return (
    Math.max(0.2, 1 - RESISTANCE_PER_POINT * dev(defender.resistance)) *
    Math.max(0.2, 1 - VITALITY_PER_POINT * dev(defender.vitality)) *
    Math.max(0.2, 1 - DISCIPLINE_GUARD_PER_POINT * dev(defender.discipline)) *
    Math.max(
      0.2,
      1 - ENDURANCE_GUARD_PER_POINT * dev(defender.endurance) - RECOVERY_GUARD_PER_POINT * dev(defender.recovery),
    )
  );
}

/** [B7][B8][B12] One hit: max(1, round((raw × variance × crit × (1 − fatigue) − armor) × taken)). */
export function rollDamage(
  raw: number,
  armor: number,
  taken: number,
  roll: number,
  critical: boolean,
  fatigue: number,
): number {
  const variance = DAMAGE_VARIANCE_MIN + DAMAGE_VARIANCE_SPAN * roll;
  const blow = raw * variance * (critical ? CRIT_MULTIPLIER : 1) * (1 - fatigue);
  return Math.max(MIN_HIT_DAMAGE, Math.round((blow - armor) * taken));
}

/** [B8] 0.08 + 0.018 × (focus − 10) + 0.008 × (intelligence − 10), within 0.01..0.4. */
export function critChance(stats: Stats): number {
  const raw = BASE_CRIT_CHANCE + CRIT_PER_FOCUS * dev(stats.focus) + CRIT_PER_INTELLIGENCE * dev(stats.intelligence);
  return clamp(raw, MIN_CRIT_CHANCE, MAX_CRIT_CHANCE);
}

/** [B9] 0.08 + 0.02 × (counter − 10) + 0.008 × (reflexes − 10) − 0.01 × (attacker discipline − 10), within 0..0.4. */
export function counterChance(defender: Stats, attacker: Stats): number {
  const raw =
    BASE_COUNTER_CHANCE +
    COUNTER_PER_COUNTER * dev(defender.counter) +
    COUNTER_PER_REFLEXES * dev(defender.reflexes) -
    COUNTER_PER_ATTACKER_DISCIPLINE * dev(attacker.discipline);
  return clamp(raw, 0, MAX_COUNTER_CHANCE);
}

/** [B10] clamp(0.02 × (speed − target speed), 0, 0.45). */
export function extraActionChance(attacker: Stats, defender: Stats): number {
  return clamp(EXTRA_ACTION_PER_SPEED * (attacker.speed - defender.speed), 0, MAX_EXTRA_ACTION_CHANCE);
}

/** [B11] 12 − 0.25 × (endurance − 10) − 0.25 × (metabolism − 10), before rest need and tactic; at least 4. */
export function actionCostBase(stats: Stats): number {
  return Math.max(
    MIN_ACTION_COST,
    ACTION_ENERGY_BASE - COST_PER_ENDURANCE * dev(stats.endurance) - COST_PER_METABOLISM * dev(stats.metabolism),
  );
}

/** [B11] The whole energy an action costs: round(base × rest factor + tactic cost), at least 4; an extra action half that. */
export function actionCost(base: number, extra: boolean): number {
  const cost = Math.max(MIN_ACTION_COST, Math.round(base));
  return extra ? Math.max(1, Math.round(cost * EXTRA_ACTION_COST_FACTOR)) : cost;
}

/** [B11] 15 + floor(1.5 × recovery). */
export function restGain(stats: Stats): number {
  return REST_ENERGY_BASE + Math.floor(REST_ENERGY_PER_RECOVERY * stats.recovery);
}

/** [B11] An ant with less energy than its action costs cannot act. */
export function isExhausted(energy: number, cost: number): boolean {
  return energy < cost;
}

/** [B12] 0.4 × (1 − mean(endurance, recovery) / 25): damage lost while tired. */
export function fatiguePenalty(stats: Stats): number {
  const grit = (Math.min(stats.endurance, EFFECTIVE_STAT_MAX) + Math.min(stats.recovery, EFFECTIVE_STAT_MAX)) / 2;
  return MAX_FATIGUE_PENALTY * (1 - grit / EFFECTIVE_STAT_MAX);
}

/** [B12] True below FATIGUE_ENERGY_BELOW energy. */
export function isTired(energy: number): boolean {
  return energy < FATIGUE_ENERGY_BELOW;
}

/** [B13] 0.3 × (1 − resolve) × (1 − discipline / 40). */
export function falterChance(stats: Stats, resolveValue: number): number {
  return MAX_FALTER_CHANCE * (1 - resolveValue) * Math.max(0, 1 - stats.discipline / DISCIPLINE_FALTER_DIVISOR);
}

/** [B16] 1 − 0.5 × endurance / 25. */
export function collapseChance(stats: Stats): number {
  return 1 - (COLLAPSE_ENDURANCE_WEIGHT * Math.min(stats.endurance, EFFECTIVE_STAT_MAX)) / EFFECTIVE_STAT_MAX;
}

/** [B16] True when health is below CRITICAL_HEALTH_BELOW. */
export function isCritical(health: number): boolean {
  return health < CRITICAL_HEALTH_BELOW;
}

/** [B13] True when health is below WOUNDED_HEALTH_BELOW. */
export function isWounded(health: number): boolean {
  return health < WOUNDED_HEALTH_BELOW;
}

/** [B27] 1.12 + 0.01 × (intelligence − 10), at least 1.05. */
export function tacticEdge(stats: Stats): number {
  return Math.max(MIN_TACTIC_EDGE, BASE_TACTIC_EDGE + TACTIC_EDGE_PER_INTELLIGENCE * dev(stats.intelligence));
}
