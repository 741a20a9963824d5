// Version 1, frozen for replay: turns two fighters and an arena into the fixed numbers each side fights with.

import { effectiveStats } from "../stats";
import type { ArenaType, CombatProfileV1, Fighter } from "../types";
import { conditionFactor, resolve, spiritFactor } from "./condition";
import {
  baseDamage,
  collapseChance,
  counterChance,
  critChance,
  falterChance,
  fatiguePenalty,
  followUpChance,
  hitChance,
  initiativeBase,
  restGain,
} from "./formulas";

/** [B1]–[B16] The combat profile of `self` against `opponent` in `arena`. */
export function buildProfileV1(self: Fighter, opponent: Fighter, arena: ArenaType): CombatProfileV1 {
  const own = effectiveStats(self, arena);
  const their = effectiveStats(opponent, arena);
  const condition = conditionFactor(self.needs);
  const will = resolve(own, self.mood);
  return {
    initiative: initiativeBase(own),
    hitChance: hitChance(own, their, condition),
    critChance: critChance(own),
    counterChance: counterChance(own),
    followUpChance: followUpChance(own, their),
    baseDamage: baseDamage(own, their, condition, spiritFactor(will)),
    restGain: restGain(own),
    fatiguePenalty: fatiguePenalty(own),
    falterChance: falterChance(own, will),
    collapseChance: collapseChance(own),
  };
}
