// The reads behind Colony Statistics: the player's achievement counters, and their completed battles per UTC day.
import { sql } from "kysely";
import type { Db } from "../db/database";

export const METRICS = [
  "care_total",
  "care_feed",
  "care_water",
  "care_rest",
  "care_exercise",
  "care_clean",
  "trainings_completed",
  "chats_sent",
  "battles_fought",
] as const;

export async function metricValues(db: Db, userId: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("achievement_progress")
    .select(["metric", "value"])
    .where("user_id", "=", userId)
    .where("metric", "in", [...METRICS])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.metric, Number(row.value)]));
}

export async function battlesByDay(db: Db, userId: string, since: Date) {
  const rows = await db
    .selectFrom("battle_participants as p")
    .innerJoin("battles as b", "b.id", "p.battle_id")
    .select([
      sql<string>`to_char(b.completed_at at time zone 'UTC', 'YYYY-MM-DD')`.as("day"),
      sql<string>`count(distinct b.id)`.as("battles"),
      sql<string>`count(distinct b.id) filter (where b.winner_id = p.user_id and b.battle_type not in ('self', 'topdown_arena', 'practice'))`.as(
        "wins",
      ),
    ])
    .where("p.user_id", "=", userId)
    .where("b.status", "=", "completed")
    .where("b.completed_at", ">=", since)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [row.day, { battles: Number(row.battles), wins: Number(row.wins) }]));
}
