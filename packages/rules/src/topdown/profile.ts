// Turns a fighter's stats, needs, mood, equipment and skills into the fixed numbers it fights with in the top-down arena.
import type { Stats } from "../ant";
import { needEffects, needLack, SPIRIT_NEUTRAL, SPIRIT_STATS } from "../battle/condition";
import {
  actionCostBase,
  armorBlock,
  counterChance,
  critChance,
  hitChance,
  NEUTRAL_STAT,
  rawDamage,
  toughness,
} from "../battle/formulas";
import { type FighterSkills, skillTotals } from "../battle/skills";
import { effectiveStats } from "../battle/stats";
import {
  AIM_ERROR,
  AIM_PER_PRECISION,
  BASE_MOVE_SPEED,
  BLEED_INTERVAL,
  BLEED_INTERVAL_PER_VITALITY,
  ENERGY_REGEN,
  EVADE_BASE,
  EVADE_MAX,
  EVADE_MIN,
  EVADE_PER_AGILITY,
  EVADE_PER_REFLEXES,
  JUDGEMENT_NOISE,
  LEAD_BASE,
  LEAD_PER_INTELLIGENCE,
  MIN_AIM_ERROR,
  MOVE_PER_AGILITY,
  MOVE_PER_SPEED,
  NOISE_PER_POINT,
  OBEDIENCE_PER_LOYALTY,
  REACTION_BASE,
  REACTION_PER_REFLEXES,
  REGEN_PER_RECOVERY,
  REST_SLOW,
  TEMPO_PER_REFLEXES,
  TEMPO_PER_SPEED,
  THROW_BASE_RANGE,
  THROW_RANGE_PER_STRENGTH,
  TOUGHNESS_WEIGHT,
} from "./constants";
import type { TopdownFighter, TopdownProfile } from "./types";

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const dev = (value: number) => value - NEUTRAL_STAT;

/** [TD34] Top-down wind-up time saved per point of skill initiative (quick step, blur), as a share of tempo. */
export const TEMPO_PER_SKILL_INITIATIVE = 0.02;
/** [TD34] Energy regeneration gained per point of skill rest gain (second wind), as a share. */
export const REGEN_PER_SKILL_REST = 0.05;

/**
 * [TD34] The battle skills (TR23) in the top-down arena: own damage, bite hit, crit, counter, action cost and damage
 * taken change as in the turn engine; the opponent's evasion lowers own bite hit and its hardened shell blocks more;
 * initiative quickens the tempo and second wind the energy regeneration. Falter, collapse, extra actions and tactic
 * edge have no top-down counterpart. Answers the very same profile when neither side has a skill.
 */
export function applySkillEffects(
  profile: TopdownProfile,
  own: FighterSkills | undefined,
  their: FighterSkills | undefined,
): TopdownProfile {
  const has = (skills: FighterSkills | undefined) => Object.values(skills ?? {}).some((level) => level >= 1);
  if (!has(own) && !has(their)) return profile;
  const mine = skillTotals(own);
  const theirs = skillTotals(their);
  return {
    ...profile,
    rawDamage: profile.rawDamage * (1 + mine.damage),
    biteHit: Math.max(0, profile.biteHit + mine.hit - theirs.dodge),
    critChance: profile.critChance + mine.crit,
    counterChance: profile.counterChance + mine.counter,
    armorBlock: profile.armorBlock + theirs.armor,
    damageTaken: profile.damageTaken * Math.max(0.2, 1 - mine.guard + mine.taken),
    costFactor: profile.costFactor * Math.max(0.5, 1 - mine.cost),
    tempo: Math.max(0.6, profile.tempo * (1 - TEMPO_PER_SKILL_INITIATIVE * mine.initiative)),
    energyRegen: profile.energyRegen * (1 + REGEN_PER_SKILL_REST * mine.rest),
  };
}

/**
 * [TD5] The profile of `self` against `opponent`: effective stats (B1, basic arena), needs (B3), then
 * the top-down formulas of TD7–TD18, then skills (TD34).
 */
export function buildTopdownProfile(self: TopdownFighter, opponent: TopdownFighter): TopdownProfile {
  const own: Stats = effectiveStats(self, "basic");
  const their: Stats = effectiveStats(opponent, "basic");
  const needs = needEffects(self.needs);
  const profile: TopdownProfile = {
    moveSpeed:
      BASE_MOVE_SPEED *
      Math.max(0.4, 1 + MOVE_PER_SPEED * dev(own.speed) + MOVE_PER_AGILITY * dev(own.agility)) *
      (1 - REST_SLOW * needLack(self.needs.rest)),
    rawDamage: rawDamage(own) * needs.damage,
    spiritStats: SPIRIT_STATS.reduce((sum, name) => sum + own[name] - SPIRIT_NEUTRAL, 0),
    armorBlock: armorBlock(own, their),
    damageTaken: toughness(own) ** TOUGHNESS_WEIGHT * needs.taken,
    biteHit: hitChance(own, their) * needs.hit,
    critChance: critChance(own),
    counterChance: counterChance(own, their) * needs.counter,
    tempo: clamp(1 - TEMPO_PER_SPEED * dev(own.speed) - TEMPO_PER_REFLEXES * dev(own.reflexes), 0.6, 1.4),
    costFactor: (actionCostBase(own) / 12) * needs.cost,
    energyRegen: ENERGY_REGEN * Math.max(0.3, 1 + REGEN_PER_RECOVERY * dev(own.recovery)),
    reaction: clamp(REACTION_BASE + REACTION_PER_REFLEXES * dev(own.reflexes), 0.02, 0.3),
    evade: clamp(
      EVADE_BASE + EVADE_PER_AGILITY * dev(own.agility) + EVADE_PER_REFLEXES * dev(own.reflexes),
      EVADE_MIN,
      EVADE_MAX,
    ),
    grip: (own.strength + own.endurance + own.agility) / 3,
    aimError: Math.max(MIN_AIM_ERROR, AIM_ERROR * (1 - AIM_PER_PRECISION * dev(own.precision)) * (2 - needs.hit)),
    lead: clamp(LEAD_BASE + LEAD_PER_INTELLIGENCE * dev(own.intelligence), 0, 1),
    throwRange: THROW_BASE_RANGE + THROW_RANGE_PER_STRENGTH * dev(own.strength),
    bleedInterval: Math.max(4, Math.round(BLEED_INTERVAL * (1 + BLEED_INTERVAL_PER_VITALITY * dev(own.vitality)))),
    obedience: Math.max(0.9, 1 + OBEDIENCE_PER_LOYALTY * dev(own.loyalty)),
    judgementNoise: Math.max(
      0.05,
      JUDGEMENT_NOISE * (1 - NOISE_PER_POINT * (dev(own.intelligence) + dev(own.discipline))),
    ),
  };
  return applySkillEffects(profile, self.skills, opponent.skills);
}
