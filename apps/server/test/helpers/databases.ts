// Test databases: PGlite in memory always, and a fresh PostgreSQL database when TEST_DATABASE_URL is set.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect } from "kysely";
import pg from "pg";
import { type OpenDatabase, openPostgres } from "../../src/db/database";
import { migrateTo, migrateToLatest } from "../../src/db/migrate";
import { FifoPgliteDialect } from "../../src/db/pglite-fifo";
import type { Database } from "../../src/db/schema";
import { endPgliteSession, lease, readBaseline, resetToBaseline } from "./database-reset";

export type DialectName = "pglite" | "postgres";

/** The dialects every integration suite runs on (Kysely's DIALECTS loop). */
export const DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * The one dialect of a suite about routes, messages and rules rather than the database (PGlite is PostgreSQL's own
 * engine): PostgreSQL when TEST_DATABASE_URL is set (CI), PGlite otherwise (`npm test` on a fresh clone), so each
 * engine runs them in one of the two. What depends on the database itself (parallel requests, locks, migrations,
 * statement counts, faults, the health answer) stays on DIALECTS (docs/decisions.md, "CI on two cores").
 */
export const ROUTE_DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL ? ["postgres"] : ["pglite"];

const pgliteTemplates = new Map<string, Promise<Blob | File>>();

/**
 * A PGlite data folder migrated up to `migration` (the latest when omitted), empty (a fresh PGlite and its migrations
 * cost seconds; loading a copy less). It is kept on disk by migrations hash, so only the first test file of a run (or
 * of a changed migration) migrates; a file is written under a temporary name and renamed, so parallel test processes
 * never read half of one.
 */
function migratedPgliteDump(migration?: string): Promise<Blob | File> {
  const key = migration ?? "latest";
  let template = pgliteTemplates.get(key);
  if (template) return template;
  template = (async () => {
    const suffix = migration ? `-${migration}` : "";
    const file = path.join(os.tmpdir(), `antbrawl-pglite-template-${migrationsHash()}${suffix}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const pglite = new PGlite();
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    if (migration) await migrateTo(db, migration);
    else await migrateToLatest(db);
    const dump = await pglite.dumpDataDir("none");
    await db.destroy();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump;
  })();
  pgliteTemplates.set(key, template);
  return template;
}

/** Instances finished tests handed back, already reset: a reset costs tens of milliseconds, a new PGlite seconds. */
const idlePglites: PGlite[] = [];
let pgliteBaseline: ReturnType<typeof readBaseline> | undefined;

/**
 * An in-memory PGlite holding exactly the migrated template: a new one loaded from it, or one an earlier test of this
 * file handed back and that was reset to it (pglite-pool.ts). No two open databases share an instance.
 */
async function freshPglite(): Promise<OpenDatabase> {
  let pglite = idlePglites.pop();
  if (!pglite) {
    pglite = new PGlite({ loadDataDir: await migratedPgliteDump() });
    await pglite.waitReady;
    pgliteBaseline ??= readBaseline(pglite);
    await pgliteBaseline;
  }
  const instance = pglite;
  const leased = lease(instance);
  const db = new Kysely<Database>({ dialect: new FifoPgliteDialect(leased.view) });
  return {
    db,
    kind: "pglite",
    async close() {
      await db.destroy();
      if (instance.closed) return;
      const reset =
        pgliteBaseline && (await endPgliteSession(instance)) && (await resetToBaseline(instance, await pgliteBaseline));
      if (reset) idlePglites.push(instance);
      else await instance.close();
    },
  };
}

/** A database migrated only up to `migration` (to test rows written by older code); close() drops a PostgreSQL one. */
export async function olderDatabase(kind: DialectName, migration: string): Promise<OpenDatabase> {
  if (kind === "pglite") {
    const pglite = new PGlite({ loadDataDir: await migratedPgliteDump(migration) });
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    return { db, kind: "pglite", close: () => db.destroy() };
  }
  return freshDatabase(kind, migration);
}

/** The migrations' source, hashed: a template database is named after it, so a changed migration makes a new one. */
function migrationsHash(): string {
  const dir = path.resolve(import.meta.dirname, "../../src/db/migrations");
  const hash = createHash("sha256");
  for (const name of fs.readdirSync(dir).sort()) hash.update(name).update(fs.readFileSync(path.join(dir, name)));
  return hash.digest("hex").slice(0, 16);
}

let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated PostgreSQL database to copy (CREATE DATABASE … TEMPLATE takes a fraction of a second; running the
 * migrations takes seconds). Made once per migrations hash, under an advisory lock so parallel test processes wait for
 * the one making it; it has no open connection once made, as a template must.
 */
function postgresTemplateName(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `antbrawl_template_${migrationsHash()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query("SELECT pg_advisory_lock(hashtext('antbrawl test template'))");
      const { rows } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (rows.length === 0) {
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        const database = openPostgres(databaseUrl(adminUrl, building), 2);
        await migrateToLatest(database.db);
        await database.close();
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await admin.query("SELECT pg_advisory_unlock(hashtext('antbrawl test template'))").catch(() => undefined);
      await admin.end();
    }
    return name;
  })();
  return postgresTemplate;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Databases being dropped. A DROP DATABASE waits for a checkpoint (seconds with fsync on), so close() starts it and
 * returns; the test file's afterAll (setup-databases.ts) waits for them all, and drops running together share one.
 */
export const pendingDrops = new Set<Promise<void>>();

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: adminUrl });
  dropper.on("error", () => undefined);
  await dropper.connect();
  try {
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await dropper.end();
  }
}

function startDrop(adminUrl: string, name: string): void {
  const dropped = dropDatabase(adminUrl, name).finally(() => pendingDrops.delete(dropped));
  pendingDrops.add(dropped);
}

/**
 * PostgreSQL databases finished tests of this file handed back, reset to the template's rows (database-reset.ts):
 * a reset over one connection costs tens of milliseconds, a CREATE DATABASE and its later DROP far more. Dropped when
 * the file ends (setup-databases.ts).
 */
const idlePostgres: string[] = [];
let postgresBaseline: ReturnType<typeof readBaseline> | undefined;

/** Drops the databases no test holds any more; the test file's afterAll calls it. */
export function dropIdleDatabases(): void {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  for (const name of idlePostgres.splice(0)) startDrop(adminUrl, name);
}

/** Runs `work` on one connection to database `name`; false when it could not connect or `work` said false. */
async function onDatabase(adminUrl: string, name: string, work: (client: pg.Client) => Promise<boolean>) {
  const client = new pg.Client({ connectionString: databaseUrl(adminUrl, name) });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return await work(client);
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function newPostgresDatabase(adminUrl: string, migration?: string): Promise<string> {
  const name = `antbrawl_test_${randomBytes(6).toString("hex")}`;
  const template = migration ? null : await postgresTemplateName(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  if (!migration && !postgresBaseline) {
    postgresBaseline = (async () => {
      const client = new pg.Client({ connectionString: databaseUrl(adminUrl, name) });
      await client.connect();
      try {
        return await readBaseline(client);
      } finally {
        await client.end();
      }
    })();
    await postgresBaseline;
  }
  return name;
}

/** A migrated, empty database of the given kind; close() also drops (or resets for the next test) a PostgreSQL one. */
export async function freshDatabase(kind: DialectName, migration?: string): Promise<OpenDatabase> {
  if (kind === "pglite") return migration ? olderDatabase(kind, migration) : freshPglite();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = (!migration && idlePostgres.pop()) || (await newPostgresDatabase(adminUrl, migration));
  const database = openPostgres(databaseUrl(adminUrl, name), 20);
  if (migration) await migrateTo(database.db, migration);
  return {
    ...database,
    async close() {
      await database.close();
      const baseline = migration ? undefined : await postgresBaseline?.catch(() => undefined);
      const reset = baseline && (await onDatabase(adminUrl, name, (client) => resetToBaseline(client, baseline)));
      if (reset) idlePostgres.push(name);
      else startDrop(adminUrl, name);
    },
  };
}

/**
 * An empty PostgreSQL database of the test's own (not from the template: a server process migrates it), on
 * TEST_DATABASE_URL; `drop()` removes it whatever still holds a connection.
 */
export async function emptyPostgresDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `antbrawl_test_${label}_${process.pid}_${Date.now()}`;
  const onAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onAdmin(`CREATE DATABASE ${name}`);
  return { url: databaseUrl(adminUrl, name), drop: () => onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
