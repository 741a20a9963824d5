// Turns two fighters and an arena into the fixed numbers each side fights with (version 2; tactics apply per action).

import { widenArenaGaps } from "./arena";
import { needEffects, resolve, SPIRIT_DAMAGE_PER_POINT, SPIRIT_GUARD_PER_POINT, spiritPoints } from "./condition";
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
  rawDamage,
  restGain,
  tacticEdge,
  toughness,
} from "./formulas";
import { applySkills } from "./skills";
import { effectiveStats } from "./stats";
import type { ArenaType, CombatProfile, Fighter } from "./types";

/** [B4] Spirit never takes a multiplier below this. */
export const MIN_SPIRIT_FACTOR = 0.3;

/** [B1]–[B16][TR23] The version-2 combat profile of `self` against `opponent` in `arena`, skills applied last. */
export function buildProfile(self: Fighter, opponent: Fighter, arena: ArenaType): CombatProfile {
  return applySkills(baseProfile(self, opponent, arena), self.skills, opponent.skills);
}

function baseProfile(self: Fighter, opponent: Fighter, arena: ArenaType): CombatProfile {
  const [own, their] = widenArenaGaps(effectiveStats(self, arena), effectiveStats(opponent, arena), arena);
  const needs = needEffects(self.needs);
  const spirit = spiritPoints(own, self.mood);
  return {
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
    tacticEdge: tacticEdge(own),
  };
}
