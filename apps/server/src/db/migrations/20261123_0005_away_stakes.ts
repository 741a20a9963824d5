// Each player's consent to stakes on their ants while they are away: no row means no consent (issue 8, finding 6).
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("away_stakes")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("enabled", "boolean", (c) => c.notNull())
    .addColumn("max_stake_milli", "integer", (c) =>
      c.notNull().check(sql`max_stake_milli >= 0 and max_stake_milli <= 100000`),
    )
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("away_stakes").execute();
}
