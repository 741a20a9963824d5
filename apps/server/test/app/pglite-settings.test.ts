// The embedded database runs with small shared buffers, which keeps an idle server under 250 MiB (issue 9).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../../src/db/database";

describe("embedded database settings", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-settings-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("opens a data folder with 16 MB of shared buffers", { timeout: 120_000 }, async () => {
    const database = await openPglite(path.join(root, "data"));
    try {
      const shown = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db);
      expect(shown.rows[0]?.shared_buffers).toBe("16MB");
    } finally {
      await database.close();
    }
  });
});
