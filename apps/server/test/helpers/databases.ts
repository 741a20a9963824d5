// Test databases: PGlite in memory always, and a fresh PostgreSQL database when TEST_DATABASE_URL is set.
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect } from "kysely";
import pg from "pg";
import { type OpenDatabase, openPostgres } from "../../src/db/database";
import { migrateTo, migrateToLatest } from "../../src/db/migrate";
import { FifoPgliteDialect } from "../../src/db/pglite-fifo";
import type { Database } from "../../src/db/schema";

export type DialectName = "pglite" | "postgres";

/** The dialects every integration suite runs on (Kysely's DIALECTS loop). */
export const DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

let pgliteTemplate: Promise<Blob | File> | undefined;

/** A migrated, empty PGlite data folder, made once per test process (a fresh PGlite costs seconds; a copy less). */
function migratedPgliteDump(): Promise<Blob | File> {
  pgliteTemplate ??= (async () => {
    const pglite = new PGlite();
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir("none");
    await db.destroy();
    return dump;
  })();
  return pgliteTemplate;
}

/** A new in-memory PGlite loaded from the migrated template: its own database, shared with no other test. */
async function freshPglite(): Promise<OpenDatabase> {
  const pglite = new PGlite({ loadDataDir: await migratedPgliteDump() });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new FifoPgliteDialect(pglite) });
  return { db, kind: "pglite", close: () => db.destroy() };
}

/** A database migrated only up to `migration` (to test rows written by older code); close() drops a PostgreSQL one. */
export async function olderDatabase(kind: DialectName, migration: string): Promise<OpenDatabase> {
  if (kind === "pglite") {
    const pglite = new PGlite();
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    await migrateTo(db, migration);
    return { db, kind: "pglite", close: () => db.destroy() };
  }
  return freshDatabase(kind, migration);
}

/** A migrated, empty database of the given kind; close() also drops a PostgreSQL one. */
export async function freshDatabase(kind: DialectName, migration?: string): Promise<OpenDatabase> {
  if (kind === "pglite") return migration ? olderDatabase(kind, migration) : freshPglite();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `antbrawl_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 20);
  if (migration) await migrateTo(database.db, migration);
  else await migrateToLatest(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      dropper.on("error", () => undefined);
      await dropper.connect();
      for (let i = 0; i < 50; i++) {
        const { rows } = await dropper.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
