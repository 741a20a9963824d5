// What every mini-game provides to the shared run: a seeded level, state, input checks and one 50 ms step.
import type { GameId } from "./constants";
import type { GameInput, InputKind } from "./inputs";

/**
 * One mini-game as pure functions over an immutable state. An input of tick t is applied (after `check` allowed it)
 * before the physics of tick t (`advance`); the browser and the server's replay go through the same calls.
 */
export interface MiniGame<Level = unknown, State = unknown> {
  id: GameId;
  /** The input kinds this game takes; any other kind is refused. */
  kinds: readonly InputKind[];
  /** Most inputs a human can make in one 50 ms tick. */
  maxInputsPerTick: number;
  /** Fewest ticks between two inputs of the same kind (a human's fastest repeat), where it matters. */
  minTicksBetween?: Partial<Record<InputKind, number>>;
  /** The level from a seed: the same seed always gives the same level. */
  generate(seed: number): Level;
  /** The state before tick 0. */
  start(level: Level): State;
  /** The player's text when this input breaks the game's physics in this state, or null. */
  check(level: Level, state: State, input: GameInput): string | null;
  /** The state after one allowed input. */
  apply(level: Level, state: State, input: GameInput, tick: number): State;
  /** The state after the physics of tick `tick`. */
  advance(level: Level, state: State, tick: number): State;
  /** True when the game has ended by itself (all boulders pushed). */
  over(level: Level, state: State): boolean;
  /** Points so far, before the time bonus (may be negative while playing; the score counts at least 0). */
  points(state: State): number;
  /** Counters shown on the results screen, e.g. { boulders_pushed: 5 }. */
  summary(level: Level, state: State): Record<string, number>;
}
