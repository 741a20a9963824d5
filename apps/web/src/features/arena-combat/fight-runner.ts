// Runs a top-down fight in the browser: fixed 50 ms ticks driven by the display's frames, the command log, effects.
import {
  COMMAND_LOG_MAX,
  createTopdown,
  isTopdownFinished,
  stepTopdown,
  TOPDOWN_TICK_MS,
  type TopdownCommand,
  type TopdownEvent,
  type TopdownInput,
  type TopdownState,
} from "@antbrawl/rules/topdown/index";

/** Ticks computed at most per frame: a slow frame catches up a little, never in one jump. */
const MAX_TICKS_PER_FRAME = 6;
/** Longest frame gap counted (a hidden tab or a breakpoint): the fight pauses instead of racing ahead. */
const MAX_FRAME_GAP_MS = 250;
/** How long an event stays on screen, in ticks. */
export const EFFECT_TICKS = 14;

/** An event of a past tick, kept for its effect on the canvas. */
export interface Effect extends TopdownEvent {
  tick: number;
}

/** Why a command was not taken. */
export type CommandRefusal = "blank" | "not_fighting" | "down" | "full" | "replay";

/**
 * One fight on the page. `advance(now)` computes the ticks the elapsed time asks for (the fight never runs ahead of
 * real time, which the server checks) and answers how far the display is between the last two ticks. A command typed
 * now is logged for the next tick, exactly as the server will replay it. A replay feeds a stored log instead.
 */
export class FightRunner {
  previous: TopdownState;
  state: TopdownState;
  readonly log: TopdownCommand[] = [];
  readonly effects: Effect[] = [];
  /** Real milliseconds per simulated millisecond (replays may run faster). */
  speed = 1;
  private pending: TopdownCommand[] = [];
  private readonly script: Map<number, TopdownCommand[]> | null;
  private carried = 0;
  private last: number | null = null;
  private listeners = new Set<() => void>();

  constructor(input: TopdownInput, script?: readonly TopdownCommand[]) {
    this.state = createTopdown(input);
    this.previous = this.state;
    this.script = script ? groupByTick(script) : null;
  }

  get finished(): boolean {
    return isTopdownFinished(this.state);
  }

  /** Computes the ticks due at `now` (ms, the frame's time); answers the interpolation share in [0, 1). */
  advance(now: number): number {
    if (this.last === null) this.last = now;
    this.carried += Math.min(MAX_FRAME_GAP_MS, Math.max(0, now - this.last)) * this.speed;
    this.last = now;
    let steps = 0;
    while (this.carried >= TOPDOWN_TICK_MS && steps < MAX_TICKS_PER_FRAME && !this.finished) {
      this.step();
      this.carried -= TOPDOWN_TICK_MS;
      steps += 1;
    }
    if (this.finished) this.carried = 0;
    else this.carried = Math.min(this.carried, TOPDOWN_TICK_MS * 2);
    if (steps > 0) for (const listener of this.listeners) listener();
    return Math.min(1, this.carried / TOPDOWN_TICK_MS);
  }

  /**
   * Computes the fight up to `tick` at once, without commands or effects (a fight resumed after the page was left:
   * the server replays the same ticks from its log, which holds no command before them).
   */
  fastForward(tick: number): void {
    while (this.state.tick < tick && !this.finished) this.state = stepTopdown(this.state);
    this.previous = this.state;
    for (const listener of this.listeners) listener();
  }

  /** Logs a line for `antId` at the next tick; answers why not when the fight would ignore it or the log is full. */
  command(antId: string, text: string): CommandRefusal | null {
    if (this.script) return "replay";
    if (text.trim() === "") return "blank";
    if (this.state.phase !== "fighting") return "not_fighting";
    const ant = this.state.ants.find((candidate) => candidate.antId === antId);
    if (!ant || ant.health <= 0) return "down";
    if (this.log.length >= COMMAND_LOG_MAX) return "full";
    const command = { tick: this.state.tick + 1, antId, text };
    this.log.push(command);
    this.pending.push(command);
    return null;
  }

  /** Calls `listener` after every frame that computed a tick; answers the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private step(): void {
    const tick = this.state.tick + 1;
    const commands = this.script ? (this.script.get(tick) ?? []) : this.pending.filter((c) => c.tick === tick);
    if (!this.script) this.pending = this.pending.filter((c) => c.tick > tick);
    this.previous = this.state;
    this.state = stepTopdown(this.state, commands);
    for (const event of this.state.events) this.effects.push({ ...event, tick: this.state.tick });
    while (this.effects.length > 0 && (this.effects[0]?.tick ?? 0) < this.state.tick - EFFECT_TICKS) {
      this.effects.shift();
    }
  }
}

function groupByTick(log: readonly TopdownCommand[]): Map<number, TopdownCommand[]> {
  const byTick = new Map<number, TopdownCommand[]>();
  for (const command of log) byTick.set(command.tick, [...(byTick.get(command.tick) ?? []), command]);
  return byTick;
}
