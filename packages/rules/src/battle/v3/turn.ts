// One turn of the version-3 engine: the version-2 turn with version-3 tactics, breaths behind a guard and a longer fight.
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
import {
  COUNTER_DAMAGE_FACTOR,
  EXTRA_ACTION_COST_FACTOR,
  FATIGUE_ENERGY_BELOW,
  INITIATIVE_SPREAD,
  isCritical,
  isExhausted,
  isTired,
  isWounded,
  MAX_COUNTER_CHANCE,
  MAX_CRIT_CHANCE,
  MAX_HIT_CHANCE,
  MIN_ACTION_COST,
  MIN_HIT_CHANCE,
  rollDamage,
} from "../formulas";
import { finish, record, wound } from "../log";
import { decideByStanding } from "../standing";
import type { BattleState, CombatProfile, FighterState } from "../types";
import { TACTICS_V3 } from "./tactics";

/** [B14][B30] Version 3's turn cap and damage scale (a longer fight: more turns for tactics to matter). */
export const V3_TUNING = {
  turnCap: 50,
  /** Multiplies every hit's raw damage (B7). */
  damageScale: 0.8,
  /** [B32] Share of a guard's block a feint breaks. */
  guardBreak: 0.5,
  /** [B7] Each hit is scaled by a uniform factor in [1 − span / 2, 1 + span / 2] (version 2: span 1). */
  varianceSpan: 1.5,
  /** [B12] Multiplies the fatigue penalty of a tired ant. */
  fatigueScale: 1,
  /** [B12] Energy over which tiredness grows from none (50) to full. */
  tiredSpan: 25,
  /** [B32] A press on a tired target (energy below 50) hits this much harder on top of the press. */
  pressTired: 2,
  /** [B32] A feint on a target that guarded the turn before and guards again hits this much harder (and breaks the guard). */
  feintRead: 1.3,
};

/** [B33] "Goldie catches its breath behind its guard." */
export function describeBreath(name: string): string {
  return `${name} catches its breath behind its guard.`;
}

const profileOf = (side: FighterState) => side.profile as CombatProfile;

/** [B12][B30] How tired an ant is: 0 at 50 energy or more, rising evenly to 1 at 25 (version 2: all at once below 50). */
export function tiredness(energy: number): number {
  return Math.min(1, Math.max(0, (FATIGUE_ENERGY_BELOW - energy) / V3_TUNING.tiredSpan));
}
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** [B11][B30] Version 3 keeps a tenth of a point of energy cost (whole points made a cliff between two need values). */
export function actionCostV3(base: number, half: boolean): number {
  const cost = Math.max(MIN_ACTION_COST, base) * (half ? EXTRA_ACTION_COST_FACTOR : 1);
  return Math.round(cost * 10) / 10;
}

/** [B11][B31] Energy of one action with the ant's tactic (half for an extra action or a counter). */
export function costOfV3(side: FighterState, half: boolean): number {
  return actionCostV3(profileOf(side).actionCost + TACTICS_V3[side.tactic].cost, half);
}

/** [B11][B30] Below this energy an ant is spent and rests; with less than an action costs it makes a last, weaker effort. */
export const SPENT_BELOW = 1;

/** [B11][B30] Share of a full blow an ant can still put in: its energy over the action's cost, at most 1. */
function effort(side: FighterState, half: boolean): number {
  return Math.min(1, side.energy / costOfV3(side, half));
}

/** [B31] Pays an action: its tactic's cost as far as the energy goes. */
function pay(side: FighterState, half: boolean): number {
  const cost = Math.min(side.energy, costOfV3(side, half));
  side.energy -= cost;
  return cost;
}

/** One version-3 turn, mutating the state in place (callers own the object). */
export function advanceV3(state: BattleState): void {
  const rng = rngFromState(state.rngState);
  const turn = state.turn + 1;
  state.turn = turn;
  const [x, y] = state.fighters;
  const xFirst =
    profileOf(x).initiative + rng.next() * INITIATIVE_SPREAD >=
    profileOf(y).initiative + rng.next() * INITIATIVE_SPREAD;
  act(state, rng, xFirst ? x : y, xFirst ? y : x);
  if (state.endedBy === null) act(state, rng, xFirst ? y : x, xFirst ? x : y);
  if (state.endedBy === null) for (const side of xFirst ? [x, y] : [y, x]) breathe(state, side);
  if (state.endedBy === null && turn >= V3_TUNING.turnCap) finish(state, decideByStanding(x, y, rng), "turn_cap");
  state.rngState = rng.state();
}

/** [B33] A guarding ant gets energy back at the end of the turn. */
function breathe(state: BattleState, side: FighterState): void {
  const gain = Math.min(TACTICS_V3[side.tactic].recover, ENERGY_MAX - side.energy);
  if (gain <= 0) return;
  side.energy += gain;
  record(state, side, side, describeBreath(side.fighter.name), 0, false, "rest", gain);
}

function act(state: BattleState, rng: Rng, actor: FighterState, target: FighterState): void {
  const profile = profileOf(actor);
  if (isExhausted(actor.energy, SPENT_BELOW)) {
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
  if (state.endedBy !== null || isExhausted(actor.energy, SPENT_BELOW)) return;
  if (rng.next() < profile.extraActionChance) attack(state, rng, actor, target, true);
}

/** [B7][B31][B32] Damage of a blow with tactics, the matchup, a feint breaking a guard, armor and toughness. */
function blow(actor: FighterState, target: FighterState, roll: number, critical: boolean, factor: number): number {
  const own = profileOf(actor);
  const their = profileOf(target);
  const guardBroken = actor.tactic === "feint" && target.tactic === "guard";
  const heldGuard = guardBroken && target.lastTactic === "guard";
  const block = 1 - TACTICS_V3[target.tactic].taken;
  const taken = 1 - block * (guardBroken ? 1 - V3_TUNING.guardBreak : 1);
  const bonus =
    actor.tactic === "press" && isTired(target.energy)
      ? V3_TUNING.pressTired - 1
      : heldGuard
        ? V3_TUNING.feintRead - 1
        : 0;
  const tactics = TACTICS_V3[actor.tactic].damage * taken * (1 + bonus * own.tacticEdge);
  const fatigue = Math.min(0.9, own.fatiguePenalty * V3_TUNING.fatigueScale) * tiredness(actor.energy);
  const raw = own.rawDamage * V3_TUNING.damageScale * factor * tactics;
  const spread = 0.5 - V3_TUNING.varianceSpan / 2 + V3_TUNING.varianceSpan * roll;
  return rollDamage(raw, own.armorAgainst, their.damageTaken, spread, critical, fatigue);
}

function attack(state: BattleState, rng: Rng, actor: FighterState, target: FighterState, quick: boolean): void {
  const own = profileOf(actor);
  const tactic = TACTICS_V3[actor.tactic];
  const hitRoll = rng.next();
  const critRoll = rng.next();
  const damageRoll = rng.next();
  const verb = ATTACK_VERBS[Math.floor(rng.next() * ATTACK_VERBS.length)] ?? ATTACK_VERBS[0];
  const name = actor.fighter.name;
  const targetName = target.fighter.name;
  if (hitRoll < clamp(own.hitChance + tactic.hit, MIN_HIT_CHANCE, MAX_HIT_CHANCE)) {
    const critical = critRoll < clamp(own.critChance + tactic.crit, 0, MAX_CRIT_CHANCE);
    const dealt = wound(target, blow(actor, target, damageRoll, critical, effort(actor, quick)));
    const cost = pay(actor, quick);
    const text = describeHit(name, verb, targetName, dealt, critical, quick);
    record(state, actor, target, text, dealt, critical, "attack", -cost);
    if (target.health <= 0) {
      finish(state, actor, "knockout");
      return;
    }
  } else {
    const cost = pay(actor, quick);
    record(state, actor, target, describeDodge(name, targetName, quick), 0, false, "miss", -cost);
  }
  const counter = clamp(profileOf(target).counterChance + TACTICS_V3[target.tactic].counter, 0, MAX_COUNTER_CHANCE);
  if (isExhausted(target.energy, SPENT_BELOW) || rng.next() >= counter) return;
  const factor = COUNTER_DAMAGE_FACTOR * effort(target, true);
  const dealt = wound(actor, blow(target, actor, rng.next(), false, factor));
  const cost = pay(target, true);
  record(state, target, actor, describeCounter(targetName, name, dealt), dealt, false, "counter", -cost);
  if (actor.health <= 0) finish(state, target, "knockout");
}
