// [AC3] One Arena Combat run by the server on its own clock: the fight's state at the server's tick, its command log,
// and frames to the sockets of this node that watch it. It knows no database and no transport.
import type { ServerMessageOf } from "@antbrawl/protocol/ws-server";
import {
  createTopdown,
  isTopdownFinished,
  stepTopdown,
  TOPDOWN_TICK_CAP,
  TOPDOWN_TICK_MS,
  type TopdownCommand,
  type TopdownEvent,
  type TopdownInput,
  type TopdownState,
  topdownView,
} from "@antbrawl/rules/topdown/index";
import type { Scheduler, TimerHandle } from "../../live/scheduler";

/** How often watchers get a frame: every second tick. */
export const FRAME_MS = 2 * TOPDOWN_TICK_MS;
/** How long a finished fight's room stays for late watchers. */
const FINISHED_KEEP_MS = 30_000;

export type CombatFrame = ServerMessageOf<"arena_combat_frame">;

/** Where a room's frames go: a socket of this node (the ws socket's send and state). */
export interface FrameSocket {
  send(data: string): void;
  readyState?: number;
}
const OPEN = 1;

export interface CombatRoomDeps {
  battleId: string;
  /** The player whose fight it is. */
  userId: string;
  input: TopdownInput;
  startedAt: number;
  /** The commands stored so far, in order. */
  commands: readonly TopdownCommand[];
  /** The server's clock (ms): the fight's tick follows it. */
  now(): number;
  /** Timers for the frames. */
  clock: Scheduler;
  /** The room closed itself (no watcher left, or finished long ago). */
  onClosed(): void;
}

/** The tick the server's clock has reached in a fight started at `startedAt`. */
function tickAt(startedAt: number, now: number): number {
  return Math.min(TOPDOWN_TICK_CAP, Math.max(0, Math.floor((now - startedAt) / TOPDOWN_TICK_MS)));
}

export class CombatRoom {
  private state: TopdownState;
  private readonly log: TopdownCommand[];
  private readonly watchers = new Set<FrameSocket>();
  private events: (TopdownEvent & { tick: number })[] = [];
  private timer: TimerHandle | null = null;
  private finishedAt: number | null = null;
  private closed = false;

  constructor(private readonly deps: CombatRoomDeps) {
    this.log = [...deps.commands];
    this.state = createTopdown(deps.input);
    this.catchUp();
    this.events = [];
  }

  get battleId(): string {
    return this.deps.battleId;
  }

  get userId(): string {
    return this.deps.userId;
  }

  /** The fight as it stands at the server's clock now. */
  current(): TopdownState {
    this.catchUp();
    return this.state;
  }

  /** Whether any socket of this node watches the fight. */
  get watched(): boolean {
    return this.watchers.size > 0;
  }

  /** How many commands the room holds. */
  get commandCount(): number {
    return this.log.length;
  }

  /** Adds a socket and sends it where the fight stands. */
  watch(socket: FrameSocket): void {
    this.watchers.add(socket);
    this.catchUp();
    socket.send(JSON.stringify(this.frame([])));
    this.schedule();
  }

  /** Takes a socket out; a room nobody watches closes. Answers whether it was a watcher. */
  unwatch(socket: FrameSocket): boolean {
    const was = this.watchers.delete(socket);
    if (this.watchers.size === 0) this.close();
    return was;
  }

  /**
   * A command stored as the log's entry `index` (here or on another node). A command for a tick the room already
   * computed (its store took longer than the lead) makes the room compute the fight again from the start.
   */
  take(command: TopdownCommand, index: number): void {
    if (index < this.log.length) return;
    this.log.push(command);
    if (command.tick <= this.state.tick) this.rebuild();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
    this.watchers.clear();
    this.deps.onClosed();
  }

  private rebuild(): void {
    const target = this.state.tick;
    let state = createTopdown(this.deps.input);
    while (state.tick < target && !isTopdownFinished(state))
      state = stepTopdown(state, this.commandsFor(state.tick + 1));
    this.state = state;
  }

  private commandsFor(tick: number): TopdownCommand[] {
    return this.log.filter((command) => command.tick === tick);
  }

  /** Computes the ticks the clock asks for, keeping their events for the next frame. */
  private catchUp(): void {
    const target = tickAt(this.deps.startedAt, this.deps.now());
    while (this.state.tick < target && !isTopdownFinished(this.state)) {
      this.state = stepTopdown(this.state, this.commandsFor(this.state.tick + 1));
      for (const event of this.state.events) this.events.push({ ...event, tick: this.state.tick });
    }
    if (isTopdownFinished(this.state) && this.finishedAt === null) this.finishedAt = this.deps.now();
  }

  private frame(events: CombatFrame["events"]): CombatFrame {
    return {
      type: "arena_combat_frame",
      battle_id: this.deps.battleId,
      tick: this.state.tick,
      state: topdownView(this.state),
      events,
    };
  }

  private schedule(delayMs = FRAME_MS): void {
    if (this.closed || this.timer) return;
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = null;
      this.tick();
    }, delayMs);
  }

  /** Sends a frame when the fight moved; a finished fight's room waits for late watchers, then closes. */
  private tick(): void {
    if (this.closed) return;
    const before = this.state.tick;
    this.catchUp();
    for (const socket of this.watchers) {
      if (socket.readyState !== undefined && socket.readyState > OPEN) this.watchers.delete(socket);
    }
    if (this.watchers.size === 0) {
      this.close();
      return;
    }
    if (this.state.tick !== before) {
      const text = JSON.stringify(this.frame(this.events));
      this.events = [];
      for (const socket of this.watchers) socket.send(text);
    }
    if (this.finishedAt === null) this.schedule();
    else if (this.deps.now() - this.finishedAt >= FINISHED_KEEP_MS) this.close();
    else this.schedule(FINISHED_KEEP_MS);
  }
}
