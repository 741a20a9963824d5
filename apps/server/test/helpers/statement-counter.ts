// Counts the statements the app sends to a real database, through a Kysely plugin on the app's own handle.
import type { KyselyPlugin, OperationNode, RootOperationNode, UnknownRow } from "kysely";
import type { OpenDatabase } from "../../src/db/database";

export interface StatementLog {
  /** Every statement since the last reset, as its Kysely operation node. */
  nodes: OperationNode[];
  /** Statements since the last reset that name the table. */
  touching(table: string): number;
  reset(): void;
}

function mentions(node: OperationNode, table: string): boolean {
  const text = JSON.stringify(node, (_key, value) => (typeof value === "bigint" ? String(value) : value));
  return text.includes(`"name":"${table}"`);
}

/** The database with a counting plugin: pass `database` to createTestApp, read `log` around a request. */
export function countStatements(database: OpenDatabase): { database: OpenDatabase; log: StatementLog } {
  const nodes: OperationNode[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      nodes.push(node);
      return node as RootOperationNode;
    },
    async transformResult({ result }) {
      return result as { rows: UnknownRow[] } as never;
    },
  };
  return {
    database: { ...database, db: database.db.withPlugin(plugin) },
    log: {
      nodes,
      touching: (table) => nodes.filter((node) => mentions(node, table)).length,
      reset: () => {
        nodes.length = 0;
      },
    },
  };
}
