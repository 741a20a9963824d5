// Tournaments (issue 27): tournaments, their entries (real and house ants) and matches, the house's system account
// and the ledger kinds of entry fees, refunds and prizes.
import { type Kysely, sql } from "kysely";

const LEDGER_KINDS_BEFORE = "'grant', 'hold', 'settle', 'refund', 'treatment', 'purchase', 'repair', 'skill_reset'";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("tournaments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull().check(sql`format in ('bracket', 'arena')`))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('registering', 'running', 'finished', 'cancelled')`),
    )
    .addColumn("starts_at", "timestamptz", (c) => c.notNull())
    .addColumn("ends_at", "timestamptz")
    .addColumn("entry_fee_milli", "integer", (c) => c.notNull().check(sql`entry_fee_milli >= 0`))
    .addColumn("max_players", "integer", (c) => c.notNull())
    .addColumn("round_ms", "integer", (c) => c.notNull())
    .addColumn("size", "integer")
    .addColumn("rounds_played", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pool_milli", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("tournaments_status").on("tournaments").columns(["status", "starts_at"]).execute();

  await db.schema
    .createTable("tournament_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tournament_id", "text", (c) => c.notNull().references("tournaments.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("ant_id", "text", (c) => c.notNull())
    .addColumn("ant_name", "text", (c) => c.notNull())
    .addColumn("house", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("level", "integer", (c) => c.notNull())
    .addColumn("fee_milli", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("registered_at", "timestamptz", (c) => c.notNull())
    .addColumn("withdrawn_at", "timestamptz")
    .addColumn("seed", "integer")
    .addColumn("fighter", "jsonb")
    .addColumn("appearance", "jsonb")
    .addColumn("place", "integer")
    .addColumn("prize_milli", "integer")
    .execute();
  await sql`create unique index tournament_entries_one_per_player on tournament_entries (tournament_id, user_id)
    where withdrawn_at is null and not house`.execute(db);
  await sql`create unique index tournament_entries_one_per_ant on tournament_entries (tournament_id, ant_id)
    where withdrawn_at is null`.execute(db);
  await db.schema.createIndex("tournament_entries_user").on("tournament_entries").column("user_id").execute();

  await db.schema
    .createTable("tournament_matches")
    .addColumn("tournament_id", "text", (c) => c.notNull().references("tournaments.id").onDelete("cascade"))
    .addColumn("round", "integer", (c) => c.notNull())
    .addColumn("slot", "integer", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull().unique())
    .addColumn("entry0_id", "text")
    .addColumn("entry1_id", "text")
    .addColumn("battle_id", "text", (c) => c.references("battles.id").onDelete("set null"))
    .addColumn("winner_side", "smallint")
    .addColumn("ended_by", "text")
    .addColumn("played_at", "timestamptz")
    .addPrimaryKeyConstraint("tournament_matches_pk", ["tournament_id", "round", "slot"])
    .execute();

  await sql`insert into users (id, username, username_key, email, validated, max_ants, created_at)
    values ('house', 'The House', '~house', 'house@antbrawl.invalid', true, 0, now())
    on conflict do nothing`.execute(db);
  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(db);
  await sql`alter table ledger_transactions add constraint ledger_transactions_kind_check
    check (kind in (${sql.raw(LEDGER_KINDS_BEFORE)}, 'entry_fee', 'entry_refund', 'prize'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(db);
  await sql`alter table ledger_transactions add constraint ledger_transactions_kind_check
    check (kind in (${sql.raw(LEDGER_KINDS_BEFORE)})) not valid`.execute(db);
  await db.schema.dropTable("tournament_matches").execute();
  await db.schema.dropTable("tournament_entries").execute();
  await db.schema.dropTable("tournaments").execute();
}
