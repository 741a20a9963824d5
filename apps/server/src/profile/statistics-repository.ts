// The three reads behind the profile's Statistics tab: the player's ants, their battle totals and their rating steps.
import { sql } from "kysely";
import type { Db } from "../db/database";

/** An ant of the collection as stored. */
export interface CollectionRow {
  id: string;
  name: string;
  color: string;
  total_experience: number;
  elo_rating: number;
  stats_edited: boolean;
  created_at: Date;
}

/** The player's ants, oldest first. */
export async function collectionRows(db: Db, userId: string): Promise<CollectionRow[]> {
  return db
    .selectFrom("ants")
    .select(["id", "name", "color", "total_experience", "elo_rating", "stats_edited", "created_at"])
    .where("owner_id", "=", userId)
    .orderBy("created_at")
    .orderBy("seq")
    .execute();
}

/**
 * Completed battles that count for records (every type but self, Arena Combat and practice: AC1, W33) that any ant of the player
 * fought, as challenger or as an away defender, deleted ants included, how many of them the player won, and the
 * player's battles between their own ants (self battles and Arena Combats) apart.
 */
export async function battleTotals(
  db: Db,
  userId: string,
): Promise<{ total: number; wins: number; selfBattles: number }> {
  const row = await db
    .selectFrom("battle_participants as p")
    .innerJoin("battles as b", "b.id", "p.battle_id")
    .select([
      sql<string>`count(*) filter (where b.battle_type not in ('self', 'topdown_arena', 'practice'))`.as("total"),
      sql<string>`count(*) filter (where b.battle_type not in ('self', 'topdown_arena', 'practice') and b.winner_id = p.user_id)`.as(
        "wins",
      ),
      sql<string>`count(distinct b.id) filter (where b.battle_type in ('self', 'topdown_arena'))`.as("self_battles"),
    ])
    .where("p.user_id", "=", userId)
    .where("b.status", "=", "completed")
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), wins: Number(row.wins), selfBattles: Number(row.self_battles) };
}

/** One completed ranked battle of an ant: its rating before and after. */
export interface RatingStepRow {
  ant_id: string;
  elo_before: number;
  elo_after: number;
  completed_at: Date;
}

/**
 * The newest `perAnt` completed ranked battles of each ant the player fought with, oldest first within an ant (ties
 * on the completion time broken by battle id). Rows of deleted ants come too; the caller keeps the ants it shows.
 */
export async function ratingSteps(db: Db, userId: string, perAnt: number): Promise<RatingStepRow[]> {
  const numbered = db
    .selectFrom("battle_participants as p")
    .innerJoin("battles as b", "b.id", "p.battle_id")
    .select([
      "p.ant_id",
      "p.elo_before",
      "p.elo_after",
      "b.completed_at",
      "b.id as battle_id",
      sql<number>`row_number() over (partition by p.ant_id order by b.completed_at desc, b.id desc)`.as("recent"),
    ])
    .where("p.user_id", "=", userId)
    .where("b.status", "=", "completed")
    .where("b.battle_type", "=", "ranked")
    .where("p.elo_after", "is not", null)
    .as("steps");
  const rows = await db
    .selectFrom(numbered)
    .select(["ant_id", "elo_before", "elo_after", "completed_at"])
    .where("recent", "<=", perAnt)
    .orderBy("ant_id")
    .orderBy("completed_at")
    .orderBy("battle_id")
    .execute();
  return rows.map((row) => ({
    ant_id: row.ant_id,
    elo_before: row.elo_before,
    elo_after: row.elo_after as number,
    completed_at: row.completed_at as Date,
  }));
}
