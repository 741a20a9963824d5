// Friendships (one row per unordered pair of players) and each player's saved preferences.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("friendships")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("requester_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("addressee_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("user_low", "text", (c) => c.notNull())
    .addColumn("user_high", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'accepted')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("accepted_at", "timestamptz")
    .addUniqueConstraint("friendships_pair", ["user_low", "user_high"])
    .addCheckConstraint("friendships_ordered_pair", sql`user_low < user_high`)
    .execute();
  await db.schema.createIndex("friendships_addressee").on("friendships").columns(["addressee_id", "status"]).execute();
  await db.schema.createIndex("friendships_user_high").on("friendships").column("user_high").execute();
  await db.schema
    .createTable("user_preferences")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("battle_invitations", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("friend_requests", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("training_completion", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("show_online_status", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("allow_friend_invites", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("public_battle_history", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Prefix search over username_key (text_pattern_ops serves LIKE 'abc%' whatever the collation).
  await sql`create index users_username_key_prefix on users (username_key text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_username_key_prefix`.execute(db);
  await db.schema.dropTable("user_preferences").execute();
  await db.schema.dropTable("friendships").execute();
}
