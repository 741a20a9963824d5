// Version 1 of the battle turn, frozen: it replays battles stored before tactics and the retune exactly.
import { ENERGY_MAX } from "../../ant";
import { type Rng, rngFromState } from "../../random";
import {
  ATTACK_VERBS,
  describeCounter,
  describeDodge,
  describeHesitation,
  describeHit,
  describeRest,
} from "../describe";
import { finish, record, wound } from "../log";
import { decideByStanding } from "../standing";
import type { BattleState, CombatProfileV1, FighterState } from "../types";
import {
  ACTION_ENERGY_COST,
  counterDamage,
  INITIATIVE_SPREAD,
  isCritical,
  isExhausted,
  isTired,
  isWounded,
  rollDamage,
} from "./formulas";

/** [B14] Version 1's turn cap (the same as version 2's). */
export const TURN_CAP_V1 = 50;

const profileOf = (side: FighterState) => side.profile as CombatProfileV1;

/** One version-1 turn, mutating the state in place (callers own the object). */
export function advanceV1(state: BattleState): void {
  const rng = rngFromState(state.rngState);
  const turn = state.turn + 1;
  state.turn = turn;
  const [x, y] = state.fighters;
  const xFirst =
    profileOf(x).initiative + rng.next() * INITIATIVE_SPREAD >=
    profileOf(y).initiative + rng.next() * INITIATIVE_SPREAD;
  act(state, rng, xFirst ? x : y, xFirst ? y : x);
  if (state.endedBy === null) act(state, rng, xFirst ? y : x, xFirst ? x : y);
  if (state.endedBy === null && turn >= TURN_CAP_V1) finish(state, decideByStanding(x, y, rng), "turn_cap");
  state.rngState = rng.state();
}

function act(state: BattleState, rng: Rng, actor: FighterState, target: FighterState): void {
  const profile = profileOf(actor);
  if (isExhausted(actor.energy)) {
    if (isCritical(actor.health) && rng.next() < profile.collapseChance) {
      finish(state, target, "exhaustion");
      return;
    }
    const gain = Math.min(profile.restGain, ENERGY_MAX - actor.energy);
    actor.energy += gain;
    record(state, actor, actor, describeRest(actor.fighter.name), 0, false, "rest", gain);
    return;
  }
  if (isWounded(actor.health) && rng.next() < profile.falterChance) {
    record(state, actor, target, describeHesitation(actor.fighter.name), 0, false, "hesitate", 0);
    return;
  }
  attack(state, rng, actor, target, false);
  if (state.endedBy !== null || isExhausted(actor.energy)) return;
  if (rng.next() < profile.followUpChance) attack(state, rng, actor, target, true);
}

function attack(state: BattleState, rng: Rng, actor: FighterState, target: FighterState, quick: boolean): void {
  const own = profileOf(actor);
  const their = profileOf(target);
  const tired = isTired(actor.energy);
  actor.energy -= ACTION_ENERGY_COST;
  const hitRoll = rng.next();
  const critRoll = rng.next();
  const damageRoll = rng.next();
  const verb = ATTACK_VERBS[Math.floor(rng.next() * ATTACK_VERBS.length)] ?? ATTACK_VERBS[0];
  const name = actor.fighter.name;
  const targetName = target.fighter.name;
  if (hitRoll < own.hitChance) {
    const critical = critRoll < own.critChance;
    const fatigue = tired ? own.fatiguePenalty : 0;
    const dealt = wound(target, rollDamage(own.baseDamage, damageRoll, critical, fatigue));
    const text = describeHit(name, verb, targetName, dealt, critical, quick);
    record(state, actor, target, text, dealt, critical, "attack", -ACTION_ENERGY_COST);
    if (target.health <= 0) {
      finish(state, actor, "knockout");
      return;
    }
  } else {
    record(state, actor, target, describeDodge(name, targetName, quick), 0, false, "miss", -ACTION_ENERGY_COST);
  }
  if (isExhausted(target.energy) || rng.next() >= their.counterChance) return;
  const counterTired = isTired(target.energy);
  target.energy -= ACTION_ENERGY_COST;
  const dealt = wound(actor, counterDamage(their.baseDamage, counterTired ? their.fatiguePenalty : 0));
  record(state, target, actor, describeCounter(targetName, name, dealt), dealt, false, "counter", -ACTION_ENERGY_COST);
  if (actor.health <= 0) finish(state, target, "knockout");
}
