// Test databases handed back after a test and reset to the migrated template for the next test of the same file.
import type { PGlite } from "@electric-sql/pglite";

/** What the reset needs of a connection: PGlite and a node-postgres client both answer it. */
export interface SqlRunner {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/**
 * What a migrated, empty database holds: its tables, the rows migrations seed (the house account) and its sequences'
 * starting values. Read once from the first instance, before any test wrote to it.
 */
interface Baseline {
  tables: string[];
  seeds: { table: string; rows: string }[];
  sequences: { name: string; value: string; called: boolean }[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function readBaseline(runner: SqlRunner): Promise<Baseline> {
  const tables = (
    await runner.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely_migration%' ORDER BY 1",
    )
  ).rows.map((row) => row.name);
  const seeds: Baseline["seeds"] = [];
  for (const table of tables) {
    const { rows } = await runner.query<{ rows: string | null }>(
      `SELECT json_agg(t)::text AS rows FROM ${quote(table)} AS t`,
    );
    if (rows[0]?.rows) seeds.push({ table, rows: rows[0].rows });
  }
  const sequences = (
    await runner.query<{ name: string; value: string; called: boolean }>(
      `SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name,
              COALESCE(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
         FROM pg_sequences WHERE schemaname = 'public'`,
    )
  ).rows;
  return { tables, seeds, sequences };
}

/**
 * Brings a used database back to the baseline in one transaction: every row deleted with foreign keys off, the seeds
 * put back and the sequences restarted. The caller has ended the test's sessions first. False when it could not.
 */
export async function resetToBaseline(runner: SqlRunner, baseline: Baseline): Promise<boolean> {
  const statements = [
    "SET LOCAL session_replication_role = replica",
    ...baseline.tables.map((table) => `DELETE FROM ${quote(table)}`),
    ...baseline.sequences.map((s) => `SELECT setval('${s.name}', ${s.value}, ${s.called})`),
  ];
  try {
    await runner.query("BEGIN");
    for (const statement of statements) await runner.query(statement);
    for (const seed of baseline.seeds) {
      await runner.query(
        `INSERT INTO ${quote(seed.table)} SELECT * FROM json_populate_recordset(NULL::${quote(seed.table)}, $1::json)`,
        [seed.rows],
      );
    }
    await runner.query("COMMIT");
    return true;
  } catch {
    await runner.query("ROLLBACK").catch(() => undefined);
    return false;
  }
}

/** A PGlite's session state a test may leave (an open transaction, prepared statements, locks, settings), cleared. */
export async function endPgliteSession(pglite: PGlite): Promise<boolean> {
  try {
    if (pglite.isInTransaction()) await pglite.exec("ROLLBACK");
    await pglite.exec("DISCARD ALL");
    return true;
  } catch {
    return false;
  }
}

/**
 * The instance as one test sees it: `close()` ends the lease instead of closing PGlite, and after it every call fails
 * as on a closed PGlite, so work a finished test left running cannot write into the next test's database.
 */
export function lease(pglite: PGlite): { view: PGlite; ended(): boolean } {
  let ended = false;
  const view = new Proxy(pglite, {
    get(target, key) {
      if (key === "close") {
        return async () => {
          ended = true;
        };
      }
      if (key === "closed") return ended || target.closed;
      const value = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (ended) throw new Error("PGlite is closed");
        return value.apply(target, args);
      };
    },
  });
  return { view, ended: () => ended };
}
