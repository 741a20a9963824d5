// Live arena timings and decisions: countdown, turn clock, seat hold, when a turn resolves, and the driving lease.

/** [W10] How long each live turn waits for the players' tactics. */
export const LIVE_TURN_MS = 5000;

/** [W11] Seconds of countdown between battle_found and battle_started, one countdown_update each. */
export const LIVE_COUNTDOWN_SECONDS = 3;

/** [W17] A wave's countdowns end in this many slots, `COUNTDOWN_SLOT_MS` apart (the last 0.8 s early). */
export const COUNTDOWN_SLOTS = 17;
export const COUNTDOWN_SLOT_MS = 50;

/**
 * [W17] How many ms a battle's countdown is shortened by when it is made in a pairing wave of two or more: its slot
 * (from its id, a UUID) times `COUNTDOWN_SLOT_MS`. A wave's turn deadlines then fall in 17 slots over 0.8 s, each
 * slot's turns still written together, instead of all in one millisecond; each countdown still shows 3 first.
 */
export function countdownOffsetMs(battleId: string): number {
  const head = Number.parseInt(battleId.replace(/-/g, "").slice(0, 8), 16);
  return Number.isFinite(head) ? (head % COUNTDOWN_SLOTS) * COUNTDOWN_SLOT_MS : 0;
}

/** [W11, W17] When the countdown of a battle made at `nowMs` ends; `spread` for the battles of a pairing wave. */
export function countdownEndsAt(
  battleId: string,
  nowMs: number,
  countdownSeconds = LIVE_COUNTDOWN_SECONDS,
  spread = false,
): number {
  const full = countdownSeconds * 1000;
  return nowMs + full - (spread ? Math.min(countdownOffsetMs(battleId), Math.floor(full / 3)) : 0);
}

/** [W11] The countdown with `secondsLeft` to go, as the countdown screen shows it under 'Get Ready!'. */
export function countdownText(secondsLeft: number): string {
  return `The battle starts in ${secondsLeft}...`;
}

/** [W11] The countdown message with `secondsLeft` to go. */
export function countdownMessage(secondsLeft: number): string {
  return `Get Ready! ${countdownText(secondsLeft)}`;
}

/** [W12] How long a seat whose player left stays held (their ant keeps playing its last tactic meanwhile). */
export const SEAT_HOLD_MS = 40_000;

/** [W12] True when a seat left at `leftAt` (ms; null when present) has been away longer than the hold at `now`. */
export function seatExpired(leftAt: number | null, now: number): boolean {
  return leftAt !== null && now - leftAt >= SEAT_HOLD_MS;
}

/** One seat as the turn clock sees it. */
export interface SeatTurn {
  /** The seat chose a tactic for this turn. */
  chosen: boolean;
  /** When the player left (ms), null while connected. */
  leftAt: number | null;
}

/**
 * [W13] A turn resolves at its deadline, or earlier once every seat has chosen; a seat whose hold expired counts as
 * having chosen (its last tactic), so the player still there never waits for one who left.
 */
export function turnReady(seats: readonly SeatTurn[], deadline: number, now: number): boolean {
  if (now >= deadline) return true;
  return seats.every((seat) => seat.chosen || seatExpired(seat.leftAt, now));
}

/** [W14] How long a node's claim to drive a battle lasts without renewal. */
export const LEASE_MS = 6000;
/** [W14] How often the driving node renews its leases and every node looks for expired ones. */
export const LEASE_RENEW_MS = 2000;

/** [W14] True when a lease held until `leaseUntil` (ms; null = never claimed) may be taken over at `now`. */
export function leaseFree(leaseUntil: number | null, now: number): boolean {
  return leaseUntil === null || leaseUntil <= now;
}

/** [W15] The tactic in force for a seat after a turn: this turn's choice, else the last one (null before any). */
export function tacticInForce<T extends string>(pending: T | null, last: T | null): T | null {
  return pending ?? last;
}
