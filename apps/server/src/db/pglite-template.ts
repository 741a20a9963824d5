// A migrated PGlite data folder packed at build time, so a new data folder starts from it instead of initdb.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect } from "kysely";
import { migrateToLatest } from "./migrate";

export const TEMPLATE_FILE = "pglite-template.tar.gz";
const here = path.dirname(new URL(import.meta.url).pathname);

/** The built template (next to the built server, or PGLITE_TEMPLATE) when `pgliteDir` holds no database yet. */
export function templateFor(pgliteDir: string, env: NodeJS.ProcessEnv = process.env): Blob | undefined {
  if (fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) return undefined;
  const file = env.PGLITE_TEMPLATE ?? path.join(here, TEMPLATE_FILE);
  if (!fs.existsSync(file)) return undefined;
  return new Blob([fs.readFileSync(file)]);
}

/** Creates an in-memory database, migrates it and writes its data folder to `file` as a gzipped tarball. */
export async function writeTemplate(file: string): Promise<void> {
  const pglite = new PGlite();
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db);
    await pglite.query("checkpoint");
    const dump = await pglite.dumpDataDir("gzip");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
  }
}
