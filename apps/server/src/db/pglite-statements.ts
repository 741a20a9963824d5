// Prepared statements on PGlite: each query text is parsed once as a named statement, then run in one protocol call.
import { type PGlite, parse, protocol } from "@electric-sql/pglite";
import { bindExecuteSync, type RunResult, runReader, statementName } from "./pglite-wire";

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Statement {
  name: string;
  /** The name as Bind carries it. */
  wireName: Uint8Array;
  /** The parameter types Postgres inferred when it parsed the text (the serializers are chosen by them). */
  paramTypes: number[];
  /** Reads a run's rows, in the shape the one Describe announced. */
  read: (messages: readonly BackendMessage[]) => RunResult<unknown>;
}

/** Statements worth keeping: data reads and writes. Anything else runs unprepared. */
const PREPARABLE = /^[\s(]*(select|insert|update|delete|with|values)\b/i;
/** Statements that may change what a kept statement returns: every kept statement is parsed afresh after one. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|do)\b/i;
/** Named statements kept at most; the least recently used one is closed first. */
const MAX_STATEMENTS = 500;
/** A table a kept statement reads changed shape since it was parsed (SQLSTATE 0A000 with this message). */
const STALE_PLAN = "cached plan must not change result type";
const OBJECT_ROWS = { rowMode: "object" } as const;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Adds the query and its parameters to a database error, as `pglite.query` does. */
function withQuery(error: unknown, query: string, params: readonly unknown[]): unknown {
  if (error && typeof error === "object" && "code" in error) Object.assign(error, { query, params: [...params] });
  return error;
}

/**
 * Runs queries as PGlite's `query` would (same parameter serializers, result parsers and errors), but parses each
 * distinct text only once: later runs send Bind, Execute and Sync in one message, where `query` sends six (Parse,
 * Describe, Bind, Describe, Execute, Sync) and Postgres parses and analyses the text every time. Callers must not run
 * two queries at once (the FIFO driver guarantees it).
 */
export class PgliteStatements {
  private readonly statements = new Map<string, Statement>();
  private readonly toClose: string[] = [];
  private counter = 0;

  constructor(private readonly pglite: PGlite) {}

  async query<R>(text: string, params: readonly unknown[]): Promise<RunResult<R>> {
    if (!PREPARABLE.test(text)) {
      const { rows, affectedRows } = await this.pglite.query<R>(text, params as unknown[], OBJECT_ROWS);
      if (SCHEMA_CHANGE.test(text)) this.forgetAll();
      return { rows, affectedRows: affectedRows ?? 0 };
    }
    try {
      return await this.run<R>(text, params);
    } catch (error) {
      if ((error as Error).message !== STALE_PLAN || this.pglite.isInTransaction()) throw error;
      this.forget(text);
      return this.run<R>(text, params);
    }
  }

  /**
   * Runs a statement without parameters or rows (BEGIN, COMMIT, SAVEPOINT…) in one simple-protocol call, where
   * `pglite.exec` makes two.
   */
  async command(text: string): Promise<void> {
    await this.send(protocol.serialize.query(text));
  }

  /** Named statements kept now. */
  get size(): number {
    return this.statements.size;
  }

  private async run<R>(text: string, params: readonly unknown[]): Promise<RunResult<R>> {
    const statement = await this.statement(text, params);
    const { serializers } = this.pglite;
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serialize = serializers[statement.paramTypes[i] as number];
      return serialize ? serialize(param) : String(param);
    });
    let messages: BackendMessage[];
    try {
      messages = await this.send(bindExecuteSync(statement.wireName, values));
    } catch (error) {
      throw withQuery(error, text, params);
    }
    return statement.read(messages) as RunResult<R>;
  }

  /** Sends one message; syncs the files only outside a transaction (inside one, nothing is durable before COMMIT). */
  private async send(message: Uint8Array): Promise<BackendMessage[]> {
    const messages = await this.pglite._runExclusiveQuery(() =>
      this.pglite.execProtocolStream(message, { syncToFs: false }),
    );
    if (!this.pglite.isInTransaction()) await this.pglite.syncToFs();
    return messages;
  }

  private async statement(text: string, params: readonly unknown[]): Promise<Statement> {
    const kept = this.statements.get(text);
    if (kept) {
      this.statements.delete(text);
      this.statements.set(text, kept);
      return kept;
    }
    if (this.statements.size >= MAX_STATEMENTS) {
      const [oldest] = this.statements.keys();
      if (oldest !== undefined) this.forget(oldest);
    }
    const name = `antbrawl_${this.counter++}`;
    const parts = this.toClose.splice(0).map((old) => protocol.serialize.close({ type: "S", name: old }));
    parts.push(
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: "S", name }),
      protocol.serialize.sync(),
    );
    let messages: BackendMessage[];
    try {
      messages = await this.pglite._runExclusiveQuery(() =>
        this.pglite.execProtocolStream(concat(parts), { syncToFs: false }),
      );
    } catch (error) {
      throw withQuery(error, text, params);
    }
    const statement: Statement = {
      name,
      wireName: statementName(name),
      paramTypes: parse.parseDescribeStatementResults(messages),
      read: runReader(
        messages.find((m) => m.name === "rowDescription"),
        this.pglite.parsers,
      ),
    };
    this.statements.set(text, statement);
    return statement;
  }

  private forget(text: string): void {
    const statement = this.statements.get(text);
    if (!statement) return;
    this.statements.delete(text);
    this.toClose.push(statement.name);
  }

  private forgetAll(): void {
    for (const text of [...this.statements.keys()]) this.forget(text);
  }
}
