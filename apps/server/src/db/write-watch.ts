// Tells in-memory caches that a table was written, from the statements the app itself sends (a Kysely plugin).
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

type Listener = () => void;

interface NodeLike {
  kind: string;
  [key: string]: unknown;
}

/** The table a table-like node names (`ants`, `ants as a`), if any. */
function tableName(node: unknown): string | undefined {
  const n = node as NodeLike | undefined;
  if (!n) return undefined;
  if (n.kind === "AliasNode") return tableName(n.node);
  if (n.kind === "TableNode") return ((n.table as NodeLike).identifier as { name: string }).name;
  return undefined;
}

/** Tables an INSERT, UPDATE or DELETE writes, including those of its data-modifying WITH parts. */
function writtenTables(node: OperationNode): string[] {
  const n = node as unknown as NodeLike;
  const found: string[] = [];
  if (n.kind === "InsertQueryNode") found.push(tableName(n.into) ?? "");
  else if (n.kind === "UpdateQueryNode") found.push(tableName(n.table) ?? "");
  else if (n.kind === "DeleteQueryNode")
    for (const from of (n.from as { froms: unknown[] }).froms) found.push(tableName(from) ?? "");
  const withNode = n.with as { expressions: { expression: OperationNode }[] } | undefined;
  for (const cte of withNode?.expressions ?? []) found.push(...writtenTables(cte.expression));
  return found.filter(Boolean);
}

/**
 * A plugin that calls the listeners of a table after every statement writing it (also when it fails or rolls back:
 * a cache then recomputes once more than needed, never less).
 */
export class WriteWatch implements KyselyPlugin {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly pending = new WeakMap<QueryId, string[]>();

  /** Calls `listener` after each write to any of the tables; returns the function that stops it. */
  onWrite(tables: readonly string[], listener: Listener): () => void {
    for (const table of tables) {
      let set = this.listeners.get(table);
      if (!set) {
        set = new Set();
        this.listeners.set(table, set);
      }
      set.add(listener);
    }
    return () => {
      for (const table of tables) this.listeners.get(table)?.delete(listener);
    };
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(args.node).filter((table) => this.listeners.has(table));
    if (tables.length > 0) {
      this.pending.set(args.queryId, tables);
      this.notify(tables);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.pending.get(args.queryId);
    if (tables) {
      this.pending.delete(args.queryId);
      this.notify(tables);
    }
    return args.result;
  }

  private notify(tables: readonly string[]): void {
    for (const table of tables) for (const listener of this.listeners.get(table) ?? []) listener();
  }
}
