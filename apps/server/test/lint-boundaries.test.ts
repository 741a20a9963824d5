// The linter refuses upward imports in the server's shared layers and apps/* imports in packages/*.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const biome = path.join(repo, "node_modules/.bin/biome");
const written: string[] = [];

/** Writes a probe file inside the repository (so biome.json's overrides apply) and lints it. */
async function lintProbe(relativeDir: string, source: string): Promise<{ code: number; output: string }> {
  const file = path.join(repo, relativeDir, `zz-boundary-probe-${randomBytes(4).toString("hex")}.ts`);
  written.push(file);
  await writeFile(file, `// A probe written by lint-boundaries.test.ts.\n${source}`);
  return new Promise((resolve) => {
    execFile(biome, ["lint", "--colors=off", file], { cwd: repo }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error.code as number | undefined) ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

afterEach(async () => {
  await Promise.all(written.splice(0).map((file) => rm(file, { force: true })));
});

describe("import boundaries", () => {
  it("db/ may not import a domain folder", async () => {
    const result = await lintProbe(
      "apps/server/src/db",
      'import { insertUser } from "../users/repository";\nexport const probe = insertUser;\n',
    );
    expect(result.code).not.toBe(0);
    expect(result.output).toContain("Server boundary: db/");
  });

  it("db/ may import a domain's table types", async () => {
    const result = await lintProbe(
      "apps/server/src/db",
      'import type { UsersTable } from "../users/tables";\nexport type Probe = UsersTable;\n',
    );
    expect(result.output).not.toContain("Server boundary");
    expect(result.code).toBe(0);
  });

  it("lib/ may not import plugins", async () => {
    const result = await lintProbe(
      "apps/server/src/lib",
      'import { installErrorHandling } from "../plugins/errors";\nexport const probe = installErrorHandling;\n',
    );
    expect(result.code).not.toBe(0);
    expect(result.output).toContain("Server boundary: lib/");
  });

  it("packages/* may not import apps/*", async () => {
    const result = await lintProbe(
      "packages/protocol/src",
      'import { buildApp } from "../../../apps/server/src/app";\nexport const probe = buildApp;\n',
    );
    expect(result.code).not.toBe(0);
    expect(result.output).toContain("never apps/*");
  });
});
