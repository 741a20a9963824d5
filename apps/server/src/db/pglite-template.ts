// A migrated PGlite data folder made at build time: a new data folder starts as a copy of it instead of running initdb.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect } from "kysely";
import { migrateToLatest } from "./migrate";

/** The template's folder beside the built server; also read by scripts/build.mjs, which knip does not follow. @public */
export const TEMPLATE_DIR = "pglite-template";
const here = path.dirname(new URL(import.meta.url).pathname);

/**
 * Copies the built template (next to the built server, or PGLITE_TEMPLATE) to `pgliteDir` when that folder does
 * not exist yet; answers whether it did. Without a template (the server run from source) PGlite runs initdb.
 */
export function seedFromTemplate(pgliteDir: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const template = env.PGLITE_TEMPLATE ?? path.join(here, TEMPLATE_DIR);
  if (fs.existsSync(pgliteDir) || !fs.existsSync(path.join(template, "PG_VERSION"))) return false;
  const partial = `${pgliteDir}.copying`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(template, partial, { recursive: true, filter: (source) => path.basename(source) !== "postmaster.pid" });
  fs.renameSync(partial, pgliteDir);
  return true;
}

/** Creates a PGlite data folder at `dir` (replacing it), migrates it to the latest schema and closes it cleanly. */
export async function writeTemplate(dir: string): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true });
  const pglite = new PGlite(dir);
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db);
    await pglite.query("checkpoint");
  } finally {
    await db.destroy();
  }
}
