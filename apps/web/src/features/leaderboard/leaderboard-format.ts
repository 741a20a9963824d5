// How leaderboard values read: sort tabs, rank medals, win rate with one decimal, tier and the sort's value.
import type { LeaderboardEntry } from "@antbrawl/protocol/battles";
import { tierFor } from "@antbrawl/rules/rating/tiers";
import type { LeaderboardSort } from "./api/leaderboard-api";

export const SORT_TABS: readonly { id: LeaderboardSort; label: string }[] = [
  { id: "elo", label: "ELO Rankings" },
  { id: "wins", label: "Most Wins" },
  { id: "win_rate", label: "Win Rate" },
  { id: "streak", label: "Win Streaks" },
];

const MEDALS = ["🥇", "🥈", "🥉"] as const;
const PLACES = ["1st", "2nd", "3rd"] as const;

/** 🥇🥈🥉 for ranks 1 to 3, otherwise #n. */
export function rankBadge(rank: number): string {
  return MEDALS[rank - 1] ?? `#${rank}`;
}

export function placeName(rank: number): string {
  return PLACES[rank - 1] ?? `#${rank}`;
}

/** '62.5%': one decimal. */
export function formatWinRate(rate: number): string {
  return `${(Number.isFinite(rate) ? rate : 0).toFixed(1)}%`;
}

/** The server's tier, or the one the rating falls in. */
export function tierOf(entry: LeaderboardEntry): string {
  return entry.tier || tierFor(entry.elo_rating);
}

/** The number the list is sorted by, with its unit. */
export function sortValue(entry: LeaderboardEntry, sort: LeaderboardSort): { value: string; unit: string } {
  switch (sort) {
    case "wins":
      return { value: String(entry.wins), unit: entry.wins === 1 ? "win" : "wins" };
    case "win_rate":
      return { value: formatWinRate(entry.win_rate), unit: "win rate" };
    case "streak":
      return { value: String(entry.win_streak), unit: "streak" };
    default:
      return { value: String(Math.round(entry.elo_rating)), unit: "ELO" };
  }
}

/** The podium shows the top three in the order 2nd, 1st, 3rd. */
export function podiumOrder<T>(entries: readonly T[]): T[] {
  const [first, second, third] = entries;
  return first && second && third ? [second, first, third] : [];
}
