// Training: quick-training session columns on ants, trained gains for decay, skills, the weekly schedule and its days.
import { type Kysely, sql } from "kysely";

// The ledger kinds as migration 0012 left them.
const LEDGER_KINDS_BEFORE = "'grant', 'hold', 'settle', 'refund', 'treatment', 'purchase', 'repair'";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("ants")
    .addColumn("training_until", "timestamptz")
    .addColumn("training_day", "integer")
    .addColumn("last_trained_day", "integer")
    .addColumn("settled_day", "integer")
    .addColumn("stat_gains", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("skills", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createTable("ant_schedules")
    .addColumn("ant_id", "text", (c) => c.primaryKey().references("ants.id").onDelete("cascade"))
    .addColumn("plan", "jsonb", (c) => c.notNull())
    .addColumn("from_day", "integer", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("ant_schedule_days")
    .addColumn("ant_id", "text", (c) => c.notNull().references("ants.id").onDelete("cascade"))
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("activity", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('applied', 'skipped')`))
    .addColumn("energy", "double precision", (c) => c.notNull())
    .addColumn("gains", "jsonb", (c) => c.notNull())
    .addColumn("reason", "text")
    .addPrimaryKeyConstraint("ant_schedule_days_pk", ["ant_id", "day"])
    .execute();
  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(db);
  await sql`alter table ledger_transactions add constraint ledger_transactions_kind_check
    check (kind in (${sql.raw(LEDGER_KINDS_BEFORE)}, 'skill_reset'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(db);
  await sql`alter table ledger_transactions add constraint ledger_transactions_kind_check
    check (kind in (${sql.raw(LEDGER_KINDS_BEFORE)})) not valid`.execute(db);
  await db.schema.dropTable("ant_schedule_days").execute();
  await db.schema.dropTable("ant_schedules").execute();
  await db.schema
    .alterTable("ants")
    .dropColumn("training_until")
    .dropColumn("training_day")
    .dropColumn("last_trained_day")
    .dropColumn("settled_day")
    .dropColumn("stat_gains")
    .dropColumn("skills")
    .execute();
}
