// The wire side of PGlite prepared statements: one run's Bind/Execute/Sync message, and its rows read with column
// parsers resolved once per statement (what PGlite's parseResults does, without its per-row lookups and copies).
import type { parse } from "@electric-sql/pglite";

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type Parser = (text: string, typeId: number) => unknown;

interface Field {
  name: string;
  dataTypeID: number;
}

/** What a run answers: its rows, and the rows an INSERT, UPDATE, DELETE, COPY or MERGE changed (else 0). */
export interface RunResult<R> {
  rows: R[];
  affectedRows: number;
}

const encoder = new TextEncoder();
const COUNTED = new Set(["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"]);

/**
 * Bind (every parameter and result as text, unnamed portal), Execute (all rows) and Sync for the named statement,
 * as one message.
 */
export function bindExecuteSync(statement: Uint8Array, values: readonly (string | null)[]): Uint8Array {
  const encoded = values.map((value) => (value === null ? null : encoder.encode(value)));
  let bindLength = 4 + 1 + statement.length + 1 + 2 + 2 + 2;
  for (const value of encoded) bindLength += 4 + (value?.length ?? 0);
  const out = new Uint8Array(1 + bindLength + 10 + 5);
  const view = new DataView(out.buffer);
  let at = 0;
  out[at++] = 0x42; // Bind
  view.setInt32(at, bindLength);
  at += 4;
  out[at++] = 0; // unnamed portal
  out.set(statement, at);
  at += statement.length;
  out[at++] = 0;
  view.setInt16(at, 0); // no parameter format codes: all text
  at += 2;
  view.setInt16(at, encoded.length);
  at += 2;
  for (const value of encoded) {
    view.setInt32(at, value === null ? -1 : value.length);
    at += 4;
    if (value) {
      out.set(value, at);
      at += value.length;
    }
  }
  view.setInt16(at, 0); // no result format codes: all text
  at += 2;
  out[at++] = 0x45; // Execute the unnamed portal, no row limit
  view.setInt32(at, 9);
  at += 4;
  out[at++] = 0;
  view.setInt32(at, 0);
  at += 4;
  out[at++] = 0x53; // Sync
  view.setInt32(at, 4);
  return out;
}

/** The name of a statement as its Bind message carries it. */
export function statementName(name: string): Uint8Array {
  return encoder.encode(name);
}

/**
 * A reader of a statement's runs: rows as objects keyed by column name, each value parsed by its type's parser
 * (null stays null, a type without a parser stays text), and the changed-row count of the command tag.
 */
export function runReader<R>(
  rowDescription: BackendMessage | undefined,
  parsers: Record<number | string, Parser>,
): (messages: readonly BackendMessage[]) => RunResult<R> {
  const fields = (rowDescription as { fields?: Field[] } | undefined)?.fields ?? [];
  const names = fields.map((field) => field.name);
  const types = fields.map((field) => field.dataTypeID);
  const columnParsers = types.map((type) => parsers[type]);
  // Assigning a `__proto__` key would set the prototype: such rows are built as entries, as PGlite does.
  const asEntries = names.includes("__proto__");
  return (messages) => {
    const rows: R[] = [];
    let affectedRows = 0;
    for (const message of messages) {
      if (message.name === "dataRow") {
        const values = (message as unknown as { fields: (string | null)[] }).fields;
        const row: Record<string, unknown> = {};
        const entries: [string, unknown][] = [];
        for (let i = 0; i < names.length; i++) {
          const text = values[i] ?? null;
          const parser = columnParsers[i];
          const value = text === null ? null : parser ? parser(text, types[i] as number) : text;
          if (asEntries) entries.push([names[i] as string, value]);
          else row[names[i] as string] = value;
        }
        rows.push((asEntries ? Object.fromEntries(entries) : row) as R);
      } else if (message.name === "commandComplete") {
        const tag = (message as unknown as { text: string }).text.split(" ");
        if (COUNTED.has(tag[0] as string)) affectedRows += Number.parseInt(tag[tag.length - 1] as string, 10);
      }
    }
    return { rows, affectedRows };
  };
}
