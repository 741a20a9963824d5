// The laboratory's records: ant lineage and treatment time, breeding operations, treatments, new ledger kinds, traits.
import { traitsFromStats } from "@antbrawl/rules/lab/traits";
import { type Kysely, sql } from "kysely";

const OLD_KINDS = sql`kind in ('grant', 'hold', 'settle', 'refund')`;
/** Treatments (this laboratory), and equipment purchases and repairs (migration 0013's items). */
const NEW_KINDS = sql`kind in ('grant', 'hold', 'settle', 'refund', 'treatment', 'purchase', 'repair')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("ants")
    .addColumn("parent1_id", "text")
    .addColumn("parent2_id", "text")
    .addColumn("lineage", "jsonb", (c) => c.notNull().defaultTo(sql`'{"parents":[],"grandparents":[]}'::jsonb`))
    .addColumn("treatment_until", "timestamptz")
    .execute();

  // Ants made before traits existed show the traits their stats carry (rule AR1).
  const rows = await sql<{ id: string; stats: Record<string, number> }>`
    select id, stats from ants where coalesce(jsonb_array_length(traits -> 'genetic'), 0) = 0`.execute(db);
  for (const row of rows.rows) {
    const traits = JSON.stringify(traitsFromStats(row.stats ?? {}));
    await sql`update ants set traits = ${traits}::jsonb where id = ${row.id}`.execute(db);
  }

  await db.schema
    .createTable("breedings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("parent1_id", "text", (c) => c.notNull())
    .addColumn("parent2_id", "text", (c) => c.notNull())
    .addColumn("parents", "jsonb", (c) => c.notNull())
    .addColumn("seed", "bigint", (c) => c.notNull())
    .addColumn("offspring_count", "integer", (c) => c.notNull().check(sql`offspring_count between 1 and 3`))
    .addColumn("generation", "integer", (c) => c.notNull())
    .addColumn("expected_genetic", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('incubating', 'completed')`))
    .addColumn("started_at", "timestamptz", (c) => c.notNull())
    .addColumn("expected_birth", "timestamptz", (c) => c.notNull())
    .addColumn("completed_at", "timestamptz")
    .addColumn("success", "boolean")
    .addColumn("offspring", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema.createIndex("breedings_owner_started").on("breedings").columns(["owner_id", "started_at"]).execute();
  await db.schema.createIndex("breedings_incubating_p1").on("breedings").columns(["parent1_id", "status"]).execute();
  await db.schema.createIndex("breedings_incubating_p2").on("breedings").columns(["parent2_id", "status"]).execute();

  await db.schema
    .createTable("treatments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("ant_id", "text", (c) => c.notNull().references("ants.id").onDelete("cascade"))
    .addColumn("treatment_type", "text", (c) => c.notNull())
    .addColumn("seed", "bigint", (c) => c.notNull())
    .addColumn("success", "boolean", (c) => c.notNull())
    .addColumn("cost_milli", "integer", (c) => c.notNull())
    .addColumn("started_at", "timestamptz", (c) => c.notNull())
    .addColumn("ends_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("treatments_ant_started").on("treatments").columns(["ant_id", "started_at"]).execute();

  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(db);
  await sql`alter table ledger_transactions add constraint ledger_transactions_kind_check check (${NEW_KINDS})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(db);
  await sql`alter table ledger_transactions add constraint ledger_transactions_kind_check check (${OLD_KINDS})`.execute(
    db,
  );
  await db.schema.dropTable("treatments").execute();
  await db.schema.dropTable("breedings").execute();
  await db.schema
    .alterTable("ants")
    .dropColumn("treatment_until")
    .dropColumn("lineage")
    .dropColumn("parent2_id")
    .dropColumn("parent1_id")
    .execute();
}
