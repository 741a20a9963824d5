// Battle invitations: friendly challenges between friends, one open per inviter → invitee pair.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("battle_invitations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("inviter_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("invitee_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("inviter_ant_id", "text", (c) => c.notNull().references("ants.id").onDelete("cascade"))
    .addColumn("invitee_ant_id", "text", (c) => c.references("ants.id").onDelete("set null"))
    .addColumn("match_type", "text", (c) => c.notNull().check(sql`match_type = 'friendly'`))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('pending', 'accepted', 'declined', 'expired')`),
    )
    .addColumn("battle_id", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("responded_at", "timestamptz")
    .addCheckConstraint("battle_invitations_not_self", sql`inviter_id <> invitee_id`)
    .execute();
  // One pending invitation per ordered pair; stale (expired) pending rows are closed before a new one goes in.
  await sql`create unique index battle_invitations_open_pair on battle_invitations (inviter_id, invitee_id)
    where status = 'pending'`.execute(db);
  await db.schema
    .createIndex("battle_invitations_invitee")
    .on("battle_invitations")
    .columns(["invitee_id", "status", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("battle_invitations").execute();
}
