// Training mini-game plays: one per game per ant per UTC day, with the seed, the server's score and its rewards.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("training_game_plays")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("ant_id", "text", (c) => c.notNull().references("ants.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("game", "text", (c) => c.notNull().check(sql`game in ('strength', 'speed', 'precision', 'memory')`))
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("seed", "integer", (c) => c.notNull())
    .addColumn("started_at", "timestamptz", (c) => c.notNull())
    .addColumn("completed_at", "timestamptz")
    .addColumn("score", "integer")
    .addColumn("grade", "text", (c) => c.check(sql`grade in ('S', 'A', 'B', 'C', 'D')`))
    .addColumn("ticks_played", "integer")
    .addColumn("input_count", "integer")
    .addColumn("experience_gained", "integer")
    .addColumn("stat_gains", "jsonb")
    .execute();
  // One play per game per ant per day: a second start the same day fails here even when two race.
  await db.schema
    .createIndex("training_game_plays_daily")
    .on("training_game_plays")
    .columns(["ant_id", "game", "day"])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("training_game_plays").execute();
}
