// The live arena's queue tickets: one per waiting player, the truth for the ant's claim and the ranked stake's hold.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("arena_tickets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().unique().references("users.id").onDelete("cascade"))
    .addColumn("ant_id", "text", (c) => c.notNull())
    .addColumn("match_type", "text", (c) => c.notNull().check(sql`match_type in ('quick', 'ranked')`))
    .addColumn("stake_milli", "integer", (c) => c.notNull().check(sql`stake_milli >= 0`))
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("joined_at", "timestamptz", (c) => c.notNull())
    .addColumn("node_id", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("arena_tickets_joined_at").on("arena_tickets").column("joined_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("arena_tickets").execute();
}
