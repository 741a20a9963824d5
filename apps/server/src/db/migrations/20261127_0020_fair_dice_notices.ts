// Issue 25: each new battle's secret dice salt (the commitment published at the start is SHA-256 over seed and salt),
// and the completion notices already sent (one per training, breeding, treatment or schedule day that ended).
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("battles").addColumn("dice_salt", "text").execute();
  await db.schema
    .createTable("completion_notices")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("completion_notices_created_at").on("completion_notices").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("completion_notices").execute();
  await db.schema.alterTable("battles").dropColumn("dice_salt").execute();
}
