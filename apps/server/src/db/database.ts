// Opens the game's database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import { lockDataDir } from "./lock";
import { seedFromTemplate } from "./pglite-template";
import type { Database } from "./schema";

export type DatabaseKind = "pglite" | "postgres";

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** PostgreSQL through a pg pool. */
export function openPostgres(connectionString: string, poolSize = 10): OpenDatabase {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  pool.on("error", (error) => {
    console.warn(`PostgreSQL idle connection error (the pool replaces the connection): ${error.message}`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: "postgres", close: () => db.destroy() };
}

/** PGlite in memory (dataDir undefined) or in a locked folder. */
export async function openPglite(dataDir?: string): Promise<OpenDatabase> {
  const release = dataDir ? await lockDataDir(dataDir) : undefined;
  try {
    const folder = dataDir ? path.join(dataDir, "pglite") : undefined;
    if (folder) seedFromTemplate(folder);
    const pglite = new PGlite(folder);
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    return {
      db,
      kind: "pglite",
      async close() {
        await db.destroy();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}

/** Chooses the database from the configuration. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<OpenDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
