// When a daily tournament starts and when each of its rounds plays ([TN12], [TN13]).

const DAY_MS = 86_400_000;
/** [TN12] The daily start, minutes after 00:00 UTC: 20:00 by default (server TOURNAMENT_START_UTC). */
export const DEFAULT_START_MINUTE = 20 * 60;
/** [TN13] Time between rounds by default: 5 minutes (server TOURNAMENT_ROUND_MS). */
export const DEFAULT_ROUND_MS = 5 * 60_000;

/** [TN12] The next daily start strictly after `now` (ms): today's at `startMinute` UTC if still ahead, else tomorrow's. */
export function nextDailyStart(now: number, startMinute: number = DEFAULT_START_MINUTE): number {
  const today = Math.floor(now / DAY_MS) * DAY_MS + startMinute * 60_000;
  return today > now ? today : today + DAY_MS;
}

/** [TN12] The daily tournament's id for its start: `daily-YYYY-MM-DD` (one a day, on every node alike). */
export function dailyTournamentId(startsAt: number): string {
  return `daily-${new Date(startsAt).toISOString().slice(0, 10)}`;
}

/** [TN13] When round `round` (1-based) plays: the bracket is drawn at the start and round r plays r rounds later. */
export function roundPlaysAt(startsAt: number, round: number, roundMs: number = DEFAULT_ROUND_MS): number {
  return startsAt + round * roundMs;
}
