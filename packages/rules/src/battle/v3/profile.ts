// Version 3 profile: the version-2 formulas read tempered stats (each stat's distance from 10 weighted), so every stat is worth about the same.
import { NEED_MAX, NEED_NAMES, type Needs, STAT_NAMES, type StatName, type Stats } from "../../ant";
import { widenArenaGaps } from "../arena";
import { needEffects, resolve, SPIRIT_DAMAGE_PER_POINT, SPIRIT_GUARD_PER_POINT, spiritPoints } from "../condition";
import {
  actionCostBase,
  armorBlock,
  collapseChance,
  counterChance,
  critChance,
  extraActionChance,
  falterChance,
  fatiguePenalty,
  hitChance,
  initiativeBase,
  NEUTRAL_STAT,
  rawDamage,
  restGain,
  toughness,
} from "../formulas";
import { MIN_SPIRIT_FACTOR } from "../profile";
import { applySkills } from "../skills";
import { effectiveStats } from "../stats";
import type { ArenaType, CombatProfile, Fighter } from "../types";
import { READ_EDGE_V3 } from "./tactics";

/**
 * [B30] Weight of each stat's distance from 10 in version 3 (after equipment and the arena): measured so that +10 in
 * any one stat, paid for by the other nineteen, is worth about the same (see docs/balance-v3.md).
 */
export const STAT_WEIGHTS_V3: Record<StatName, number> = {
  strength: 0.331,
  speed: 0.476,
  agility: 0.294,
  precision: 0.436,
  endurance: 0.372,
  armor: 0.456,
  resistance: 0.511,
  counter: 1.027,
  vitality: 0.511,
  recovery: 0.557,
  metabolism: 0.38,
  focus: 0.54,
  reflexes: 1.091,
  intelligence: 0.425,
  willpower: 0.446,
  loyalty: 0.446,
  aggression: 0.432,
  discipline: 0.498,
  morale: 0.446,
  happiness: 0.446,
};

/** [B3][B30] Version 3 softens every need's effect: a need counts as 20 − 0.5 × (20 − need). */
export const NEED_EFFECT_SCALE_V3 = 0.5;

/** [B3][B30] The needs as version 3 reads them (softened, NEED_EFFECT_SCALE_V3). */
export function softenedNeeds(needs: Needs): Needs {
  const out = {} as Needs;
  for (const name of NEED_NAMES) {
    const value = Number.isFinite(needs[name]) ? Math.min(NEED_MAX, Math.max(0, needs[name])) : 0;
    out[name] = NEED_MAX - NEED_EFFECT_SCALE_V3 * (NEED_MAX - value);
  }
  return out;
}

/** [B4][B30] Version 3 reads mood at half its distance from 10 (mood swings by hours, stats by weeks). */
export const MOOD_EFFECT_SCALE_V3 = 0.5;

/** [B30] 10 + weight × (stat − 10) for every stat, never below 1. */
export function temperStats(stats: Stats): Stats {
  const out = {} as Stats;
  for (const name of STAT_NAMES) {
    out[name] = Math.max(1, NEUTRAL_STAT + STAT_WEIGHTS_V3[name] * (stats[name] - NEUTRAL_STAT));
  }
  return out;
}

/** [B32] Version 3's read edge from intelligence: how much of an opening bonus the ant gets. */
export function tacticEdgeV3(stats: Stats): number {
  return Math.max(READ_EDGE_V3.min, READ_EDGE_V3.base + READ_EDGE_V3.perIntelligence * (stats.intelligence - 10));
}

/** [B30] The version-3 combat profile of `self` against `opponent` in `arena`, skills applied last (TR23). */
export function buildProfileV3(self: Fighter, opponent: Fighter, arena: ArenaType): CombatProfile {
  const [rawOwn, rawTheir] = widenArenaGaps(effectiveStats(self, arena), effectiveStats(opponent, arena), arena);
  const own = temperStats(rawOwn);
  const their = temperStats(rawTheir);
  const needs = needEffects(softenedNeeds(self.needs));
  const mood = Number.isFinite(self.mood) ? self.mood : 0;
  const spirit = spiritPoints(own, NEUTRAL_STAT + MOOD_EFFECT_SCALE_V3 * (mood - NEUTRAL_STAT));
  const base: CombatProfile = {
    initiative: initiativeBase(own) + needs.initiative,
    hitChance: hitChance(own, their) * needs.hit,
    critChance: critChance(own),
    counterChance: counterChance(own, their) * needs.counter,
    extraActionChance: Math.max(0, extraActionChance(own, their) + needs.extraAction),
    rawDamage: rawDamage(own) * Math.max(MIN_SPIRIT_FACTOR, 1 + SPIRIT_DAMAGE_PER_POINT * spirit) * needs.damage,
    armorAgainst: armorBlock(their, own),
    damageTaken: toughness(own) * Math.max(MIN_SPIRIT_FACTOR, 1 - SPIRIT_GUARD_PER_POINT * spirit) * needs.taken,
    actionCost: actionCostBase(own) * needs.cost,
    restGain: restGain(own),
    fatiguePenalty: fatiguePenalty(own),
    falterChance: falterChance(own, resolve(own, self.mood)),
    collapseChance: collapseChance(own),
    tacticEdge: tacticEdgeV3(own),
  };
  return applySkills(base, self.skills, opponent.skills);
}
