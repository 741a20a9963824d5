// A live fight the server runs (AC3): its frames from the tab's live connection, drawn between the last two, and the
// player's commands sent back. The page never holds the fight's seed or dice.
import { ARENA_COMBAT_ERRORS } from "@antbrawl/protocol/arena-combat";
import type { ClientMessage } from "@antbrawl/protocol/ws";
import type { ServerMessageOf, ServerMessageType } from "@antbrawl/protocol/ws-server";
import { COMMAND_LOG_MAX, TOPDOWN_TICK_MS, type TopdownView } from "@antbrawl/rules/topdown/index";
import type { LiveStatus } from "../../lib/live/connection";
import { liveClient } from "../../lib/live/live-client";
import { type CommandRefusal, dropOldEffects, type Effect, type FightSource } from "./fight-source";

/** The part of the tab's live client a streamed fight uses (a fake in tests). */
export interface LiveLink {
  readonly status: LiveStatus;
  send(message: ClientMessage): boolean;
  subscribe<T extends ServerMessageType>(type: T, handler: (message: ServerMessageOf<T>) => void): () => void;
  onStatus(listener: () => void): () => void;
}

/** Frames further apart than this (a reconnect, a hidden tab) are not drawn between: the ants jump to the new one. */
const MAX_BLEND_TICKS = 10;

/** The server's texts for a watch or a command it refused (they come back as a plain `error` message). */
const REFUSED_TEXTS: ReadonlySet<unknown> = new Set(Object.values(ARENA_COMBAT_ERRORS));

/** A streamed fight once its first frame arrived: what the canvas and panels draw from. */
export type StreamedSource = StreamedFight & FightSource;

/**
 * Follows one fight of the player's: sends `watch_arena_combat` at once and again whenever the connection opens again,
 * keeps the last two frames and their events, and sends `unwatch_arena_combat` when disposed.
 */
export class StreamedFight {
  previous: TopdownView | null = null;
  state: TopdownView | null = null;
  readonly effects: Effect[] = [];
  /** The server's last refusal of a watch or a command of this tab, if any. */
  refusal: string | null = null;
  /** Commands the server has taken. */
  taken = 0;
  private arrivedAt = 0;
  private full = false;
  private readonly listeners = new Set<() => void>();
  private readonly stops: (() => void)[];
  private open: boolean;

  constructor(
    readonly battleId: string,
    private readonly live: LiveLink = liveClient,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.open = live.status.state === "open";
    this.stops = [
      live.subscribe("arena_combat_frame", (frame) => this.onFrame(frame)),
      live.subscribe("arena_combat_command_taken", (taken) => {
        if (taken.battle_id === this.battleId) this.taken += 1;
      }),
      live.subscribe("error", (error) => this.onError(error.message)),
      live.onStatus(() => this.onStatus()),
    ];
    this.watch();
  }

  /** True once a frame arrived: the canvas and panels can draw the fight. */
  hasFrame(): this is StreamedSource {
    return this.state !== null;
  }

  get finished(): boolean {
    return this.state?.phase === "finished";
  }

  /** The share of the frame gap passed since the newest frame arrived, in [0, 1]. */
  advance(now: number): number {
    if (!this.state || !this.previous || this.state.tick <= this.previous.tick) return 1;
    const gap = (this.state.tick - this.previous.tick) * TOPDOWN_TICK_MS;
    return Math.min(1, Math.max(0, (now - this.arrivedAt) / gap));
  }

  /** Sends a line for `antId`; answers why not when the fight would refuse it or the connection is down. */
  command(antId: string, text: string): CommandRefusal | null {
    if (text.trim() === "") return "blank";
    if (this.state?.phase !== "fighting") return "not_fighting";
    const ant = this.state.ants.find((candidate) => candidate.antId === antId);
    if (!ant || ant.health <= 0) return "down";
    if (this.full || this.taken >= COMMAND_LOG_MAX) return "full";
    this.refusal = null;
    const sent = this.live.send({ type: "arena_combat_command", battle_id: this.battleId, ant_id: antId, text });
    return sent ? null : "offline";
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stops following the fight. */
  dispose(): void {
    for (const stop of this.stops) stop();
    this.live.send({ type: "unwatch_arena_combat" });
  }

  private watch(): void {
    this.live.send({ type: "watch_arena_combat", battle_id: this.battleId });
  }

  private onStatus(): void {
    const open = this.live.status.state === "open";
    if (open && !this.open) this.watch();
    this.open = open;
  }

  private onFrame(frame: ServerMessageOf<"arena_combat_frame">): void {
    if (frame.battle_id !== this.battleId || (this.state && frame.tick <= this.state.tick)) return;
    const blend = this.state !== null && frame.tick - this.state.tick <= MAX_BLEND_TICKS;
    this.previous = blend ? this.state : frame.state;
    this.state = frame.state;
    this.arrivedAt = this.clock();
    if (!blend) this.refusal = null;
    this.effects.push(...frame.events);
    dropOldEffects(this.effects, frame.tick);
    this.notify();
  }

  private onError(text: string): void {
    if (!REFUSED_TEXTS.has(text)) return;
    if (text === ARENA_COMBAT_ERRORS.logFull) this.full = true;
    this.refusal = text;
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
