// Practice against a house ant (W33): the battle type practice.
import { type Kysely, sql } from "kysely";

const OLD_TYPES = sql`battle_type in ('quick_match', 'ranked', 'friendly', 'self', 'topdown_arena')`;
const NEW_TYPES = sql`battle_type in ('quick_match', 'ranked', 'friendly', 'self', 'topdown_arena', 'practice')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table battles drop constraint battles_battle_type_check`.execute(db);
  await sql`alter table battles add constraint battles_battle_type_check check (${NEW_TYPES})`.execute(db);
}

/** Frees the ants of unfinished practice battles and drops every practice battle with the type. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update ants set is_in_battle = false where id in (
    select p.ant_id from battle_participants p join battles b on b.id = p.battle_id
     where b.battle_type = 'practice' and b.status = 'in_progress')`.execute(db);
  await sql`delete from battles where battle_type = 'practice'`.execute(db);
  await sql`alter table battles drop constraint battles_battle_type_check`.execute(db);
  await sql`alter table battles add constraint battles_battle_type_check check (${OLD_TYPES})`.execute(db);
}
