// Words for what a mini-game shows right now, read by screen readers (and by browser tests to aim).
import { type BoulderLevel, type BoulderState, GOAL_X } from "@antbrawl/rules/training/games/boulder-push";
import { FIELD_WIDTH, type GameId } from "@antbrawl/rules/training/games/constants";
import {
  GRID_SIZE,
  litCell,
  type MemoryLevel,
  type MemoryState,
  patternLength,
} from "@antbrawl/rules/training/games/pattern-memory";
import type { GameRun } from "@antbrawl/rules/training/games/run";
import { type TargetLevel, type TargetState, targetVisible } from "@antbrawl/rules/training/games/target-practice";
import { LANES, type TunnelLevel, type TunnelState } from "@antbrawl/rules/training/games/tunnel-sprint";
import { placeText } from "./geometry";

function boulders(level: BoulderLevel, state: BoulderState): string {
  const parts = level.boulders.map((b, i) => {
    const p = state.positions[i]!;
    const name = `Boulder ${i + 1} (weight ${b.weight.toFixed(1)})`;
    return state.pushed[i] ? `${name} pushed` : `${name} at ${placeText(p.x, p.y)}`;
  });
  return `${parts.join("; ")}. Goal from ${Math.round((GOAL_X / FIELD_WIDTH) * 100)}% across.`;
}

function tunnel(level: TunnelLevel, state: TunnelState, tick: number): string {
  const arrive = level.items.find((item) => item.arrive >= tick)?.arrive;
  const wave = level.items.filter((item) => item.arrive === arrive);
  const ahead = wave
    .map((item) => `lane ${item.lane + 1}: ${item.kind === "rock" ? "rock" : `pickup ${item.value}`}`)
    .join(", ");
  return `Ant in lane ${state.lane + 1} of ${LANES}.${ahead ? ` Coming up: ${ahead}.` : ""}`;
}

function targets(level: TargetLevel, state: TargetState, tick: number): string {
  const shown = level.targets.filter((t, i) => !state.hit[i] && targetVisible(t, tick));
  if (shown.length === 0) return "No target showing.";
  return `Targets at ${shown.map((t) => placeText(t.x, t.y)).join("; ")}.`;
}

function memory(level: MemoryLevel, state: MemoryState): string {
  const length = patternLength(state.level);
  if (state.phase === "input") return `Your turn: repeat the ${length} cells (${state.entered} entered).`;
  const lit = litCell(level, state);
  if (lit) {
    const row = Math.floor(lit.cell / GRID_SIZE) + 1;
    const col = (lit.cell % GRID_SIZE) + 1;
    return `Watch: cell ${lit.index + 1} of ${length} lit: row ${row}, column ${col}.`;
  }
  if (state.phase === "show") return `Watch the ${length} cells.`;
  return state.last === "wrong" ? "Wrong cell. Get ready." : `Get ready: level ${state.level}.`;
}

/** What the game shows at the run's current tick, in words. */
export function describeGame(game: GameId, run: GameRun): string {
  switch (game) {
    case "strength":
      return boulders(run.level as BoulderLevel, run.state as BoulderState);
    case "speed":
      return tunnel(run.level as TunnelLevel, run.state as TunnelState, run.tick);
    case "precision":
      return targets(run.level as TargetLevel, run.state as TargetState, run.tick);
    case "memory":
      return memory(run.level as MemoryLevel, run.state as MemoryState);
  }
}
