// Arena tournaments (Lichess style): the daily window, who a wave pairs and how, and the top three's prizes ([TN16]–[TN19]).
import { pairTickets, type QueueTicket } from "../arena/queue";
import { PLACE_SHARES, type Prize, splitPool } from "./prizes";

/** [TN16] The daily arena starts at 21:00 UTC by default (server TOURNAMENT_ARENA_START_UTC), after the bracket. */
export const DEFAULT_ARENA_START_MINUTE = 21 * 60;
/** [TN16] How long an arena runs by default: 30 minutes (server TOURNAMENT_ARENA_MS). */
export const DEFAULT_ARENA_MS = 30 * 60_000;
/** [TN16] The most players one arena takes. */
export const MAX_ARENA_PLAYERS = 1000;

/** [TN16] The daily arena's id for its start: `arena-YYYY-MM-DD`, so every node names the same one. */
export function arenaTournamentId(startsAt: number): string {
  return `arena-${new Date(startsAt).toISOString().slice(0, 10)}`;
}

/** [TN16] When an arena started at `startsAt` stops pairing: `startsAt + windowMs`. */
export function arenaEndsAt(startsAt: number, windowMs: number = DEFAULT_ARENA_MS): number {
  return startsAt + windowMs;
}

/** [TN16] Whether a wave may pair at `now`: from the start until (not at) the end of the window. */
export function arenaPairing(startsAt: number, endsAt: number, now: number): boolean {
  return now >= startsAt && now < endsAt;
}

/** One registered player waiting for a game, as a wave reads it ([TN17]). */
export interface ArenaWaiter {
  entryId: string;
  userId: string;
  antId: string;
  rating: number;
  /** When the player's last game ended (or the arena started): the wave's "joined" time. */
  waitingSince: number;
  /** The user of the player's last game in this arena, if any. */
  lastOpponentId: string | null;
}

/**
 * [TN17] One wave: every waiting player at once, paired as the quick queue pairs (W3 rating window widening with the
 * wait since the last game, W4, W5 oldest first with the nearest rating, W16 no immediate rematch of the last
 * opponent until both have waited 10 s). Who waits is the server's to say: registered, online, not in a game, ant free.
 */
export function arenaWave(waiting: readonly ArenaWaiter[], now: number): [ArenaWaiter, ArenaWaiter][] {
  const byId = new Map(waiting.map((player) => [player.entryId, player]));
  const tickets: QueueTicket[] = waiting.map((player) => ({
    id: player.entryId,
    userId: player.userId,
    antId: player.antId,
    matchType: "quick",
    rating: player.rating,
    joinedAt: player.waitingSince,
    stakeMilli: 0,
    lastOpponentId: player.lastOpponentId,
  }));
  return pairTickets(tickets, now).map(([a, b]) => [byId.get(a.id), byId.get(b.id)] as [ArenaWaiter, ArenaWaiter]);
}

/**
 * [TN19] The arena's prizes: the house share of TN7, then places 1, 2, 3 in proportion to TN7's first three shares
 * (50 / 25 / 12.5), for as many of the top three as there are players with a game; rounded down, the remainder to 1st.
 * Prizes and the house share sum to the pool.
 */
export function splitArenaPool(poolMilli: number, placed: number): { house: number; prizes: Prize[] } {
  const paid = Math.max(1, Math.min(3, placed));
  const { house } = splitPool(poolMilli, 2);
  const rest = poolMilli - house;
  const shares = PLACE_SHARES.slice(0, paid);
  const total = shares.reduce((sum, share) => sum + share, 0);
  const prizes = shares.map((share, i) => ({ place: i + 1, milli: Math.floor((rest * share) / total) }));
  const first = prizes[0];
  if (first) first.milli += rest - prizes.reduce((sum, prize) => sum + prize.milli, 0);
  return { house, prizes };
}
