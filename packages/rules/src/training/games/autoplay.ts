// Scripted players for tests and balance checks: a perfect one per game and a seeded random clicker.
import { chance, createRng, randomInt } from "../../random";
import { type BoulderLevel, type BoulderState, GOAL_X } from "./boulder-push";
import { FIELD_HEIGHT, FIELD_WIDTH, GAME_TICKS, type GameId } from "./constants";
import type { GameInput, UntimedInput } from "./inputs";
import { currentPattern, type MemoryLevel, type MemoryState } from "./pattern-memory";
import { MINI_GAMES } from "./registry";
import { GameRun, type PlayOutcome } from "./run";
import { SHOT_MIN_TICKS, type TargetLevel, type TargetState, targetVisible } from "./target-practice";
import { LANES, type TunnelLevel, type TunnelState } from "./tunnel-sprint";

type Player = (run: GameRun, tick: number) => UntimedInput[];

function perfectBoulders(run: GameRun): UntimedInput[] {
  const level = run.level as BoulderLevel;
  const state = run.state as BoulderState;
  if (state.held !== null) return [];
  const next = state.pushed.findIndex((done) => !done);
  const out: UntimedInput[] = state.pressed ? [{ kind: "release" }] : [];
  if (next < 0) return out;
  const p = state.positions[next]!;
  const goal = { x: Math.min(FIELD_WIDTH, GOAL_X + 60), y: level.starts[next]!.y };
  return [...out, { kind: "press", x: p.x, y: p.y }, { kind: "drag", ...goal }];
}

function perfectTunnel(run: GameRun, tick: number): UntimedInput[] {
  const { items } = run.level as TunnelLevel;
  const state = run.state as TunnelState;
  const arrive = items.find((item) => item.arrive >= tick)?.arrive;
  if (arrive === undefined) return [];
  const wave = items.filter((item) => item.arrive === arrive);
  const pickup = wave.find((item) => item.kind === "pickup");
  const free = Array.from({ length: LANES }, (_, lane) => lane).filter(
    (lane) => !wave.some((item) => item.kind === "rock" && item.lane === lane),
  );
  const byDistance = free.sort((a, b) => Math.abs(a - state.lane) - Math.abs(b - state.lane));
  const target = pickup?.lane ?? byDistance[0] ?? state.lane;
  return target === state.lane ? [] : [{ kind: "lane", dir: target > state.lane ? 1 : -1 }];
}

function perfectTargets(run: GameRun, tick: number): UntimedInput[] {
  const { targets } = run.level as TargetLevel;
  const state = run.state as TargetState;
  if (state.lastShot && tick - state.lastShot.tick < SHOT_MIN_TICKS) return [];
  const index = targets.findIndex((t, i) => !state.hit[i] && targetVisible(t, tick));
  const target = targets[index];
  return target ? [{ kind: "shot", x: target.x, y: target.y }] : [];
}

function perfectMemory(run: GameRun): UntimedInput[] {
  const level = run.level as MemoryLevel;
  const state = run.state as MemoryState;
  if (state.phase !== "input") return [];
  return [{ kind: "cell", cell: currentPattern(level, state)[state.entered]! }];
}

const PERFECT: Record<GameId, Player> = {
  strength: perfectBoulders,
  speed: perfectTunnel,
  precision: perfectTargets,
  memory: perfectMemory,
};

function randomPlayer(game: GameId, seed: number): Player {
  const rng = createRng(seed);
  const point = () => ({ x: randomInt(rng, 0, FIELD_WIDTH), y: randomInt(rng, 0, FIELD_HEIGHT) });
  return (run) => {
    const roll = chance(rng, 0.3);
    if (!roll) return [];
    if (game === "strength") {
      const pressed = (run.state as BoulderState).pressed;
      if (!pressed) return [{ kind: "press", ...point() }];
      return chance(rng, 0.1) ? [{ kind: "release" }] : [{ kind: "drag", ...point() }];
    }
    if (game === "speed") return [{ kind: "lane", dir: chance(rng, 0.5) ? 1 : -1 }];
    if (game === "precision") return [{ kind: "shot", ...point() }];
    return [{ kind: "cell", cell: randomInt(rng, 0, 15) }];
  };
}

/** A scripted play: its outcome and the inputs it recorded (refused inputs, as the browser does, are dropped). */
export interface ScriptedPlay {
  inputs: GameInput[];
  outcome: PlayOutcome;
  endTick: number;
}

/**
 * Plays a whole game with a script: "perfect" reads the level and state and never misses, "random" acts at random
 * (seeded by `playerSeed`). Ends early at `endAt` ticks when given. Used by tests to prove the grades.
 */
export function autoplay(
  game: GameId,
  seed: number,
  style: "perfect" | "random",
  options: { playerSeed?: number; endAt?: number } = {},
): ScriptedPlay {
  const run = new GameRun(MINI_GAMES[game], seed);
  const player = style === "perfect" ? PERFECT[game] : randomPlayer(game, options.playerSeed ?? 1);
  const last = Math.min(GAME_TICKS, options.endAt ?? GAME_TICKS);
  while (!run.ended && run.tick < last) {
    for (const input of player(run, run.tick)) run.offer(input);
    run.stepTo(run.tick + 1);
  }
  if (!run.ended) run.endEarly();
  return { inputs: run.inputs, outcome: run.outcome(), endTick: run.tick };
}
