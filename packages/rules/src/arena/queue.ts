// The live arena's matchmaking queue: who may queue, the stake, the rating window that widens, and the pairing choice.
import { battleReadiness, type Readiness, type ReadinessAnt } from "../battle/readiness";
import { LIVE_RANKED_STAKE_MILLI, validateStake } from "../economy/stake";

/** The two queues of the live arena (friendly fights are challenges, not queued). */
export type QueueMatchType = "quick" | "ranked";

/** [W3] The rating window: ±100 at once, 50 wider every 5 s of waiting, never wider than ±800. */
export const WINDOW_START = 100;
export const WINDOW_STEP = 50;
export const WINDOW_STEP_MS = 5_000;
export const WINDOW_MAX = 800;

/** [W16] Two players who just fought each other meet again only once both have waited this long. */
export const REMATCH_WAIT_MS = 10_000;

/** [W2][W6][W9] Queue texts; 'Looking for a worthy challenger...' is spec 000 §2's. */
export const QUEUE_MESSAGES = {
  stake: "Ranked matches stake 0.1 ETH; quick matches stake nothing",
  alreadyQueued: "You are already searching for an opponent",
  joined: "Looking for a worthy challenger...",
  left: "Search cancelled",
  disconnected: "Search ended: you left the arena",
  failed: "The match could not be started. Please search again.",
  unavailable: "Matchmaking is unavailable for a moment: the game lost its link to the match queue. Try again shortly.",
} as const;

/** [W1] An ant may queue when it passes the server bar (Y1, Y3): health 50+, energy 30+, not in battle or training. */
export function queueReadiness(ant: Omit<ReadinessAnt, "id" | "name">): Readiness {
  return battleReadiness(ant, "server");
}

/** [W2] The stake a queue holds, in milli-units: ranked 0.1, quick 0. */
export function queueStakeMilli(matchType: QueueMatchType): number {
  return matchType === "ranked" ? LIVE_RANKED_STAKE_MILLI : 0;
}

/** [W2] The stake the client sent (in units) must be the queue's own: 0.1 for ranked, 0 for quick. */
export function checkQueueStake(
  matchType: QueueMatchType,
  stakeAmount: number,
): { ok: true; milli: number } | { ok: false; message: string } {
  const parsed = validateStake(stakeAmount, matchType === "ranked" ? "ranked" : "quick_match");
  if (!parsed.ok || parsed.milli !== queueStakeMilli(matchType)) return { ok: false, message: QUEUE_MESSAGES.stake };
  return parsed;
}

/** [W3] How far from its own rating a ticket accepts an opponent after waiting `waitedMs`. */
export function ratingWindow(waitedMs: number): number {
  const steps = Math.floor(Math.max(0, waitedMs) / WINDOW_STEP_MS);
  return Math.min(WINDOW_START + WINDOW_STEP * steps, WINDOW_MAX);
}

/** One waiting player as the pairing sees it (times in ms). */
export interface QueueTicket {
  id: string;
  userId: string;
  antId: string;
  matchType: QueueMatchType;
  rating: number;
  joinedAt: number;
  stakeMilli: number;
  /** [W16] The user this player last fought live in a queue's battle (quick or ranked), if any. */
  lastOpponentId?: string | null;
}

/**
 * [W4][W16] Two tickets may meet: same queue, different players, ratings within BOTH tickets' windows at `now`, and
 * not an immediate rematch (either's last opponent is the other) unless both have waited REMATCH_WAIT_MS.
 */
export function canPair(a: QueueTicket, b: QueueTicket, now: number): boolean {
  if (a.matchType !== b.matchType || a.userId === b.userId || a.id === b.id) return false;
  if (isRematch(a, b) && Math.min(now - a.joinedAt, now - b.joinedAt) < REMATCH_WAIT_MS) return false;
  const gap = Math.abs(a.rating - b.rating);
  return gap <= ratingWindow(now - a.joinedAt) && gap <= ratingWindow(now - b.joinedAt);
}

/** [W16] Either ticket's player fought the other's last. */
function isRematch(a: QueueTicket, b: QueueTicket): boolean {
  return a.lastOpponentId === b.userId || b.lastOpponentId === a.userId;
}

/** [W5] Oldest first: by joined time, then by id (the same order the Redis script sorts by). */
export function byWaitingOrder(a: QueueTicket, b: QueueTicket): number {
  if (a.joinedAt !== b.joinedAt) return a.joinedAt - b.joinedAt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * [W5] The pairs to make now: the oldest unpaired ticket first takes the compatible (W4) unpaired ticket with the
 * nearest rating, the older one on a tie; a ticket with no partner waits. Each ticket is in at most one pair.
 */
export function pairTickets(tickets: readonly QueueTicket[], now: number): [QueueTicket, QueueTicket][] {
  const order = [...tickets].sort(byWaitingOrder);
  const used = new Set<number>();
  const pairs: [QueueTicket, QueueTicket][] = [];
  order.forEach((a, i) => {
    if (used.has(i)) return;
    let best = -1;
    let bestGap = Number.POSITIVE_INFINITY;
    order.forEach((b, j) => {
      if (j === i || used.has(j) || !canPair(a, b, now)) return;
      const gap = Math.abs(a.rating - b.rating);
      if (gap < bestGap) {
        best = j;
        bestGap = gap;
      }
    });
    const partner = order[best];
    if (!partner) return;
    used.add(i);
    used.add(best);
    pairs.push([a, partner]);
  });
  return pairs;
}

/**
 * [W25] How long a waiting ticket may still wait, from the tickets waiting now: for each ticket it could meet (W4:
 * same queue, another player, gap within ±800), the moment both windows cover the gap (W3) and, for a last opponent,
 * both have waited `REMATCH_WAIT_MS` (W16); the soonest of those, 0 when one may meet it now. null when no waiting
 * ticket could ever meet it. It counts only who waits now: someone who joins later can only bring it closer, and a
 * candidate paired with someone else first can push it back.
 */
export function waitEstimateMs(mine: QueueTicket, waiting: readonly QueueTicket[], now: number): number | null {
  let soonest: number | null = null;
  for (const other of waiting) {
    if (other.matchType !== mine.matchType || other.userId === mine.userId || other.id === mine.id) continue;
    const gap = Math.abs(mine.rating - other.rating);
    if (gap > WINDOW_MAX) continue;
    const steps = Math.max(0, Math.ceil((gap - WINDOW_START) / WINDOW_STEP));
    let at = Math.max(mine.joinedAt, other.joinedAt) + steps * WINDOW_STEP_MS;
    if (isRematch(mine, other)) at = Math.max(at, Math.max(mine.joinedAt, other.joinedAt) + REMATCH_WAIT_MS);
    const wait = Math.max(0, at - now);
    if (soonest === null || wait < soonest) soonest = wait;
  }
  return soonest;
}

/** [W25] The wait estimate in words, for a player searching in `matchType` with `others` searching beside them. */
export function waitEstimateText(matchType: QueueMatchType, others: number, estimateMs: number | null): string {
  const searching = `${others} other ${others === 1 ? "player" : "players"} searching`;
  if (estimateMs === null) {
    return others === 0
      ? `No one else is searching for a ${matchType} match right now`
      : `No one in your range is searching right now (${searching})`;
  }
  if (estimateMs === 0) return `An opponent in your range is searching: pairing any moment (${searching})`;
  return `Next possible opponent in about ${Math.ceil(estimateMs / 1000)} s (${searching})`;
}

/** What a sweep does with a stored ticket. */
export type SweepVerdict = "keep" | "leave" | "suspect" | "release";

/**
 * [W8] A stored ticket at a sweep: waiting in the queue with its player online somewhere → keep; waiting with its
 * player online nowhere (a lost node, a missed close) → leave (taken out of the queue, then released); missing from the
 * queue (being paired, or orphaned by a crash) → suspect the first time, release when it was already missing at the
 * previous sweep.
 */
export function sweepVerdict(ticket: { inQueue: boolean; ownerOnline: boolean; missingBefore: boolean }): SweepVerdict {
  if (ticket.inQueue) return ticket.ownerOnline ? "keep" : "leave";
  return ticket.missingBefore ? "release" : "suspect";
}

/** [W6] One ticket per player: a second join while one is waiting is refused and changes nothing. */
export function mayJoin(waitingTickets: number): { ok: true } | { ok: false; message: string } {
  return waitingTickets === 0 ? { ok: true } : { ok: false, message: QUEUE_MESSAGES.alreadyQueued };
}
