// Version 1 combat formulas, frozen for replay: each turns effective stats into a chance or an amount.
import { HEALTH_MAX, type Stats } from "../../ant";
import { EFFECTIVE_STAT_MAX } from "../stats";

/** [B5] Random spread added to speed + reflexes when rolling initiative. */
export const INITIATIVE_SPREAD = 10;
/** [B6] Hit chance when precision equals agility. */
export const BASE_HIT_CHANCE = 0.75;
/** [B6] Hit chance gained per point of precision above the defender's agility. */
export const HIT_PER_STAT_POINT = 0.03;
/** [B6] Hit chance bounds before the condition factor. */
export const MIN_HIT_CHANCE = 0.25;
export const MAX_HIT_CHANCE = 0.95;
/** [B7] Damage of a strength-0 attack, and damage per strength point. */
export const DAMAGE_BASE = 6;
export const DAMAGE_PER_STRENGTH = 1.2;
/** [B7] Aggression above this adds damage, below it takes some away (1% per point). */
export const AGGRESSION_NEUTRAL = 10;
export const DAMAGE_PER_AGGRESSION = 0.01;
/** [B7] Defense = 0.6 × armor + 0.4 × resistance; mitigation = 100 / (100 + 5 × defense). */
export const ARMOR_WEIGHT = 0.6;
export const RESISTANCE_WEIGHT = 0.4;
export const MITIGATION_SCALE = 100;
export const MITIGATION_PER_DEFENSE = 5;
/** [B7] Damage taken shrinks 1% per vitality point. */
export const TOUGHNESS_PER_VITALITY = 0.01;
/** [B7] Each hit is scaled by a uniform factor in [0.85, 1.15]. */
export const DAMAGE_VARIANCE_MIN = 0.85;
export const DAMAGE_VARIANCE_SPAN = 0.3;
/** [B7] A hit always takes at least this much health (while the target has any). */
export const MIN_HIT_DAMAGE = 1;
/** [B8] Critical chance = 0.02 + 0.01 × focus; a critical hit does ×1.5 damage. */
export const BASE_CRIT_CHANCE = 0.02;
export const CRIT_PER_FOCUS = 0.01;
export const CRIT_MULTIPLIER = 1.5;
/** [B9] Counter chance = min(0.35, 0.01 × counter + 0.005 × reflexes); a counter does ×0.6 damage and cannot miss. */
export const COUNTER_PER_COUNTER = 0.01;
export const COUNTER_PER_REFLEXES = 0.005;
export const MAX_COUNTER_CHANCE = 0.35;
export const COUNTER_DAMAGE_FACTOR = 0.6;
/** [B10] Quick-strike chance = clamp(0.03 × (own speed − opponent speed), 0, 0.6). */
export const FOLLOW_UP_PER_SPEED = 0.03;
export const MAX_FOLLOW_UP_CHANCE = 0.6;
/** [B11] Every action (attack, quick strike, counter) costs this much energy, as the replay viewer expects. */
export const ACTION_ENERGY_COST = 8;
/** [B11] Energy regained by resting = 15 + floor(recovery). */
export const REST_ENERGY_BASE = 15;
export const REST_ENERGY_PER_RECOVERY = 1;
/** [B12] Below this energy an ant is tired: damage × (1 − 0.3 × (1 − endurance / 25)). */
export const FATIGUE_ENERGY_BELOW = 30;
export const MAX_FATIGUE_PENALTY = 0.3;
/** [B16] An exhausted ant below 20 health (critical, spec 001 §2) collapses with chance 1 − 0.5 × endurance / 25. */
export const CRITICAL_HEALTH_BELOW = 0.2 * HEALTH_MAX;
export const COLLAPSE_ENDURANCE_WEIGHT = 0.5;
/** [B13] Below this health an ant may falter: chance 0.3 × (1 − resolve) × (1 − discipline / 40). */
export const WOUNDED_HEALTH_BELOW = 0.3 * HEALTH_MAX;
export const MAX_FALTER_CHANCE = 0.3;
export const DISCIPLINE_FALTER_DIVISOR = 40;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** [B5] Fixed part of the initiative roll: speed + reflexes. */
export function initiativeBase(stats: Stats): number {
  return stats.speed + stats.reflexes;
}

/** [B6] clamp(0.75 + 0.03 × (precision − agility), 0.25, 0.95) × attacker condition. */
export function hitChance(attacker: Stats, defender: Stats, condition: number): number {
  const raw = BASE_HIT_CHANCE + HIT_PER_STAT_POINT * (attacker.precision - defender.agility);
  return clamp(raw, MIN_HIT_CHANCE, MAX_HIT_CHANCE) * condition;
}

/** [B7] Mitigation from the defender's armor and resistance: 100 / (100 + 5 × defense). */
export function mitigation(defender: Stats): number {
  const defense = ARMOR_WEIGHT * defender.armor + RESISTANCE_WEIGHT * defender.resistance;
  return MITIGATION_SCALE / (MITIGATION_SCALE + MITIGATION_PER_DEFENSE * defense);
}

/**
 * [B7] Damage of a plain hit before variance, fatigue and criticals:
 * (4 + 0.8 × strength) × (1 + 0.01 × (aggression − 10)) × mitigation × (1 − 0.01 × vitality) × condition × spirit.
 */
export function baseDamage(attacker: Stats, defender: Stats, condition: number, spirit: number): number {
  const raw = DAMAGE_BASE + DAMAGE_PER_STRENGTH * attacker.strength;
  const fury = 1 + DAMAGE_PER_AGGRESSION * (attacker.aggression - AGGRESSION_NEUTRAL);
  const toughness = 1 - TOUGHNESS_PER_VITALITY * defender.vitality;
  return raw * fury * mitigation(defender) * toughness * condition * spirit;
}

/** [B7][B8][B12] One hit's damage from a uniform roll: max(1, round(base × variance × crit × fatigue)). */
export function rollDamage(base: number, roll: number, critical: boolean, fatigue: number): number {
  const variance = DAMAGE_VARIANCE_MIN + DAMAGE_VARIANCE_SPAN * roll;
  const amount = base * variance * (critical ? CRIT_MULTIPLIER : 1) * (1 - fatigue);
  return Math.max(MIN_HIT_DAMAGE, Math.round(amount));
}

/** [B8] 0.02 + 0.01 × focus. */
export function critChance(stats: Stats): number {
  return BASE_CRIT_CHANCE + CRIT_PER_FOCUS * stats.focus;
}

/** [B9] min(0.35, 0.01 × counter + 0.005 × reflexes). */
export function counterChance(stats: Stats): number {
  return Math.min(MAX_COUNTER_CHANCE, COUNTER_PER_COUNTER * stats.counter + COUNTER_PER_REFLEXES * stats.reflexes);
}

/** [B9] A counter's damage: max(1, round(base × 0.6)), never critical. */
export function counterDamage(base: number, fatigue: number): number {
  return Math.max(MIN_HIT_DAMAGE, Math.round(base * COUNTER_DAMAGE_FACTOR * (1 - fatigue)));
}

/** [B10] clamp(0.03 × (own speed − opponent speed), 0, 0.6). */
export function followUpChance(attacker: Stats, defender: Stats): number {
  return clamp(FOLLOW_UP_PER_SPEED * (attacker.speed - defender.speed), 0, MAX_FOLLOW_UP_CHANCE);
}

/** [B11] 15 + floor(recovery). */
export function restGain(stats: Stats): number {
  return REST_ENERGY_BASE + Math.floor(REST_ENERGY_PER_RECOVERY * stats.recovery);
}

/** [B11] An ant with less energy than one action costs cannot act. */
export function isExhausted(energy: number): boolean {
  return energy < ACTION_ENERGY_COST;
}

/** [B12] Damage lost when tired: 0.3 × (1 − endurance / 25). */
export function fatiguePenalty(stats: Stats): number {
  return MAX_FATIGUE_PENALTY * (1 - Math.min(stats.endurance, EFFECTIVE_STAT_MAX) / EFFECTIVE_STAT_MAX);
}

/** [B12] True below FATIGUE_ENERGY_BELOW energy. */
export function isTired(energy: number): boolean {
  return energy < FATIGUE_ENERGY_BELOW;
}

/** [B13] 0.3 × (1 − resolve) × (1 − discipline / 40). */
export function falterChance(stats: Stats, resolveValue: number): number {
  return MAX_FALTER_CHANCE * (1 - resolveValue) * (1 - stats.discipline / DISCIPLINE_FALTER_DIVISOR);
}

/** [B16] 1 − 0.5 × endurance / 25: chance that an exhausted, wounded ant collapses instead of resting. */
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
