// Item rewards remember the battle that gave them, so the winner hears which item a battle won.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("player_equipment").addColumn("battle_id", "text").execute();
  await sql`create index player_equipment_battle on player_equipment (battle_id) where battle_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index player_equipment_battle`.execute(db);
  await db.schema.alterTable("player_equipment").dropColumn("battle_id").execute();
}
