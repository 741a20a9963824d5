// Players and their sessions.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("username_key", "text", (c) => c.notNull().unique())
    .addColumn("name", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("avatar_url", "text")
    .addColumn("validated", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("max_ants", "integer", (c) => c.notNull().defaultTo(3))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable("sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sessions").execute();
  await db.schema.dropTable("users").execute();
}
