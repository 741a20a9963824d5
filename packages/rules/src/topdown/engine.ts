// The top-down arena's entry points: a pure, seeded, fixed-tick fight whose whole state is plain JSON, played by the
// rules version it was started with.
import type {
  TopdownAnt,
  TopdownAntResult,
  TopdownCommand,
  TopdownInput,
  TopdownResult,
  TopdownRules,
  TopdownState,
} from "./types";
import { TOPDOWN_RULES, TOPDOWN_RULES_VERSION } from "./versions";

/** [TD35] The rules of a version (a state saved before versions existed is version 1); RangeError for an unknown one. */
function rulesOf(version: number | undefined): TopdownRules {
  const rules = TOPDOWN_RULES[version ?? 1];
  if (!rules) throw new RangeError(`Unknown top-down rules version ${version}`);
  return rules;
}

/**
 * [TD1][TD6][TD35] Starts a fight at tick 0 in the preparing phase under `input.version` (default the current one):
 * the arena laid out from the seed, the ants on opposite spawn points. Throws RangeError for the same ant twice, an
 * ant with no health or an unknown version.
 */
export function createTopdown(input: TopdownInput): TopdownState {
  const version = input.version ?? TOPDOWN_RULES_VERSION;
  return rulesOf(version).create(input, version);
}

/** [TD4] True once the fight has a winner. */
export function isTopdownFinished(state: TopdownState): boolean {
  return state.phase === "finished";
}

function copyAnt(ant: TopdownAnt): TopdownAnt {
  return { ...ant, actions: { ...ant.actions }, command: ant.command ? { ...ant.command } : null };
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
  rulesOf(state.version).advance(draft, commands);
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
  const { advance } = rulesOf(state.version);
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
