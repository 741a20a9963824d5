// The top-down arena's entry points: a pure, seeded, fixed-tick fight whose whole state is plain JSON.
import { ENERGY_MAX, HEALTH_MAX } from "../ant";
import { decideByStanding } from "../battle/standing";
import { clampMood } from "../colony/mood";
import { primaryStyle } from "../colony/style";
import { createRng } from "../random";
import { layoutArena } from "./arena";
import { applyCommand } from "./command-effects";
import { PREPARATION_TICKS, SPAWN_DISTANCE, TOPDOWN_TICK_CAP } from "./constants";
import { finish } from "./finish";
import { buildTopdownProfile } from "./profile";
import { simulateTick } from "./tick";
import {
  ACTION_KINDS,
  type ActionKind,
  type TopdownAnt,
  type TopdownAntResult,
  type TopdownCommand,
  type TopdownFighter,
  type TopdownInput,
  type TopdownResult,
  type TopdownState,
} from "./types";

function clampTo(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : 0;
}

function noActions(): Record<ActionKind, number> {
  return Object.fromEntries(ACTION_KINDS.map((kind) => [kind, 0])) as Record<ActionKind, number>;
}

function enter(self: TopdownFighter, other: TopdownFighter, x: number, y: number): TopdownAnt {
  const health = Math.round(clampTo(self.health, HEALTH_MAX));
  if (health <= 0) throw new RangeError(`${self.name} has no health left to battle`);
  return {
    antId: self.antId,
    userId: self.userId,
    name: self.name,
    style: primaryStyle(self.stats),
    profile: buildTopdownProfile(self, other),
    x,
    y,
    facing: Math.atan2(-y, -x),
    vx: 0,
    vy: 0,
    startHealth: health,
    health,
    energy: clampTo(self.energy, ENERGY_MAX),
    mood: clampMood(self.mood),
    state: "idle",
    stateTicks: 0,
    cooldownTicks: 0,
    dodgeCooldownTicks: 0,
    bleedingTicks: 0,
    carriedRocks: 0,
    motivationTicks: 0,
    command: null,
    intent: "approach",
    pending: null,
    dirX: 0,
    dirY: 0,
    holding: false,
    damageDealt: 0,
    actions: noActions(),
    coverTicks: 0,
    commandTicks: 0,
  };
}

/**
 * [TD1][TD6] Starts a fight at tick 0 in the preparing phase: the arena laid out from the seed, the ants on opposite
 * spawn points. Throws RangeError for the same ant twice or an ant with no health.
 */
export function createTopdown(input: TopdownInput): TopdownState {
  const [a, b] = input.fighters;
  if (a.antId === b.antId) throw new RangeError("A battle needs two different ants");
  const seed = input.seed >>> 0;
  const rng = createRng(seed);
  const layout = layoutArena(rng);
  const r = SPAWN_DISTANCE;
  const cos = Math.cos(layout.spawnAngle);
  const sin = Math.sin(layout.spawnAngle);
  const nextId = Math.max(0, ...layout.obstacles.map((o) => o.id), ...layout.rocks.map((k) => k.id)) + 1;
  return {
    seed,
    rngState: rng.state(),
    tick: 0,
    phase: "preparing",
    ants: [enter(a, b, cos * r, sin * r), enter(b, a, -cos * r, -sin * r)],
    obstacles: layout.obstacles,
    rocks: layout.rocks,
    projectiles: [],
    nextId,
    events: [],
    winnerAntId: null,
    loserAntId: null,
    endedBy: null,
    commandsApplied: 0,
    commandsIgnored: 0,
  };
}

/** [TD4] True once the fight has a winner. */
export function isTopdownFinished(state: TopdownState): boolean {
  return state.phase === "finished";
}

function copyAnt(ant: TopdownAnt): TopdownAnt {
  return { ...ant, actions: { ...ant.actions }, command: ant.command ? { ...ant.command } : null };
}

/** One tick in place on a state the caller owns. */
function advance(state: TopdownState, commands: readonly TopdownCommand[]): void {
  state.tick += 1;
  state.events = [];
  if (state.phase === "preparing") {
    state.commandsIgnored += commands.length;
    if (state.tick >= PREPARATION_TICKS) state.phase = "fighting";
    return;
  }
  const rng = createRng(state.rngState);
  for (const command of commands) applyCommand(state, command);
  simulateTick(state, rng);
  if (state.phase !== "finished" && state.tick >= TOPDOWN_TICK_CAP) {
    const [a, b] = state.ants;
    const winner = decideByStanding(a, b, rng);
    finish(state, winner, winner === a ? b : a, "tick_cap");
  }
  state.rngState = rng.state();
}

function cloneState(state: TopdownState): TopdownState {
  return {
    ...state,
    ants: [copyAnt(state.ants[0]), copyAnt(state.ants[1])],
    rocks: state.rocks.slice(),
    projectiles: state.projectiles.map((p) => ({ ...p })),
  };
}

/**
 * [TD1][TD2] Computes the next tick with the commands given for it (those whose `tick` is the new tick; others are
 * the caller's business) and returns a new state; the given state is never changed. A finished state is returned as is.
 */
export function stepTopdown(state: TopdownState, commands: readonly TopdownCommand[] = []): TopdownState {
  if (isTopdownFinished(state)) return state;
  const draft = cloneState(state);
  advance(draft, commands);
  return draft;
}

/** [TD1] Plays a whole fight from its input and command log (entries applied at their tick, in log order). */
export function runTopdown(
  input: TopdownInput,
  commandLog: readonly TopdownCommand[] = [],
): { state: TopdownState; result: TopdownResult } {
  return runFrom(createTopdown(input), commandLog);
}

/**
 * [TD1] Plays a state (new or resumed from JSON) to its end with the log's commands for the ticks still to come;
 * commands for ticks after the end count as ignored. The given state is not changed.
 */
export function runFrom(
  start: TopdownState,
  commandLog: readonly TopdownCommand[] = [],
): { state: TopdownState; result: TopdownResult } {
  const state = cloneState(start);
  const byTick = new Map<number, TopdownCommand[]>();
  for (const command of commandLog) {
    if (command.tick <= state.tick) continue;
    const list = byTick.get(command.tick);
    if (list) list.push(command);
    else byTick.set(command.tick, [command]);
  }
  while (!isTopdownFinished(state)) advance(state, byTick.get(state.tick + 1) ?? []);
  for (const [tick, list] of byTick) if (tick > state.tick) state.commandsIgnored += list.length;
  return { state, result: topdownResult(state) };
}

function antResult(ant: TopdownAnt): TopdownAntResult {
  return {
    antId: ant.antId,
    health: ant.health,
    energy: Math.round(ant.energy),
    healthLost: ant.startHealth - ant.health,
    damageDealt: ant.damageDealt,
    actions: { ...ant.actions },
  };
}

/** [TD4] The result of a finished fight (throws while it is still running). */
export function topdownResult(state: TopdownState): TopdownResult {
  if (state.winnerAntId === null || state.loserAntId === null || state.endedBy === null) {
    throw new Error("The fight has not finished");
  }
  const [a, b] = state.ants;
  return {
    winnerAntId: state.winnerAntId,
    loserAntId: state.loserAntId,
    endedBy: state.endedBy,
    ticks: state.tick,
    ants: [antResult(a), antResult(b)],
    finalHealth: { [a.antId]: a.health, [b.antId]: b.health },
    finalEnergy: { [a.antId]: Math.round(a.energy), [b.antId]: Math.round(b.energy) },
    commandsApplied: state.commandsApplied,
    commandsIgnored: state.commandsIgnored,
  };
}
