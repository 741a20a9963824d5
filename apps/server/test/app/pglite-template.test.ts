// The build-time PGlite template: a new data folder starts as a migrated copy, an existing one is never touched.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { migrations } from "../../src/db/migrations/index";
import { seedFromTemplate, writeTemplate } from "../../src/db/pglite-template";

describe("PGlite template", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-template-"));
  const template = path.join(root, "template");
  const env = { PGLITE_TEMPLATE: template };
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("seeds a new folder with every migration applied", { timeout: 120_000 }, async () => {
    await writeTemplate(template);
    const folder = path.join(root, "data", "pglite");
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    expect(seedFromTemplate(folder, env)).toBe(true);
    const pglite = new PGlite(folder);
    try {
      const applied = await pglite.query<{ name: string }>("select name from kysely_migration order by name");
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    } finally {
      await pglite.close();
    }
  });

  it("leaves an existing folder alone and does nothing without a template", () => {
    const existing = path.join(root, "existing");
    fs.mkdirSync(existing);
    fs.writeFileSync(path.join(existing, "marker"), "kept");
    expect(seedFromTemplate(existing, env)).toBe(false);
    expect(fs.readdirSync(existing)).toEqual(["marker"]);
    expect(seedFromTemplate(path.join(root, "other"), { PGLITE_TEMPLATE: path.join(root, "missing") })).toBe(false);
    expect(fs.existsSync(path.join(root, "other"))).toBe(false);
  });
});
