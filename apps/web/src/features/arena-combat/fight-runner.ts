// Replays a stored top-down fight in the browser: fixed 50 ms ticks driven by the display's frames, its logged commands.
import {
  createTopdown,
  isTopdownFinished,
  stepTopdown,
  TOPDOWN_TICK_MS,
  type TopdownCommand,
  type TopdownInput,
  type TopdownState,
} from "@antbrawl/rules/topdown/index";
import { dropOldEffects, type Effect, type FightSource } from "./fight-source";

/** Ticks computed at most per frame: a slow frame catches up a little, never in one jump. */
const MAX_TICKS_PER_FRAME = 6;
/** Longest frame gap counted (a hidden tab or a breakpoint): the replay pauses instead of racing ahead. */
const MAX_FRAME_GAP_MS = 250;
/** Panels change slower than the canvas: a tenth of a second is plenty and keeps React out of the frame budget. */
const NOTIFY_EVERY_MS = 100;

/**
 * A stored fight played again from its seed, salt, fighters and command log. `advance(now)` computes the ticks the
 * elapsed time asks for (times `speed`) and answers how far the display is between the last two ticks.
 */
export class FightRunner implements FightSource {
  previous: TopdownState;
  state: TopdownState;
  readonly effects: Effect[] = [];
  /** Real milliseconds per simulated millisecond (replays may run faster). */
  speed = 1;
  private readonly script: Map<number, TopdownCommand[]>;
  private carried = 0;
  private last: number | null = null;
  private notifiedAt = Number.NEGATIVE_INFINITY;
  private listeners = new Set<() => void>();

  constructor(input: TopdownInput, script: readonly TopdownCommand[] = []) {
    this.state = createTopdown(input);
    this.previous = this.state;
    this.script = groupByTick(script);
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
    if (steps > 0 && (now - this.notifiedAt >= NOTIFY_EVERY_MS || this.finished)) {
      this.notifiedAt = now;
      for (const listener of this.listeners) listener();
    }
    return Math.min(1, this.carried / TOPDOWN_TICK_MS);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private step(): void {
    this.previous = this.state;
    this.state = stepTopdown(this.state, this.script.get(this.state.tick + 1) ?? []);
    for (const event of this.state.events) this.effects.push({ ...event, tick: this.state.tick });
    dropOldEffects(this.effects, this.state.tick);
  }
}

function groupByTick(log: readonly TopdownCommand[]): Map<number, TopdownCommand[]> {
  const byTick = new Map<number, TopdownCommand[]>();
  for (const command of log) byTick.set(command.tick, [...(byTick.get(command.tick) ?? []), command]);
  return byTick;
}
