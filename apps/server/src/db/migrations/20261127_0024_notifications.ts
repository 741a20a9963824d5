// The notification centre (issue 28): stored notices per player, the sweep's watermark for notices that fall due with
// time (training, treatment, breeding, critical needs), and the preferences of the new kinds (on by default).
import { type Kysely, sql } from "kysely";

const PREFERENCES = ["lab_completion", "needs_critical", "battle_results", "achievements"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("notifications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("link", "text", (c) => c.notNull())
    .addColumn("invitation_id", "text")
    /** What the notice is about, once: a second sweep (or node) of the same end adds nothing. */
    .addColumn("dedupe_key", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("read_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("notifications_user_created")
    .on("notifications")
    .columns(["user_id", "created_at"])
    .execute();
  await sql`create unique index notifications_user_dedupe on notifications (user_id, dedupe_key)
    where dedupe_key is not null`.execute(db);
  await db.schema
    .createTable("notification_sweeps")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("swept_until", "timestamptz", (c) => c.notNull())
    .execute();
  for (const column of PREFERENCES) {
    await db.schema
      .alterTable("user_preferences")
      .addColumn(column, "boolean", (c) => c.notNull().defaultTo(true))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of PREFERENCES) await db.schema.alterTable("user_preferences").dropColumn(column).execute();
  await db.schema.dropTable("notification_sweeps").execute();
  await db.schema.dropTable("notifications").execute();
}
