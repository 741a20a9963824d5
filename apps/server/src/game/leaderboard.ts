// The public leaderboard (ants that have fought, ranked with tiers) and the game-wide statistics.
import type { GameStats, LeaderboardAnswer } from "@antbrawl/protocol/battles";
import { tierFor } from "@antbrawl/rules/rating/tiers";
import type { Db } from "../db/database";
import { gameCounts, type LeaderboardSort, leaderboardRows } from "./leaderboard-repository";

/** Entries when the query gives no limit (spec 000 §9). */
const DEFAULT_LEADERBOARD_LIMIT = 10;

/** Win rate in percent with one decimal (0 before any battle). */
export function winRatePercent(wins: number, losses: number): number {
  const fought = wins + losses;
  return fought === 0 ? 0 : Math.round((wins / fought) * 1000) / 10;
}

/** The top ants in the given order, ranked from 1 with their ELO tier. */
export async function leaderboard(
  db: Db,
  options: { sort?: LeaderboardSort; limit?: number },
): Promise<LeaderboardAnswer> {
  const rows = await leaderboardRows(db, options.sort ?? "elo", options.limit ?? DEFAULT_LEADERBOARD_LIMIT);
  return {
    entries: rows.map((row, index) => ({
      rank: index + 1,
      ant_id: row.id,
      name: row.name,
      owner_id: row.owner_id,
      owner_username: row.username,
      elo_rating: row.elo_rating,
      wins: row.wins,
      losses: row.losses,
      win_rate: winRatePercent(row.wins, row.losses),
      win_streak: row.win_streak,
      tier: tierFor(row.elo_rating),
      color: row.color,
    })),
  };
}

/** Ants, players, completed battles and live battles running now (the Live Battles card). */
export async function gameStats(db: Db): Promise<GameStats> {
  const counts = await gameCounts(db);
  return {
    total_ants: counts.totalAnts,
    total_users: counts.totalUsers,
    total_battles: counts.completedBattles,
    active_battles: counts.activeBattles,
  };
}
