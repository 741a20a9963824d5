// One turn of the version-2 engine: initiative, tactics, attacks, counters, extra actions, rest and the turn cap.
import { ENERGY_MAX } from "../ant";
import { type Rng, rngFromState } from "../random";
import {
  ATTACK_VERBS,
  describeCounter,
  describeDodge,
  describeHesitation,
  describeHit,
  describeRest,
} from "./describe";
import {
  actionCost,
  COUNTER_DAMAGE_FACTOR,
  INITIATIVE_SPREAD,
  isCritical,
  isExhausted,
  isTired,
  isWounded,
  MAX_COUNTER_CHANCE,
  MAX_CRIT_CHANCE,
  MAX_HIT_CHANCE,
  MIN_HIT_CHANCE,
  rollDamage,
} from "./formulas";
import { finish, record, wound } from "./log";
import { decideByStanding } from "./standing";
import { matchupFactor, TACTICS } from "./tactics";
import type { BattleState, CombatProfile, FighterState } from "./types";

/** [B14] A battle that reaches this many turns ends and is decided on standing. */
export const TURN_CAP = 50;

const profileOf = (side: FighterState) => side.profile as CombatProfile;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** [B11][B27] Energy of one action of this ant with its tactic (an extra action or a counter costs half). */
export function costOf(side: FighterState, half: boolean): number {
  return actionCost(profileOf(side).actionCost + TACTICS[side.tactic].cost, half);
}

/** One version-2 turn, mutating the state in place (callers own the object). */
export function advanceV2(state: BattleState): void {
  const rng = rngFromState(state.rngState);
  const turn = state.turn + 1;
  state.turn = turn;
  const [x, y] = state.fighters;
  const xFirst =
    profileOf(x).initiative + rng.next() * INITIATIVE_SPREAD >=
    profileOf(y).initiative + rng.next() * INITIATIVE_SPREAD;
  act(state, rng, xFirst ? x : y, xFirst ? y : x);
  if (state.endedBy === null) act(state, rng, xFirst ? y : x, xFirst ? x : y);
  if (state.endedBy === null && turn >= TURN_CAP) finish(state, decideByStanding(x, y, rng), "turn_cap");
  state.rngState = rng.state();
}

function act(state: BattleState, rng: Rng, actor: FighterState, target: FighterState): void {
  const profile = profileOf(actor);
  if (isExhausted(actor.energy, costOf(actor, false))) {
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
  if (state.endedBy !== null || isExhausted(actor.energy, costOf(actor, true))) return;
  if (rng.next() < profile.extraActionChance) attack(state, rng, actor, target, true);
}

/** [B7][B27] Damage of a blow by `actor` on `target` with tactics, matchup, armor and the target's toughness. */
function blow(actor: FighterState, target: FighterState, roll: number, critical: boolean, factor: number): number {
  const own = profileOf(actor);
  const their = profileOf(target);
  const tactics = TACTICS[actor.tactic].damage * TACTICS[target.tactic].taken;
  const matchup = matchupFactor(actor.tactic, target.tactic, own.tacticEdge, their.tacticEdge);
  const fatigue = isTired(actor.energy) ? own.fatiguePenalty : 0;
  const raw = own.rawDamage * factor * tactics * matchup;
  return rollDamage(raw, own.armorAgainst, their.damageTaken, roll, critical, fatigue);
}

function attack(state: BattleState, rng: Rng, actor: FighterState, target: FighterState, quick: boolean): void {
  const own = profileOf(actor);
  const tactic = TACTICS[actor.tactic];
  const cost = costOf(actor, quick);
  const hitRoll = rng.next();
  const critRoll = rng.next();
  const damageRoll = rng.next();
  const verb = ATTACK_VERBS[Math.floor(rng.next() * ATTACK_VERBS.length)] ?? ATTACK_VERBS[0];
  const name = actor.fighter.name;
  const targetName = target.fighter.name;
  if (hitRoll < clamp(own.hitChance + tactic.hit, MIN_HIT_CHANCE, MAX_HIT_CHANCE)) {
    const critical = critRoll < clamp(own.critChance + tactic.crit, 0, MAX_CRIT_CHANCE);
    const dealt = wound(target, blow(actor, target, damageRoll, critical, 1));
    actor.energy -= cost;
    record(
      state,
      actor,
      target,
      describeHit(name, verb, targetName, dealt, critical, quick),
      dealt,
      critical,
      "attack",
      -cost,
    );
    if (target.health <= 0) {
      finish(state, actor, "knockout");
      return;
    }
  } else {
    actor.energy -= cost;
    record(state, actor, target, describeDodge(name, targetName, quick), 0, false, "miss", -cost);
  }
  const counterCost = costOf(target, true);
  const counter = clamp(profileOf(target).counterChance + TACTICS[target.tactic].counter, 0, MAX_COUNTER_CHANCE);
  if (isExhausted(target.energy, counterCost) || rng.next() >= counter) return;
  const dealt = wound(actor, blow(target, actor, rng.next(), false, COUNTER_DAMAGE_FACTOR));
  target.energy -= counterCost;
  record(state, target, actor, describeCounter(targetName, name, dealt), dealt, false, "counter", -counterCost);
  if (actor.health <= 0) finish(state, target, "knockout");
}
