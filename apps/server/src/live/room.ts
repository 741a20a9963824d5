// A live battle room that knows no transport: seats, turns, the turn timer, who may act and the input log.
import type { RoomEngine } from "./engine";
import type { Scheduler, TimerHandle } from "./scheduler";

export type RoomPhase = "waiting" | "choosing" | "finished";

/** Why an action was refused; `message` is the player's text. */
export type Refusal = {
  ok: false;
  reason: "not_seated" | "not_your_seat" | "not_started" | "finished" | "wrong_turn" | "invalid_choice";
  message: string;
};
export type Acted = { ok: true } | Refusal;

/** What happened in the room, in order; the transport turns these into messages. */
export type RoomEvent<S, C> =
  | { kind: "turn_started"; turn: number; endsAt: number }
  | { kind: "choice_made"; turn: number; seat: number }
  | { kind: "turn_resolved"; turn: number; choices: C[]; state: S }
  | { kind: "finished"; turns: number; state: S }
  | { kind: "seat_changed"; seat: number; connected: boolean }
  | { kind: "seat_expired"; seat: number };

export interface RoomOptions<S, C> {
  /** The user of each seat, in the engine's order; one user may hold two seats (a self battle). */
  seats: readonly string[];
  engine: RoomEngine<S, C>;
  state: S;
  scheduler: Scheduler;
  /** How long a turn waits for choices. */
  turnMs: number;
  /** The choice of a seat that never chose. */
  defaultChoice: C;
  isChoice(value: unknown): value is C;
  /** Resolve a turn as soon as every connected seat has chosen (default true); otherwise only on the timer. */
  resolveWhenAllChosen?: boolean;
  /** After this long away a seat is reported expired (it keeps playing its last choice). */
  seatHoldMs?: number;
  /** To continue a stored battle: the turns already played and each seat's last choice. */
  resume?: { turn: number; lastChoices: readonly C[] };
  onEvent?(event: RoomEvent<S, C>): void;
}

interface SeatState<C> {
  userId: string;
  connected: boolean;
  pending: C | null;
  last: C;
  hold: TimerHandle | null;
}

/** A seat as anyone may see it: the opponent's pending choice stays hidden until the turn resolves. */
interface SeatView<C> {
  userId: string;
  connected: boolean;
  chosen: boolean;
  lastChoice: C;
}

export interface RoomSnapshot<S, C> {
  phase: RoomPhase;
  turn: number;
  turnEndsAt: number | null;
  seats: SeatView<C>[];
  state: S;
  inputLog: C[][];
}

const refuse = (reason: Refusal["reason"], message: string): Refusal => ({ ok: false, reason, message });

/** Drives one battle: a websocket handler, an HTTP route or a test calls the same methods. */
export class BattleRoom<S, C> {
  private readonly seats: SeatState<C>[];
  private phaseNow: RoomPhase = "waiting";
  private turnNow: number;
  private endsAt: number | null = null;
  private timer: TimerHandle | null = null;
  private stateNow: S;
  private readonly log: C[][] = [];

  constructor(private readonly options: RoomOptions<S, C>) {
    if (options.seats.length < 2) throw new RangeError("A battle room needs at least two seats");
    this.stateNow = options.state;
    this.turnNow = options.resume?.turn ?? 0;
    this.seats = options.seats.map((userId, i) => ({
      userId,
      connected: false,
      pending: null,
      last: options.resume?.lastChoices[i] ?? options.defaultChoice,
      hold: null,
    }));
  }

  get phase(): RoomPhase {
    return this.phaseNow;
  }
  get turn(): number {
    return this.turnNow;
  }
  get state(): S {
    return this.stateNow;
  }
  /** Every resolved turn's choices, seat by seat: with the seed, the battle replays from this. */
  get inputLog(): C[][] {
    return this.log.map((choices) => [...choices]);
  }

  /** Opens the first turn (or the next one of a resumed battle). */
  start(): void {
    if (this.phaseNow !== "waiting") return;
    if (this.options.engine.isFinished(this.stateNow)) this.finish();
    else this.openTurn();
  }

  /** Records a seat's choice for `turn`; the last choice before the turn resolves counts. */
  choose(userId: string, turn: number, choice: unknown, seat?: number): Acted {
    const index = this.seatOf(userId, seat);
    if (typeof index !== "number") return index;
    if (this.phaseNow === "waiting") return refuse("not_started", "The battle has not started yet");
    if (this.phaseNow === "finished") return refuse("finished", "The battle is over");
    if (turn !== this.turnNow) return refuse("wrong_turn", `It is turn ${this.turnNow}, not turn ${turn}`);
    if (!this.options.isChoice(choice)) return refuse("invalid_choice", "That is not a choice in this battle");
    const current = this.seats[index] as SeatState<C>;
    current.pending = choice;
    this.emit({ kind: "choice_made", turn, seat: index });
    if (this.everyoneChose()) this.resolveTurn();
    return { ok: true };
  }

  /** A player's socket arrived (first time or back): their seats count as present again. */
  join(userId: string): Acted {
    const mine = this.seats.filter((s) => s.userId === userId);
    if (mine.length === 0) return refuse("not_seated", "You are not in this battle");
    for (const seat of mine) {
      this.options.scheduler.clearTimeout(seat.hold);
      seat.hold = null;
      if (seat.connected) continue;
      seat.connected = true;
      this.emit({ kind: "seat_changed", seat: this.seats.indexOf(seat), connected: true });
    }
    return { ok: true };
  }

  /** A player's socket went away: their seats keep playing their last choice; the hold timer starts. */
  leave(userId: string): void {
    for (const [index, seat] of this.seats.entries()) {
      if (seat.userId !== userId || !seat.connected) continue;
      seat.connected = false;
      this.emit({ kind: "seat_changed", seat: index, connected: false });
      const holdMs = this.options.seatHoldMs;
      if (holdMs !== undefined && this.phaseNow !== "finished") {
        seat.hold = this.options.scheduler.setTimeout(() => {
          seat.hold = null;
          this.emit({ kind: "seat_expired", seat: index });
        }, holdMs);
      }
    }
    if (this.phaseNow === "choosing" && this.everyoneChose()) this.resolveTurn();
  }

  /** Everything a (re)joining player needs to draw the battle. */
  snapshot(): RoomSnapshot<S, C> {
    return {
      phase: this.phaseNow,
      turn: this.turnNow,
      turnEndsAt: this.endsAt,
      seats: this.seats.map((s) => ({
        userId: s.userId,
        connected: s.connected,
        chosen: s.pending !== null,
        lastChoice: s.last,
      })),
      state: this.stateNow,
      inputLog: this.inputLog,
    };
  }

  /** Stops every timer (the battle is dropped or handed to another node). */
  close(): void {
    this.options.scheduler.clearTimeout(this.timer);
    this.timer = null;
    for (const seat of this.seats) {
      this.options.scheduler.clearTimeout(seat.hold);
      seat.hold = null;
    }
  }

  private seatOf(userId: string, seat: number | undefined): number | Refusal {
    const mine = this.seats.flatMap((s, i) => (s.userId === userId ? [i] : []));
    if (mine.length === 0) return refuse("not_seated", "You are not in this battle");
    if (seat === undefined) return mine.length === 1 ? (mine[0] as number) : refuse("not_your_seat", "Say which ant");
    return mine.includes(seat) ? seat : refuse("not_your_seat", "That is not your ant");
  }

  private everyoneChose(): boolean {
    if (this.options.resolveWhenAllChosen === false) return false;
    const present = this.seats.filter((s) => s.connected);
    return present.length > 0 && present.every((s) => s.pending !== null);
  }

  private openTurn(): void {
    this.phaseNow = "choosing";
    this.turnNow += 1;
    const { scheduler, turnMs } = this.options;
    this.endsAt = scheduler.now() + turnMs;
    this.timer = scheduler.setTimeout(() => this.resolveTurn(), turnMs);
    this.emit({ kind: "turn_started", turn: this.turnNow, endsAt: this.endsAt });
  }

  private resolveTurn(): void {
    if (this.phaseNow !== "choosing") return;
    this.options.scheduler.clearTimeout(this.timer);
    this.timer = null;
    const choices = this.seats.map((s) => s.pending ?? s.last);
    for (const [i, seat] of this.seats.entries()) {
      seat.last = choices[i] as C;
      seat.pending = null;
    }
    this.log.push(choices);
    this.stateNow = this.options.engine.step(this.stateNow, choices);
    this.emit({ kind: "turn_resolved", turn: this.turnNow, choices: [...choices], state: this.stateNow });
    if (this.options.engine.isFinished(this.stateNow)) this.finish();
    else this.openTurn();
  }

  private finish(): void {
    this.phaseNow = "finished";
    this.endsAt = null;
    this.close();
    this.emit({ kind: "finished", turns: this.turnNow, state: this.stateNow });
  }

  private emit(event: RoomEvent<S, C>): void {
    this.options.onEvent?.(event);
  }
}
