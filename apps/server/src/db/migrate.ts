// Brings a database to the latest schema; the same migrations run on PGlite and PostgreSQL.
import type { Kysely } from "kysely";
import { type MigrationProvider, Migrator } from "kysely/migration";
import { migrations } from "./migrations/index";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs every pending migration; throws with the failing migration's name. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${reason}`);
  }
}

/** Runs (or undoes) migrations until `name` is the last applied one; tests use it to build an older schema. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** True when every migration this code knows is applied (a node with older code than the schema is current too). */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrationsCurrent(db: Kysely<any>): Promise<boolean> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.every((migration) => migration.executedAt !== undefined);
}
