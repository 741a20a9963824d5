// One play of a mini-game tick by tick: the browser drives it live, the server replays the recorded inputs with it.
import type { StatGrade } from "../../colony/stats";
import { GAME_TICKS, type GameId, scoreGrade, timeBonus } from "./constants";
import type { MiniGame } from "./game";
import { type GameInput, inputShapeProblem, MAX_INPUTS, type UntimedInput } from "./inputs";

/** [MG3] Why a play ended: time ran out, the game finished itself, or 'End Game Early'. */
export type EndReason = "time" | "finished" | "early";

/** [MG3][MG4][MG5] The outcome of a play as the server computes it. */
export interface PlayOutcome {
  game: GameId;
  /** Ticks played (the end tick). */
  ticks: number;
  endedBy: EndReason;
  points: number;
  timeBonus: number;
  score: number;
  grade: StatGrade;
  summary: Record<string, number>;
}

/**
 * [MG3] A live play: `offer` takes an input for the next tick to simulate (refusing what the rules refuse), `stepTo`
 * simulates up to a tick, `endEarly` stops it. `inputs` holds exactly what was applied, to send at completion.
 */
export class GameRun<Level = unknown, State = unknown> {
  readonly level: Level;
  state: State;
  /** Ticks simulated so far; the next input applies to this tick. */
  tick = 0;
  endedBy: EndReason | null = null;
  readonly inputs: GameInput[] = [];
  private inThisTick = 0;
  private readonly lastOfKind = new Map<string, number>();

  constructor(
    readonly game: MiniGame<Level, State>,
    readonly seed: number,
  ) {
    this.level = game.generate(seed);
    this.state = game.start(this.level);
  }

  get ended(): boolean {
    return this.endedBy !== null;
  }

  /** [MG8] Whether one more input of this kind fits in the current tick (per-tick count and repeat speed). */
  fitsThisTick(kind: UntimedInput["kind"]): boolean {
    if (this.inThisTick >= this.game.maxInputsPerTick) return false;
    const gap = this.game.minTicksBetween?.[kind];
    const last = this.lastOfKind.get(kind);
    return gap === undefined || last === undefined || this.tick - last >= gap;
  }

  /** [MG8] Why this input cannot be taken now (per-tick limits, repeat speed, physics), or null. */
  problem(input: UntimedInput): string | null {
    if (this.ended) return `Input after the game ended at tick ${this.tick}`;
    if (!this.game.kinds.includes(input.kind)) return `This game takes no ${input.kind} input`;
    if (this.inThisTick >= this.game.maxInputsPerTick) {
      return `More than ${this.game.maxInputsPerTick} input${this.game.maxInputsPerTick === 1 ? "" : "s"} in tick ${this.tick}`;
    }
    const gap = this.game.minTicksBetween?.[input.kind];
    const last = this.lastOfKind.get(input.kind);
    if (gap !== undefined && last !== undefined && this.tick - last < gap) {
      return `Inputs too fast at tick ${this.tick}: at most one ${input.kind} every ${gap} ticks`;
    }
    return this.game.check(this.level, this.state, { ...input, tick: this.tick } as GameInput);
  }

  /** Applies an input at the current tick; returns the refusal text instead when it is not allowed. */
  offer(input: UntimedInput): string | null {
    const refused = this.problem(input);
    if (refused) return refused;
    const stamped = { ...input, tick: this.tick } as GameInput;
    this.state = this.game.apply(this.level, this.state, stamped, this.tick);
    this.inputs.push(stamped);
    this.inThisTick += 1;
    this.lastOfKind.set(input.kind, this.tick);
    return null;
  }

  /** Simulates ticks until `target` (at most the 600th) or until the game ends by itself. */
  stepTo(target: number): void {
    const last = Math.min(GAME_TICKS, Math.floor(target));
    while (!this.ended && this.tick < last) {
      this.state = this.game.advance(this.level, this.state, this.tick);
      this.tick += 1;
      this.inThisTick = 0;
      if (this.game.over(this.level, this.state)) this.endedBy = "finished";
      else if (this.tick >= GAME_TICKS) this.endedBy = "time";
    }
  }

  /** [MG3] 'End Game Early': inputs already taken this tick are simulated first, then the play stops. */
  endEarly(): void {
    if (this.ended) return;
    if (this.inThisTick > 0) this.stepTo(this.tick + 1);
    if (!this.ended) this.endedBy = "early";
  }

  /** [MG4][MG5] Points, time bonus (for the ticks left), score (never below 0) and grade so far. */
  outcome(): PlayOutcome {
    const points = this.game.points(this.state);
    const bonus = this.endedBy === null ? 0 : timeBonus(this.tick);
    const score = Math.max(0, points) + bonus;
    return {
      game: this.game.id,
      ticks: this.tick,
      endedBy: this.endedBy ?? "time",
      points,
      timeBonus: bonus,
      score,
      grade: scoreGrade(score),
      summary: this.game.summary(this.level, this.state),
    };
  }
}

/** [MG8] A replay either gives the outcome or names the first impossible input. */
export type ReplayResult = { ok: true; outcome: PlayOutcome } | { ok: false; detail: string };

/**
 * [MG3][MG8] Replays recorded inputs from the seed exactly as the browser played them. `endTick` is where the
 * player pressed 'End Game Early' (none: the play ran to time-out or finished by itself). Refuses ticks out of order
 * or past the end, points outside the field, more inputs per tick than a human makes, and physics-breaking moves.
 */
export function replayPlay(game: MiniGame, seed: number, inputs: readonly unknown[], endTick?: number): ReplayResult {
  if (inputs.length > MAX_INPUTS) return { ok: false, detail: `At most ${MAX_INPUTS} inputs in one play` };
  if (endTick !== undefined && (!Number.isInteger(endTick) || endTick < 0 || endTick > GAME_TICKS)) {
    return { ok: false, detail: `end_tick must be a whole number from 0 to ${GAME_TICKS}` };
  }
  const run = new GameRun(game, seed);
  for (const [index, raw] of inputs.entries()) {
    const shape = inputShapeProblem(raw, index);
    if (shape) return { ok: false, detail: shape };
    const { tick, ...input } = raw as GameInput;
    if (tick < run.tick) return { ok: false, detail: `Input ${index + 1}: ticks must not go back (tick ${tick})` };
    if (endTick !== undefined && tick >= endTick) {
      return { ok: false, detail: `Input ${index + 1}: tick ${tick} is after the game was ended at ${endTick}` };
    }
    run.stepTo(tick);
    const refused =
      run.tick < tick ? `Input after the game ended at tick ${run.tick}` : run.offer(input as UntimedInput);
    if (refused) return { ok: false, detail: `Input ${index + 1}: ${refused}` };
  }
  if (endTick !== undefined && endTick < GAME_TICKS) {
    run.stepTo(endTick);
    run.endEarly();
  } else {
    run.stepTo(GAME_TICKS);
  }
  return { ok: true, outcome: run.outcome() };
}
