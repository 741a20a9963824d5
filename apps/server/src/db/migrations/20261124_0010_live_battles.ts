// Live battles: where each one stands (phase, turn clock, seats' tactics and presence), who drives it, and who watches.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("live_battles")
    .addColumn("battle_id", "text", (c) => c.primaryKey().references("battles.id").onDelete("cascade"))
    .addColumn("phase", "text", (c) => c.notNull().check(sql`phase in ('countdown', 'fighting', 'finished')`))
    .addColumn("turn", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("countdown_ends_at", "timestamptz", (c) => c.notNull())
    .addColumn("turn_ends_at", "timestamptz")
    .addColumn("tactic_0", "text")
    .addColumn("tactic_1", "text")
    .addColumn("pending_0", "text")
    .addColumn("pending_1", "text")
    .addColumn("connected_0", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("connected_1", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("left_at_0", "timestamptz")
    .addColumn("left_at_1", "timestamptz")
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "timestamptz")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addColumn("finished_at", "timestamptz")
    .execute();
  await sql`create index live_battles_unfinished on live_battles (lease_until) where phase <> 'finished'`.execute(db);
  await db.schema
    .createTable("live_spectators")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("battle_id", "text", (c) => c.notNull().references("battles.id").onDelete("cascade"))
    .addColumn("node_id", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("live_spectators_battle").on("live_spectators").column("battle_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("live_spectators").execute();
  await db.schema.dropTable("live_battles").execute();
}
