// Opens the game's database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect, sql, type Transaction } from "kysely";
import pg from "pg";
import { lockDataDir } from "./lock";
import { FifoPgliteDialect } from "./pglite-fifo";
import { seedFromTemplate } from "./pglite-template";
import type { Database } from "./schema";

/** The database or an open transaction: what every repository function takes first. */
export type Db = Kysely<Database> | Transaction<Database>;

export type DatabaseKind = "pglite" | "postgres";

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL's connection pool (its counts feed /metrics); absent on the embedded database. */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  /** The embedded data folder as a gzipped tar, taken between transactions (db/backup.ts); absent on PostgreSQL. */
  dump?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

/** PostgreSQL error classes and codes meaning "the server or connection is gone", not "your query is wrong". */
const UNAVAILABLE_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
]);
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "connection error",
  "not queryable",
  "timeout exceeded when trying to connect",
  "Client was closed",
  "not currently accepting connections",
];

/** True when an error means the database cannot serve right now (lost connection, restart, failover). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
  return typeof message === "string" && UNAVAILABLE_MESSAGES.some((part) => message.includes(part));
}

/** Logs a lost connection once per burst instead of once per client. */
function connectionErrorLogger(): (error: Error) => void {
  let lastLogged = 0;
  return (error) => {
    const now = Date.now();
    if (now - lastLogged < 5_000) return;
    lastLogged = now;
    console.warn(
      `PostgreSQL connection lost (${(error as { code?: string }).code ?? "no code"}: ${error.message}); ` +
        "the pool opens new connections when the database answers again",
    );
  };
}

/**
 * PostgreSQL through a pg pool. Every client, busy or idle, gets an error listener: a terminated backend or a
 * restart fails the queries in flight (answered 503) and the pool replaces the client, never crashing the process.
 */
export function openPostgres(connectionString: string, poolSize = 20): OpenDatabase {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5_000 });
  const logLost = connectionErrorLogger();
  pool.on("error", logLost);
  pool.on("connect", (client) => {
    client.on("error", logLost);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: "postgres", pool, close: () => db.destroy() };
}

/**
 * Postgres settings of the embedded database: 16 MB of shared buffers instead of Postgres' 128 MB. The data files sit
 * in the OS page cache anyway, so this costs little read speed and saves about 135 MiB of resident memory
 * (docs/performance.md). In-memory PGlite (tests) ignores start parameters.
 */
export const PGLITE_START_PARAMS: readonly string[] = ["-c", "shared_buffers=16MB"];

/** PGlite in memory (dataDir undefined) or in a locked folder. */
export async function openPglite(dataDir?: string): Promise<OpenDatabase> {
  const release = dataDir ? await lockDataDir(dataDir) : undefined;
  try {
    const folder = dataDir ? path.join(dataDir, "pglite") : undefined;
    if (folder) seedFromTemplate(folder);
    const pglite = new PGlite(folder, { startParams: [...PGlite.defaultStartParams, ...PGLITE_START_PARAMS] });
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: new FifoPgliteDialect(pglite) });
    return {
      db,
      kind: "pglite",
      // Holding the one connection: no transaction is half done while the folder is read.
      dump: () =>
        db.connection().execute(async () => new Uint8Array(await (await pglite.dumpDataDir("gzip")).arrayBuffer())),
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
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  pgPoolSize?: number;
}): Promise<OpenDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.pgPoolSize) : openPglite(options.dataDir);
}

/** True when the database answers a trivial query within `timeoutMs`. */
export async function databaseAnswers(db: Kysely<Database>, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      sql`select 1`.execute(db).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
