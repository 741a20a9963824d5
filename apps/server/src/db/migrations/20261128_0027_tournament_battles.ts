// Tournament matches get their own battle type (TN15): they were stored as quick matches.
import { type Kysely, sql } from "kysely";

const OLD_TYPES = sql`battle_type in ('quick_match', 'ranked', 'friendly', 'self', 'topdown_arena', 'practice')`;
const NEW_TYPES = sql`battle_type in ('quick_match', 'ranked', 'friendly', 'self', 'topdown_arena', 'practice', 'tournament')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table battles drop constraint battles_battle_type_check`.execute(db);
  await sql`alter table battles add constraint battles_battle_type_check check (${NEW_TYPES})`.execute(db);
  await sql`update battles set battle_type = 'tournament'
             where id in (select battle_id from tournament_matches where battle_id is not null)`.execute(db);
}

/** Tournament matches become quick matches again, as they were stored before. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update battles set battle_type = 'quick_match' where battle_type = 'tournament'`.execute(db);
  await sql`alter table battles drop constraint battles_battle_type_check`.execute(db);
  await sql`alter table battles add constraint battles_battle_type_check check (${OLD_TYPES})`.execute(db);
}
