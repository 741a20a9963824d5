// The colony: ants (with their battle columns), chat lines, ant events and per-player achievement progress.
import { START_RATING } from "@antbrawl/rules/rating/elo";
import { type Kysely, sql } from "kysely";

const NEEDS = ["food", "water", "rest", "hygiene", "exercise"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  let ants = db.schema
    .createTable("ants")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("seq", "serial", (c) => c.notNull().unique())
    .addColumn("owner_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("color", "text", (c) => c.notNull())
    .addColumn("pattern", "text", (c) => c.notNull().defaultTo("solid"))
    .addColumn("size", "double precision", (c) => c.notNull().defaultTo(1))
    .addColumn("battle_scars", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("stats", "jsonb", (c) => c.notNull());
  for (const need of NEEDS) {
    ants = ants
      .addColumn(need, "double precision", (c) => c.notNull())
      .addCheckConstraint(`ants_${need}_range`, sql`${sql.ref(need)} >= 0 and ${sql.ref(need)} <= 20`);
  }
  await ants
    .addColumn("mood", "double precision", (c) => c.notNull().defaultTo(10).check(sql`mood >= 0 and mood <= 20`))
    .addColumn("current_health", "double precision", (c) =>
      c.notNull().defaultTo(100).check(sql`current_health >= 0 and current_health <= 100`),
    )
    .addColumn("energy", "double precision", (c) =>
      c.notNull().defaultTo(100).check(sql`energy >= 0 and energy <= 100`),
    )
    .addColumn("needs_updated_at", "timestamptz", (c) => c.notNull())
    .addColumn("total_experience", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("elo_rating", "integer", (c) => c.notNull().defaultTo(START_RATING))
    .addColumn("wins", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("losses", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("win_streak", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_in_battle", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("is_training", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("training_sessions_today", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("generation", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("traits", "jsonb", (c) => c.notNull().defaultTo(sql`'{"genetic":[],"personality":[]}'::jsonb`))
    .addColumn("last_interaction", "timestamptz")
    .addColumn("birth_date", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("ants_owner_seq").on("ants").columns(["owner_id", "seq"]).execute();
  await db.schema.createIndex("ants_elo_rating").on("ants").column("elo_rating").execute();

  await db.schema
    .createTable("chat_messages")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("ant_id", "text", (c) => c.notNull().references("ants.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('player', 'ant')`))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("chat_messages_ant_id").on("chat_messages").columns(["ant_id", "id"]).execute();

  await db.schema
    .createTable("ant_events")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("ant_id", "text", (c) => c.notNull().references("ants.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("ant_events_ant_id").on("ant_events").columns(["ant_id", "id"]).execute();

  await db.schema
    .createTable("achievement_progress")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("metric", "text", (c) => c.notNull())
    .addColumn("value", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("achievement_progress_pk", ["user_id", "metric"])
    .execute();

  await db.schema
    .createTable("user_achievements")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("achievement_id", "text", (c) => c.notNull())
    .addColumn("unlocked_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("user_achievements_pk", ["user_id", "achievement_id"])
    .execute();

  await db.schema
    .createTable("good_care_days")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("last_day", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("good_care_days").execute();
  await db.schema.dropTable("user_achievements").execute();
  await db.schema.dropTable("achievement_progress").execute();
  await db.schema.dropTable("ant_events").execute();
  await db.schema.dropTable("chat_messages").execute();
  await db.schema.dropTable("ants").execute();
}
