// One live battle on the node that drives it: countdown, turn clock and seats in memory; storage and sockets are given.
import { SEAT_HOLD_MS, tacticInForce, turnReady } from "@antbrawl/rules/arena/live";
import type { BattleState, TacticId } from "@antbrawl/rules/battle/types";
import { rulesEngine } from "./engine";
import type {
  HouseSeat,
  LiveOutbox,
  LiveRoomEvent,
  LiveStore,
  LoadedLive,
  RoomHint,
  RoomLog,
  RoomView,
  StoredLive,
  StoredSeat,
} from "./ports";
import type { Scheduler, TimerHandle } from "./scheduler";

type Seats = StoredLive["seats"];
const mapSeats = (seats: Seats, change: (seat: StoredSeat, index: number) => StoredSeat): Seats => [
  change(seats[0], 0),
  change(seats[1], 1),
];

/** What a room is given. */
export interface LiveRoomDeps<R> {
  /** This node: every write is fenced by it. */
  owner: string;
  store: LiveStore<R>;
  outbox: LiveOutbox<R>;
  clock: Scheduler;
  turnMs: number;
  leaseMs: number;
  /** How long to wait before trying a failed step (or a turn another node played) again. */
  retryMs: number;
  log: RoomLog;
  /** The room is done: its battle finished, or another node drives it now. */
  onClosed(): void;
}

/**
 * Drives one live battle. Choices are stored by whoever receives them and arrive here as hints; a turn resolves at its
 * deadline or once every seat chose (or its hold expired), from the choices the store holds when the turn is locked.
 */
export class LiveRoom<R> {
  private loaded: LoadedLive<R> | undefined;
  private stale = false;
  private announced = false;
  private countdownSent: number | null = null;
  private hints: RoomHint[] = [];
  private timer: TimerHandle | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    readonly battleId: string,
    private readonly deps: LiveRoomDeps<R>,
  ) {}

  /** The step now running, if any. */
  get busy(): Promise<void> | null {
    return this.running;
  }

  /** Something was stored for this battle: a seat's choice, or a seat came or went. */
  hint(hint: RoomHint): void {
    this.hints.push(hint);
    this.run();
  }

  /** Runs one step now; a step already running runs once more when it ends. */
  run(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
    this.running = this.step()
      .catch((error: unknown) => {
        this.deps.log.error({ err: error, battleId: this.battleId }, "live battle step failed; retrying");
        this.stale = true;
        this.schedule(this.deps.retryMs);
      })
      .finally(() => {
        this.running = null;
        if (this.again && !this.closed) {
          this.again = false;
          this.run();
        }
      });
  }

  /** Stops every timer; the room does nothing more. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
    this.deps.onClosed();
  }

  /** Runs a step after `delayMs`; `refresh` asks the store first how the battle stands. */
  private schedule(delayMs: number, refresh = false): void {
    if (this.closed) return;
    this.deps.clock.clearTimeout(this.timer);
    this.timer = this.deps.clock.setTimeout(
      () => {
        this.timer = null;
        if (refresh) this.stale = true;
        this.run();
      },
      Math.max(0, delayMs),
    );
  }

  private async step(): Promise<void> {
    const battle = await this.current();
    if (!battle) return;
    if (battle.live.phase === "countdown") return this.countdown(battle);
    const now = this.deps.clock.now();
    const live = battle.live;
    const deadline = live.turnEndsAt ?? now;
    const seats = live.seats.map((seat, index) =>
      index === battle.house?.seat
        ? { chosen: true, leftAt: null }
        : { chosen: seat.pending !== null, leftAt: seat.connected ? null : (seat.leftAt ?? now) },
    );
    if (!turnReady(seats, deadline, now)) {
      const expiries = seats.flatMap((s) => (!s.chosen && s.leftAt !== null ? [s.leftAt + SEAT_HOLD_MS] : []));
      const next = Math.min(deadline, ...expiries.filter((at) => at > now));
      // A hold that runs out before the deadline: the store says then whether the other seat chose meanwhile.
      return this.schedule(next - now, next < deadline);
    }
    await this.resolve(battle);
  }

  /** The battle as this room knows it, loaded or refreshed when needed; undefined (and closed) when not this node's. */
  private async current(): Promise<LoadedLive<R> | undefined> {
    const { store, owner } = this.deps;
    if (!this.loaded) {
      this.loaded = await store.load(this.battleId);
      this.stale = false;
    } else if (this.stale || this.hints.some((hint) => "refresh" in hint)) {
      const live = await store.refresh(this.battleId);
      // The battle moved on without this room (another node drove it meanwhile): start again from the store.
      const behind = live?.phase === "fighting" && live.turn !== this.loaded.state.turn + 1;
      this.loaded = behind ? await store.load(this.battleId) : live && { ...this.loaded, live };
      this.stale = false;
    }
    const hints = this.hints;
    this.hints = [];
    if (!this.loaded || this.loaded.live.phase === "finished" || this.loaded.live.owner !== owner) {
      this.close();
      return undefined;
    }
    for (const hint of hints) {
      const live: StoredLive = this.loaded.live;
      if ("refresh" in hint) continue;
      if (hint.turn > live.turn) this.hints.push(hint);
      if (hint.turn !== live.turn || !live.seats[hint.seat] || live.phase !== "fighting") continue;
      const seats = mapSeats(live.seats, (s, i) => (i === hint.seat ? { ...s, pending: hint.tactic } : s));
      this.loaded = { ...this.loaded, live: { ...live, seats } };
    }
    return this.loaded;
  }

  private async countdown(battle: LoadedLive<R>): Promise<void> {
    const now = this.deps.clock.now();
    const left = battle.live.countdownEndsAt - now;
    // Spectators may come during the countdown: the store is asked again at each second.
    this.stale = true;
    // A busy node may reach a battle after its countdown ended: the players still hear battle_found first.
    if (!this.announced) {
      this.announced = true;
      await this.emit(battle, { kind: "found", view: this.view(battle) });
      if (left <= 0) this.countdownSent = 0;
    }
    if (left > 0) {
      const seconds = Math.ceil(left / 1000);
      if (this.countdownSent !== seconds) {
        this.countdownSent = seconds;
        await this.emit(battle, { kind: "countdown", view: this.view(battle), seconds });
      }
      return this.schedule(left - (seconds - 1) * 1000);
    }
    const { owner, turnMs, leaseMs } = this.deps;
    const live = await this.deps.store.start(this.battleId, {
      owner,
      at: now,
      turnEndsAt: now + turnMs,
      leaseUntil: now + leaseMs,
    });
    if (!live) return this.schedule(0);
    this.stale = false;
    this.loaded = { ...battle, live };
    await this.emit(this.loaded, { kind: "started", view: this.view(this.loaded) });
    this.scheduleDeadline(live);
  }

  /**
   * Wakes at the stored end of the turn. Waiting a whole turn after the write and the broadcast instead would make
   * every turn late by the time they took.
   */
  private scheduleDeadline(live: StoredLive): void {
    const now = this.deps.clock.now();
    this.schedule((live.turnEndsAt ?? now + this.deps.turnMs) - now);
  }

  /** Plays the turn through the store (which settles the battle on the last one), then tells players and spectators. */
  private async resolve(battle: LoadedLive<R>): Promise<void> {
    const { owner, turnMs, leaseMs, store } = this.deps;
    const now = this.deps.clock.now();
    const fence = { owner, turn: battle.live.turn, at: now, leaseUntil: now + leaseMs };
    const played = await store.playTurn(this.battleId, fence, (locked) =>
      play(battle.state, locked, now + turnMs, battle.house),
    );
    if (!played) {
      this.stale = true;
      return this.schedule(this.deps.retryMs);
    }
    const finished = played.live.phase === "finished";
    this.loaded = { ...battle, live: played.live, state: played.state, record: played.settled ?? battle.record };
    await this.emit(this.loaded, { kind: "turn_resolved", view: this.view(this.loaded) });
    if (!finished) return this.scheduleDeadline(played.live);
    this.close();
    await this.emit(this.loaded, { kind: "ended", view: this.view(this.loaded) });
    await store.close(this.battleId);
  }

  private view(battle: LoadedLive<R>): RoomView<R> {
    return { battleId: this.battleId, record: battle.record, live: battle.live, state: battle.state };
  }

  private emit(battle: LoadedLive<R>, event: LiveRoomEvent<R>): Promise<void> {
    return this.deps.outbox.send(battle.players, event);
  }
}

/**
 * One turn from the locked seats (a seat without a choice keeps its tactic; the house's seat takes its choice for the
 * turn, which enters the input log as a player's would); the next turn ends at `nextEndsAt`.
 */
function play(
  state: BattleState,
  locked: StoredLive,
  nextEndsAt: number,
  house: HouseSeat | undefined,
): { state: BattleState; live: StoredLive } {
  const pending = locked.seats.map((seat, index) => (index === house?.seat ? house.choose(state) : seat.pending));
  const choices: TacticId[] = [];
  for (const [index, tactic] of pending.entries()) if (tactic) choices[index] = tactic;
  const next = rulesEngine.step(state, choices);
  const seats = mapSeats(locked.seats, (seat, index) => ({
    ...seat,
    tactic: tacticInForce(pending[index] ?? null, seat.tactic),
    pending: null,
  }));
  const live: StoredLive =
    next.endedBy !== null
      ? { ...locked, seats, phase: "finished", turnEndsAt: null }
      : { ...locked, seats, turn: locked.turn + 1, turnEndsAt: nextEndsAt };
  return { state: next, live };
}
