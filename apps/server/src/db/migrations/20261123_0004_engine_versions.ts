// Battles remember which engine version played them and the players' input log; ants remember edited stats.
import { type Kysely, sql } from "kysely";

/**
 * Rows written before this migration were played by engine version 1 with no choices, so they get version 1 and an
 * empty input log; the server writes ENGINE_VERSION for every new battle. `stats_edited` marks ants whose stats the
 * testing stat editor set (kept off the leaderboard and out of ranked).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("battles")
    .addColumn("engine_version", "smallint", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("battles")
    .addColumn("input_log", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .alterTable("ants")
    .addColumn("stats_edited", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("ants").dropColumn("stats_edited").execute();
  await db.schema.alterTable("battles").dropColumn("input_log").execute();
  await db.schema.alterTable("battles").dropColumn("engine_version").execute();
}
