// The leaderboard query (ants that have fought, in one of four orders) and the game-wide counts.
import { HOUSE_USER_ID } from "@antbrawl/rules/tournament/house";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../db/database";

/** Leaderboard orders. */
export type LeaderboardSort = "elo" | "wins" | "win_rate" | "streak";

/** One leaderboard row as stored. */
export interface LeaderboardRow {
  id: string;
  name: string;
  color: string;
  owner_id: string;
  username: string;
  elo_rating: number;
  wins: number;
  losses: number;
  win_streak: number;
}

/**
 * Each order matches one partial index of migration 0003 column for column (ants_board_*), so the database reads the
 * top rows straight off the index; the ant id breaks every tie.
 */
const ORDERS: Record<LeaderboardSort, RawBuilder<unknown>[]> = {
  elo: [sql`ants.elo_rating desc`, sql`ants.wins desc`, sql`ants.id`],
  wins: [sql`ants.wins desc`, sql`ants.elo_rating desc`, sql`ants.id`],
  streak: [sql`ants.win_streak desc`, sql`ants.elo_rating desc`, sql`ants.id`],
  win_rate: [sql`(ants.wins::float8 / nullif(ants.wins + ants.losses, 0)) desc`, sql`ants.wins desc`, sql`ants.id`],
};

/** The leaderboard query, unexecuted (the bench and the index test explain it). */
export function leaderboardQuery(db: Db, sort: LeaderboardSort, limit: number) {
  let query = db
    .selectFrom("ants")
    .innerJoin("users", "users.id", "ants.owner_id")
    .select([
      "ants.id",
      "ants.name",
      "ants.color",
      "ants.owner_id",
      "users.username",
      "ants.elo_rating",
      "ants.wins",
      "ants.losses",
      "ants.win_streak",
    ])
    .where(sql<boolean>`(ants.wins + ants.losses) > 0`)
    .where("ants.stats_edited", "=", false);
  for (const order of ORDERS[sort]) query = query.orderBy(order);
  return query.limit(limit);
}

/** The top `limit` ants that have fought at least one battle and whose stats were never edited, in the given order. */
export async function leaderboardRows(db: Db, sort: LeaderboardSort, limit: number): Promise<LeaderboardRow[]> {
  return leaderboardQuery(db, sort, limit).execute();
}

/** Counts for the leaderboard's stat cards. */
export interface GameCounts {
  totalAnts: number;
  totalUsers: number;
  completedBattles: number;
  activeBattles: number;
}

/** Ants (not counting ants with edited stats), players (not the house's system account), completed battles and live battles not finished (any node). */
export async function gameCounts(db: Db): Promise<GameCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom("ants").select(eb.fn.countAll<string>().as("n")).where("stats_edited", "=", false).as("ants"),
      eb.selectFrom("users").select(eb.fn.countAll<string>().as("n")).where("id", "<>", HOUSE_USER_ID).as("users"),
      eb
        .selectFrom("battles")
        .select(eb.fn.countAll<string>().as("n"))
        .where("status", "=", "completed")
        .as("completed"),
      eb
        .selectFrom("live_battles")
        .select(eb.fn.countAll<string>().as("n"))
        .where("phase", "<>", "finished")
        .as("active"),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalAnts: Number(row.ants),
    totalUsers: Number(row.users),
    completedBattles: Number(row.completed),
    activeBattles: Number(row.active),
  };
}
