// Equipment: the items each player owns (one row per catalog item), with durability and the ant wearing it.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("player_equipment")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("equipment_id", "text", (c) => c.notNull())
    .addColumn("equipment_type", "text", (c) =>
      c.notNull().check(sql`equipment_type in ('armor', 'weapon', 'accessory', 'enhancement')`),
    )
    .addColumn("durability", "integer", (c) => c.notNull().defaultTo(100).check(sql`durability between 0 and 100`))
    .addColumn("ant_id", "text", (c) => c.references("ants.id").onDelete("set null"))
    .addColumn("equipped_at", "timestamptz")
    .addColumn("acquired_at", "timestamptz", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('purchase', 'reward')`))
    .addPrimaryKeyConstraint("player_equipment_pk", ["user_id", "equipment_id"])
    .execute();
  // One item of each type per ant (rule EQ3), enforced by the database as well as by the service.
  await sql`create unique index player_equipment_one_per_type on player_equipment (ant_id, equipment_type)
    where ant_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("player_equipment").execute();
}
