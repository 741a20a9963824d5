// Prepared statements on PGlite answer exactly as `pglite.query` does, also after errors and schema changes.
import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PgliteStatements } from "../../src/db/pglite-statements";

describe("PGlite prepared statements", () => {
  let pglite: PGlite;
  let statements: PgliteStatements;
  beforeEach(async () => {
    pglite = new PGlite();
    await pglite.exec(`create table t (id text primary key, n real, doc jsonb, at timestamptz, note text)`);
    statements = new PgliteStatements(pglite);
  });
  afterEach(async () => pglite.close());

  it("reads and writes with the same serializers, parsers and counts as pglite.query", async () => {
    const at = new Date("2026-01-02T03:04:05.678Z");
    const insert = "insert into t (id, n, doc, at, note) values ($1, $2, $3, $4, $5) returning *";
    const written = await statements.query(insert, ["a", 1.5, { k: [1, "x"] }, at, null]);
    const expected = await pglite.query(insert, ["b", 1.5, { k: [1, "x"] }, at, null]);
    expect(written.rows).toEqual([{ id: "a", n: 1.5, doc: { k: [1, "x"] }, at, note: null }]);
    expect(expected.rows).toEqual([{ id: "b", n: 1.5, doc: { k: [1, "x"] }, at, note: null }]);
    expect(written.affectedRows).toBe(expected.affectedRows);

    const select = "select * from t where id = $1";
    for (const id of ["a", "b", "a"]) {
      expect((await statements.query(select, [id])).rows).toEqual((await pglite.query(select, [id])).rows);
    }
    const update = await statements.query("update t set n = n + $1 where n > $2", [1, 0]);
    expect(update.affectedRows).toBe(2);
    expect(update.rows).toEqual([]);
    const odd = 'select null::text as a, 1 as "__proto__", \'{"x":1}\'::jsonb as "a"';
    expect((await statements.query(odd, [])).rows).toEqual((await pglite.query(odd)).rows);
    expect(statements.size).toBe(4);
  });

  it("throws the database's error with its code, keeps nothing of it and runs the next query normally", async () => {
    const insert = "insert into t (id) values ($1)";
    await statements.query(insert, ["a"]);
    await expect(statements.query(insert, ["a"])).rejects.toMatchObject({ code: "23505", query: insert });
    await expect(statements.query("select nope from t", [])).rejects.toMatchObject({ code: "42703" });
    expect((await statements.query("select count(*)::int as n from t", [])).rows).toEqual([{ n: 1 }]);

    await pglite.exec("begin");
    await expect(statements.query(insert, ["a"])).rejects.toMatchObject({ code: "23505" });
    await expect(statements.query("select id from t", [])).rejects.toMatchObject({ code: "25P02" });
    await pglite.exec("rollback");
    expect((await statements.query("select id from t", [])).rows).toEqual([{ id: "a" }]);
  });

  it("answers with a table's new shape after a schema change, made through it or beside it", async () => {
    await statements.query("insert into t (id) values ($1)", ["a"]);
    const select = "select * from t";
    expect(Object.keys((await statements.query<object>(select, [])).rows[0] ?? {})).not.toContain("extra");

    await statements.query("alter table t add column extra int default 7", []);
    expect((await statements.query<{ extra: number }>(select, [])).rows[0]?.extra).toBe(7);

    await pglite.exec("alter table t add column more text default 'm'");
    expect((await statements.query<{ more: string }>(select, [])).rows[0]?.more).toBe("m");
  });

  it("keeps at most 500 statements, closing the least recently used", async () => {
    for (let i = 0; i < 520; i++) await statements.query(`select $1::int + ${i} as n`, [1]);
    expect(statements.size).toBe(500);
    const kept = await pglite.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements");
    expect(kept.rows[0]?.n).toBe(500);
    expect((await statements.query<{ n: number }>("select $1::int + 0 as n", [1])).rows).toEqual([{ n: 1 }]);
  });
});
