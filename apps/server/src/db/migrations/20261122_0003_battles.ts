// Battles with their participants, the double-entry ledger of stakes, and the leaderboard and ladder indexes on ants.
import { type Kysely, sql } from "kysely";

/** Only ants that have fought appear on the leaderboard; every leaderboard index is partial on this predicate. */
const FOUGHT = sql`(wins + losses) > 0`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("battles")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("battle_type", "text", (c) =>
      c.notNull().check(sql`battle_type in ('quick_match', 'ranked', 'friendly', 'self')`),
    )
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('scheduled', 'in_progress', 'completed', 'cancelled')`),
    )
    .addColumn("arena_type", "text", (c) => c.notNull())
    .addColumn("battle_speed", "text", (c) => c.notNull())
    .addColumn("stake_milli", "integer", (c) => c.notNull().defaultTo(0).check(sql`stake_milli >= 0`))
    .addColumn("challenger_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("seed", "integer", (c) => c.notNull())
    .addColumn("winner_id", "text")
    .addColumn("winner_ant_id", "text")
    .addColumn("ended_by", "text")
    .addColumn("current_turn", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("battle_log", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("payout_milli", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("house_fee_milli", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("started_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("completed_at", "timestamptz")
    .execute();
  await db.schema.createIndex("battles_winner_id").on("battles").column("winner_id").execute();
  await db.schema.createIndex("battles_status").on("battles").column("status").execute();

  await db.schema
    .createTable("battle_participants")
    .addColumn("battle_id", "text", (c) => c.notNull().references("battles.id").onDelete("cascade"))
    .addColumn("side", "smallint", (c) => c.notNull().check(sql`side in (0, 1)`))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("ant_id", "text", (c) => c.notNull())
    .addColumn("ant_name", "text", (c) => c.notNull())
    .addColumn("appearance", "jsonb", (c) => c.notNull())
    .addColumn("fighter", "jsonb", (c) => c.notNull())
    .addColumn("is_defender", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("level", "integer", (c) => c.notNull())
    .addColumn("starting_health", "double precision", (c) => c.notNull())
    .addColumn("starting_energy", "double precision", (c) => c.notNull())
    .addColumn("final_health", "double precision")
    .addColumn("final_energy", "double precision")
    .addColumn("elo_before", "integer", (c) => c.notNull())
    .addColumn("elo_after", "integer")
    .addColumn("experience_gained", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("stake_milli", "integer", (c) => c.notNull().defaultTo(0).check(sql`stake_milli >= 0`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("battle_participants_pk", ["battle_id", "side"])
    .execute();
  await sql`create index battle_participants_history on battle_participants (user_id, created_at desc, battle_id desc)`.execute(
    db,
  );
  await db.schema.createIndex("battle_participants_ant_id").on("battle_participants").column("ant_id").execute();

  await db.schema
    .createTable("ledger_transactions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('grant', 'hold', 'settle', 'refund')`))
    .addColumn("ref", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addUniqueConstraint("ledger_transactions_kind_ref", ["kind", "ref"])
    .execute();
  await db.schema
    .createTable("ledger_entries")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("transaction_id", "text", (c) => c.notNull().references("ledger_transactions.id"))
    .addColumn("account", "text", (c) => c.notNull())
    .addColumn("amount_milli", "bigint", (c) => c.notNull().check(sql`amount_milli <> 0`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("ledger_entries_account").on("ledger_entries").columns(["account", "id"]).execute();
  await db.schema.createIndex("ledger_entries_transaction").on("ledger_entries").column("transaction_id").execute();
  await db.schema
    .createTable("ledger_accounts")
    .addColumn("account", "text", (c) => c.primaryKey())
    .addColumn("balance_milli", "bigint", (c) => c.notNull().defaultTo(0))
    .addCheckConstraint("ledger_accounts_no_overdraft", sql`balance_milli >= 0 or account in ('issuance', 'house')`)
    .execute();

  await db.schema.createIndex("ants_ladder").on("ants").columns(["elo_rating", "id"]).execute();
  await sql`create index ants_board_elo on ants (elo_rating desc, wins desc, id) where ${FOUGHT}`.execute(db);
  await sql`create index ants_board_wins on ants (wins desc, elo_rating desc, id) where ${FOUGHT}`.execute(db);
  await sql`create index ants_board_streak on ants (win_streak desc, elo_rating desc, id) where ${FOUGHT}`.execute(db);
  await sql`create index ants_board_win_rate on ants ((wins::float8 / nullif(wins + losses, 0)) desc, wins desc, id) where ${FOUGHT}`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    "ants_board_win_rate",
    "ants_board_streak",
    "ants_board_wins",
    "ants_board_elo",
    "ants_ladder",
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.dropTable("ledger_accounts").execute();
  await db.schema.dropTable("ledger_entries").execute();
  await db.schema.dropTable("ledger_transactions").execute();
  await db.schema.dropTable("battle_participants").execute();
  await db.schema.dropTable("battles").execute();
}
