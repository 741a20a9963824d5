// The battle engine: a pure, seeded, turn-by-turn fight whose whole state is plain JSON.
import { ENERGY_MAX, HEALTH_MAX } from "../ant";
import { createRng, type Rng } from "../random";
import {
  ATTACK_VERBS,
  describeCounter,
  describeDodge,
  describeHesitation,
  describeHit,
  describeRest,
  describeVictory,
} from "./describe";
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
import { buildProfile } from "./profile";
import { decideByStanding } from "./standing";
import type { BattleInput, BattleLogEntry, BattleResult, BattleState, EndReason, FighterState } from "./types";

/** [B14] A battle that reaches this many turns ends and is decided on standing. */
export const TURN_CAP = 50;

function clampTo(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : 0;
}

/** [B18][B19] Starts a battle. Throws RangeError for the same ant twice, an ant with no health or a bad turn length. */
export function createBattle(input: BattleInput): BattleState {
  const [a, b] = input.fighters;
  if (a.antId === b.antId) throw new RangeError("A battle needs two different ants");
  if (!(input.turnMs >= 0) || !Number.isFinite(input.startedAt)) throw new RangeError("Bad battle timing");
  const side = (self: typeof a, other: typeof a): FighterState => {
    const health = clampTo(self.health, HEALTH_MAX);
    if (health <= 0) throw new RangeError(`${self.name} has no health left to battle`);
    return {
      fighter: self,
      startHealth: health,
      health,
      energy: clampTo(self.energy, ENERGY_MAX),
      profile: buildProfile(self, other, input.arena),
    };
  };
  const seed = input.seed >>> 0;
  return {
    seed,
    rngState: seed,
    arena: input.arena,
    battleType: input.battleType,
    startedAt: input.startedAt,
    turnMs: input.turnMs,
    turn: 0,
    fighters: [side(a, b), side(b, a)],
    log: [],
    winnerAntId: null,
    loserAntId: null,
    endedBy: null,
  };
}

/** True once the battle has a winner. */
export function isFinished(state: BattleState): boolean {
  return state.endedBy !== null;
}

/** [B19] Plays one turn and returns a new state; the given state is left untouched. */
export function stepBattle(state: BattleState): BattleState {
  if (isFinished(state)) return state;
  const draft: BattleState = {
    ...state,
    fighters: [{ ...state.fighters[0] }, { ...state.fighters[1] }],
    log: state.log.slice(),
  };
  advance(draft);
  return draft;
}

/** [B19] Plays a whole battle from its input. */
export function runBattle(input: BattleInput): BattleResult {
  const state = createBattle(input);
  while (!isFinished(state)) advance(state);
  return battleResult(state);
}

/** The result of a finished battle state (throws if it is still running). */
export function battleResult(state: BattleState): BattleResult {
  if (state.winnerAntId === null || state.loserAntId === null || state.endedBy === null) {
    throw new Error("The battle has not finished");
  }
  const [a, b] = state.fighters;
  const winner = a.fighter.antId === state.winnerAntId ? a : b;
  const loser = winner === a ? b : a;
  return {
    log: state.log,
    winnerAntId: state.winnerAntId,
    loserAntId: state.loserAntId,
    winnerUserId: winner.fighter.userId,
    loserUserId: loser.fighter.userId,
    turns: state.turn,
    finalHealth: { [a.fighter.antId]: a.health, [b.fighter.antId]: b.health },
    finalEnergy: { [a.fighter.antId]: a.energy, [b.fighter.antId]: b.energy },
    endedBy: state.endedBy,
  };
}

/** One turn, mutating the state in place (callers own the object). */
function advance(state: BattleState): void {
  const rng = createRng(state.rngState);
  const turn = state.turn + 1;
  state.turn = turn;
  const [x, y] = state.fighters;
  const xFirst =
    x.profile.initiative + rng.next() * INITIATIVE_SPREAD >= y.profile.initiative + rng.next() * INITIATIVE_SPREAD;
  act(state, rng, xFirst ? x : y, xFirst ? y : x);
  if (!isFinished(state)) act(state, rng, xFirst ? y : x, xFirst ? x : y);
  if (!isFinished(state) && turn >= TURN_CAP) finish(state, decideByStanding(x, y, rng), "turn_cap");
  state.rngState = rng.state();
}

function act(state: BattleState, rng: Rng, actor: FighterState, target: FighterState): void {
  if (isExhausted(actor.energy)) {
    if (isCritical(actor.health) && rng.next() < actor.profile.collapseChance) {
      finish(state, target, "exhaustion");
      return;
    }
    const gain = Math.min(actor.profile.restGain, ENERGY_MAX - actor.energy);
    actor.energy += gain;
    record(state, actor, actor, describeRest(actor.fighter.name), 0, false, "rest", gain);
    return;
  }
  if (isWounded(actor.health) && rng.next() < actor.profile.falterChance) {
    record(state, actor, target, describeHesitation(actor.fighter.name), 0, false, "hesitate", 0);
    return;
  }
  attack(state, rng, actor, target, false);
  if (isFinished(state) || isExhausted(actor.energy)) return;
  if (rng.next() < actor.profile.followUpChance) attack(state, rng, actor, target, true);
}

function attack(state: BattleState, rng: Rng, actor: FighterState, target: FighterState, quick: boolean): void {
  const tired = isTired(actor.energy);
  actor.energy -= ACTION_ENERGY_COST;
  const hitRoll = rng.next();
  const critRoll = rng.next();
  const damageRoll = rng.next();
  const verb = ATTACK_VERBS[Math.floor(rng.next() * ATTACK_VERBS.length)] ?? ATTACK_VERBS[0];
  const name = actor.fighter.name;
  const targetName = target.fighter.name;
  if (hitRoll < actor.profile.hitChance) {
    const critical = critRoll < actor.profile.critChance;
    const fatigue = tired ? actor.profile.fatiguePenalty : 0;
    const dealt = wound(target, rollDamage(actor.profile.baseDamage, damageRoll, critical, fatigue));
    record(
      state,
      actor,
      target,
      describeHit(name, verb, targetName, dealt, critical, quick),
      dealt,
      critical,
      "attack",
    );
    if (target.health <= 0) {
      finish(state, actor, "knockout");
      return;
    }
  } else {
    record(state, actor, target, describeDodge(name, targetName, quick), 0, false, "miss");
  }
  if (isExhausted(target.energy) || rng.next() >= target.profile.counterChance) return;
  const counterTired = isTired(target.energy);
  target.energy -= ACTION_ENERGY_COST;
  const dealt = wound(
    actor,
    counterDamage(target.profile.baseDamage, counterTired ? target.profile.fatiguePenalty : 0),
  );
  record(state, target, actor, describeCounter(targetName, name, dealt), dealt, false, "counter");
  if (actor.health <= 0) finish(state, target, "knockout");
}

/** [B17] Takes health, never below 0; returns the health actually lost. */
function wound(target: FighterState, damage: number): number {
  const dealt = Math.min(damage, target.health);
  target.health -= dealt;
  return dealt;
}

function record(
  state: BattleState,
  actor: FighterState,
  target: FighterState,
  description: string,
  damage: number,
  critical: boolean,
  kind: BattleLogEntry["kind"],
  energyDelta = -ACTION_ENERGY_COST,
): void {
  state.log.push({
    turn: state.turn,
    description,
    ant_id: actor.fighter.antId,
    target_id: target.fighter.antId,
    damage_dealt: damage,
    critical_hit: critical,
    timestamp: state.startedAt + state.turn * state.turnMs,
    kind,
    energy_delta: energyDelta,
  });
}

function finish(state: BattleState, winner: FighterState, endedBy: EndReason): void {
  const loser = state.fighters[0] === winner ? state.fighters[1] : state.fighters[0];
  state.winnerAntId = winner.fighter.antId;
  state.loserAntId = loser.fighter.antId;
  state.endedBy = endedBy;
  const text = describeVictory(winner.fighter.name, loser.fighter.name, endedBy, state.turn);
  record(state, winner, loser, text, 0, false, "result", 0);
}
