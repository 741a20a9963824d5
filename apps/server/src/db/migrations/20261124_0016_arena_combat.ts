// Arena Combat (top-down): the battle type topdown_arena, and each fight's command log, result and expiry.
import { type Kysely, sql } from "kysely";

const OLD_TYPES = sql`battle_type in ('quick_match', 'ranked', 'friendly', 'self')`;
const NEW_TYPES = sql`battle_type in ('quick_match', 'ranked', 'friendly', 'self', 'topdown_arena')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table battles drop constraint battles_battle_type_check`.execute(db);
  await sql`alter table battles add constraint battles_battle_type_check check (${NEW_TYPES})`.execute(db);
  await db.schema
    .createTable("arena_combats")
    .addColumn("battle_id", "text", (c) => c.primaryKey().references("battles.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("rules_version", "integer", (c) => c.notNull())
    .addColumn("commands", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("result", "jsonb")
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("ended_at", "timestamptz")
    .execute();
  // The sweeper reads the open fights past their expiry.
  await sql`create index arena_combats_open on arena_combats (expires_at) where ended_at is null`.execute(db);
}

/** Drops the fights (their ants leave an unfinished one) and topdown_arena from the battle types. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update ants set is_in_battle = false where id in (
    select p.ant_id from battle_participants p join battles b on b.id = p.battle_id
     where b.battle_type = 'topdown_arena' and b.status = 'in_progress')`.execute(db);
  await db.schema.dropTable("arena_combats").execute();
  await sql`delete from battles where battle_type = 'topdown_arena'`.execute(db);
  await sql`alter table battles drop constraint battles_battle_type_check`.execute(db);
  await sql`alter table battles add constraint battles_battle_type_check check (${OLD_TYPES})`.execute(db);
}
