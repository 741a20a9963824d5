// Live now (issue 24): a privacy preference, on by default, that lists a player's ranked live battles for everyone.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("user_preferences")
    .addColumn("show_in_live_now", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user_preferences").dropColumn("show_in_live_now").execute();
}
