// The current top-down rules: how a fight is laid out and how one tick is computed (registered in versions.ts).
import { ENERGY_MAX, HEALTH_MAX } from "../ant";
import { decideByStanding } from "../battle/standing";
import { clampMood } from "../colony/mood";
import { primaryStyle } from "../colony/style";
import { battleRngKey } from "../fair-dice";
import { createRng, createWideRng, rngFromState } from "../random";
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
  type TopdownCommand,
  type TopdownFighter,
  type TopdownInput,
  type TopdownRules,
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
 * [TD36] Version 1 draws from mulberry32 on the seed; version 2 from sfc32 keyed by the seed and the fight's salt
 * (`battleRngKey`; no salt, as in simulations, means the zero salt).
 */
function startRng(input: TopdownInput, version: number) {
  const seed = input.seed >>> 0;
  return version < 2 ? createRng(seed) : createWideRng(battleRngKey(seed, input.salt));
}

/**
 * [TD1][TD6] A fight at tick 0 in the preparing phase, stamped with `version`: the arena laid out from the seed, the
 * ants on opposite spawn points. Throws RangeError for the same ant twice or an ant with no health.
 */
function create(input: TopdownInput, version: number): TopdownState {
  const [a, b] = input.fighters;
  if (a.antId === b.antId) throw new RangeError("A battle needs two different ants");
  const seed = input.seed >>> 0;
  const rng = startRng(input, version);
  const layout = layoutArena(rng);
  const r = SPAWN_DISTANCE;
  const cos = Math.cos(layout.spawnAngle);
  const sin = Math.sin(layout.spawnAngle);
  const nextId = Math.max(0, ...layout.obstacles.map((o) => o.id), ...layout.rocks.map((k) => k.id)) + 1;
  return {
    version,
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

/** [TD2] One tick in place on a state the caller owns. */
function advance(state: TopdownState, commands: readonly TopdownCommand[]): void {
  state.tick += 1;
  state.events = [];
  if (state.phase === "preparing") {
    state.commandsIgnored += commands.length;
    if (state.tick >= PREPARATION_TICKS) state.phase = "fighting";
    return;
  }
  const rng = rngFromState(state.rngState);
  for (const command of commands) applyCommand(state, command);
  simulateTick(state, rng);
  if (state.phase !== "finished" && state.tick >= TOPDOWN_TICK_CAP) {
    const [a, b] = state.ants;
    const winner = decideByStanding(a, b, rng);
    finish(state, winner, winner === a ? b : a, "tick_cap");
  }
  state.rngState = rng.state();
}

/** [TD35] The rules as they stand in this folder. */
export const CURRENT_RULES: TopdownRules = { create, advance };
