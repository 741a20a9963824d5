// What the arena canvas and panels draw from: a replay computed in the browser or a live fight streamed by the server.
import type { TopdownEvent, TopdownView } from "@antbrawl/rules/topdown/index";

/** How long an event stays on screen, in ticks. */
export const EFFECT_TICKS = 14;

/** An event of a past tick, kept for its effect on the canvas. */
export interface Effect extends TopdownEvent {
  tick: number;
}

/** Why a command was not sent. */
export type CommandRefusal = "blank" | "not_fighting" | "down" | "full" | "offline";

/** A fight the canvas can draw: the last two states it knows, the recent effects, and how far to draw between them. */
export interface FightSource {
  readonly previous: TopdownView;
  readonly state: TopdownView;
  readonly effects: readonly Effect[];
  readonly finished: boolean;
  /** Moves the fight on to the display frame at `now` (ms); answers the share of the way from `previous` to `state`. */
  advance(now: number): number;
  /** Calls `listener` when the state the panels show changed (a few times a second at most); answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Drops the effects too old to draw at `tick`. */
export function dropOldEffects(effects: Effect[], tick: number): void {
  while (effects.length > 0 && (effects[0]?.tick ?? 0) < tick - EFFECT_TICKS) effects.shift();
}
