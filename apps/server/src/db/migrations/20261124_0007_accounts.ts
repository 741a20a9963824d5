// Accounts: passwords, linked OpenID Connect identities, sign-in attempts kept on the server, and sessions with an id.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("password_hash", "text").execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("id", "text", (c) => c.notNull().defaultTo(sql`gen_random_uuid()::text`))
    .execute();
  await db.schema.createIndex("sessions_id").on("sessions").column("id").unique().execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("last_used_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();

  await db.schema
    .createTable("oidc_identities")
    .addColumn("issuer", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("email", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("oidc_identities_pkey", ["issuer", "subject"])
    .addUniqueConstraint("oidc_identities_user_issuer", ["user_id", "issuer"])
    .execute();

  await db.schema
    .createTable("oidc_attempts")
    .addColumn("state_hash", "text", (c) => c.primaryKey())
    .addColumn("binding_hash", "text", (c) => c.notNull())
    .addColumn("nonce", "text", (c) => c.notNull())
    .addColumn("code_verifier", "text", (c) => c.notNull())
    .addColumn("redirect_uri", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("oidc_attempts_expires_at").on("oidc_attempts").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("oidc_attempts").execute();
  await db.schema.dropTable("oidc_identities").execute();
  await db.schema.dropIndex("sessions_id").execute();
  await db.schema.alterTable("sessions").dropColumn("user_agent").execute();
  await db.schema.alterTable("sessions").dropColumn("last_used_at").execute();
  await db.schema.alterTable("sessions").dropColumn("id").execute();
  await db.schema.alterTable("users").dropColumn("password_hash").execute();
}
