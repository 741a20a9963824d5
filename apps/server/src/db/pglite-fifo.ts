// PGlite behind a first-in-first-out queue: Kysely's own single-connection mutex wakes every waiter on each release.
import type { PGlite } from "@electric-sql/pglite";
import {
  AbortedTransactionError,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  PGliteAdapter,
  PGliteDialect,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import { PgliteStatements } from "./pglite-statements";

/** A lock granted strictly in arrival order: each release hands the lock to exactly one waiter. */
class FifoLock {
  private held = false;
  private readonly waiters: (() => void)[] = [];
  private head = 0;

  acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  release(): void {
    if (this.head < this.waiters.length) {
      const next = this.waiters[this.head] as () => void;
      this.waiters[this.head] = () => undefined;
      this.head += 1;
      if (this.head > 1024 && this.head * 2 > this.waiters.length) {
        this.waiters.splice(0, this.head);
        this.head = 0;
      }
      next();
      return;
    }
    this.held = false;
  }

  /** Callers waiting for the lock (not counting the holder). */
  get waiting(): number {
    return this.waiters.length - this.head;
  }
}

/**
 * The one PGlite connection. Queries run as prepared statements (pglite-statements.ts); transactions are plain
 * BEGIN/COMMIT, one simple-protocol call each (the queue already makes the caller the only user); a failed statement marks the
 * transaction aborted so COMMIT then fails as on PostgreSQL.
 */
class FifoConnection implements DatabaseConnection {
  aborted = false;
  readonly statements: PgliteStatements;

  constructor(private readonly pglite: PGlite) {
    this.statements = new PgliteStatements(pglite);
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const { affectedRows, rows } = await this.statements.query<R>(compiled.sql, compiled.parameters);
      return { numAffectedRows: BigInt(affectedRows), rows };
    } catch (error) {
      if (this.pglite.isInTransaction()) this.aborted = true;
      throw error;
    }
  }

  // biome-ignore lint/correctness/useYield: PGlite cannot stream; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming is not supported by PGlite.");
  }
}

class FifoPgliteDriver implements Driver {
  private readonly lock = new FifoLock();
  private readonly connection: FifoConnection;

  constructor(private readonly pglite: PGlite) {
    this.connection = new FifoConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire();
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    this.lock.release();
  }

  async beginTransaction(_connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    this.connection.aborted = false;
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : "";
    const mode = settings.accessMode ? ` ${settings.accessMode}` : "";
    await this.connection.statements.command(`begin${level}${mode}`);
  }

  async commitTransaction(): Promise<void> {
    if (this.connection.aborted) {
      await this.connection.statements.command("rollback");
      throw new AbortedTransactionError();
    }
    await this.connection.statements.command("commit");
  }

  async rollbackTransaction(): Promise<void> {
    this.connection.aborted = false;
    if (this.pglite.isInTransaction()) await this.connection.statements.command("rollback");
  }

  async savepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    await this.connection.statements.command(`savepoint ${quoteIdentifier(name)}`);
  }

  async rollbackToSavepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    await this.connection.statements.command(`rollback to savepoint ${quoteIdentifier(name)}`);
    this.connection.aborted = false;
  }

  async releaseSavepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    await this.connection.statements.command(`release savepoint ${quoteIdentifier(name)}`);
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Tells Kysely not to add its own mutex: the driver queues callers itself. */
class FifoPgliteAdapter extends PGliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** Kysely's PGlite dialect with a first-come-first-served queue in front of the one connection. */
export class FifoPgliteDialect extends PGliteDialect {
  constructor(private readonly pglite: PGlite) {
    super({ pglite });
  }

  override createAdapter() {
    return new FifoPgliteAdapter();
  }

  override createDriver(): Driver {
    return new FifoPgliteDriver(this.pglite);
  }
}
