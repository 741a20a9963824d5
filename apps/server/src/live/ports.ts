// What a live room is given and what it emits: a store (load, play a turn, lease), an outbox to the battle's audience.
import type { BattleState, TacticId } from "@antbrawl/rules/battle/types";

type LivePhase = "countdown" | "fighting" | "finished";

/** One seat as stored (seat i plays fighter i). Times are in ms. */
export interface StoredSeat {
  /** The tactic in force (the last one chosen; null before any). */
  tactic: TacticId | null;
  /** This turn's choice, hidden from everyone until the turn resolves. */
  pending: TacticId | null;
  connected: boolean;
  /** When the player left; null while connected. */
  leftAt: number | null;
}

/** A live battle's clock, seats and audience as stored. */
export interface StoredLive {
  phase: LivePhase;
  /** The turn being chosen (0 during the countdown). */
  turn: number;
  countdownEndsAt: number;
  turnEndsAt: number | null;
  /** The node driving the battle (its lease holder). */
  owner: string | null;
  seats: readonly [StoredSeat, StoredSeat];
  /** Who watches (user ids). */
  spectators: readonly string[];
}

/** A seat the house plays (W32): always there, it has chosen as soon as a turn opens; `choose` gives its tactic. */
export interface HouseSeat {
  seat: 0 | 1;
  /** The house's tactic for the turn about to be played from `state`. */
  choose(state: BattleState): TacticId;
}

/** Everything a room starts from; `record` is the store's own, handed back untouched in events for the outbox. */
export interface LoadedLive<R> {
  live: StoredLive;
  /** The user of each seat. */
  players: readonly [string, string];
  /** The engine state after the turns played so far. */
  state: BattleState;
  record: R;
  /** The seat the house plays in a practice battle. */
  house?: HouseSeat;
}

/** The stored turn a room plays: the seats' choices as they stand when the turn is locked. */
type PlayTurn = (locked: StoredLive) => { state: BattleState; live: StoredLive };

/** The turn as written: the live battle after it, and (on the last turn) the store's record of the settled battle. */
interface PlayedTurn<R> {
  state: BattleState;
  live: StoredLive;
  settled?: R;
}

/** Where a room's battle lives. Every write is fenced: it happens only while `owner` drives the battle. */
export interface LiveStore<R> {
  load(battleId: string): Promise<LoadedLive<R> | undefined>;
  /** The clock, seats and audience again (after a seat came or went, or to see who watches now). */
  refresh(battleId: string): Promise<StoredLive | undefined>;
  /** Ends the countdown: turn 1 runs until `turnEndsAt`; undefined when `owner` no longer drives it. */
  start(
    battleId: string,
    fence: { owner: string; at: number; turnEndsAt: number; leaseUntil: number },
  ): Promise<StoredLive | undefined>;
  /**
   * At most 3 statements on a turn that is not the last: locks turn `turn` (undefined when it is not `owner`'s to
   * play), lets `play` resolve it from the locked seats, and writes the battle and the live battle in one transaction;
   * on the last turn the battle is settled in that same transaction.
   */
  playTurn(
    battleId: string,
    fence: { owner: string; turn: number; at: number; leaseUntil: number },
    play: PlayTurn,
  ): Promise<PlayedTurn<R> | undefined>;
  /** After the ending was sent: the battle has no audience any more. */
  close(battleId: string): Promise<void>;
}

/** The node's claims to drive battles (one lease per battle, renewed for all of a node's battles at once). */
export interface LeaseStore {
  /** Claims the battles no node drives (or whose lease lapsed), all in one write; answers those claimed. */
  claim(battleIds: readonly string[], owner: string, now: number, until: number): Promise<string[]>;
  /** Renews every lease of `owner`; answers the battles it still holds. */
  renew(owner: string, until: number): Promise<string[]>;
  /** Takes over up to `limit` battles whose lease lapsed; answers their ids. */
  takeOver(owner: string, now: number, until: number, limit: number): Promise<string[]>;
  release(owner: string, battleIds: readonly string[]): Promise<void>;
}

/** The battle as it stands when an event is sent: presented by the outbox, never by the room. */
export interface RoomView<R> {
  battleId: string;
  record: R;
  live: StoredLive;
  /** The engine state now (after the last resolved turn). */
  state: BattleState;
}

/** What happened in a live room, in order. */
export type LiveRoomEvent<R> =
  | { kind: "found"; view: RoomView<R> }
  | { kind: "countdown"; view: RoomView<R>; seconds: number }
  | { kind: "started"; view: RoomView<R> }
  | { kind: "turn_resolved"; view: RoomView<R> }
  | { kind: "ended"; view: RoomView<R> };

/**
 * The sockets side: sends an event to the battle's players and to whoever watches it (the outbox knows its watchers,
 * e.g. as a topic); never throws for an undelivered message.
 */
export interface LiveOutbox<R> {
  send(players: readonly string[], event: LiveRoomEvent<R>): Promise<void>;
}

/** What a room logs. */
export interface RoomLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** A hint from whoever stored something for a battle: a seat's choice, or "look again" (a seat came or went). */
export type RoomHint = { seat: number; turn: number; tactic: TacticId } | { refresh: true };
