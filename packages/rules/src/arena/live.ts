// Live arena timings and decisions: countdown, turn clock, seat hold, when a turn resolves, and the driving lease.

/** [W10] How long each live turn waits for the players' tactics. */
export const LIVE_TURN_MS = 5000;

/** [W11] Seconds of countdown between battle_found and battle_started, one countdown_update each. */
export const LIVE_COUNTDOWN_SECONDS = 3;

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
