// The boundary lint: a domain reaching into another's internals, a loop between domains, infrastructure importing a
// domain or a domain writing another's table each fail; the front door passes; packages/* never import apps/*.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { checkBoundaries } from "../../../../scripts/check-boundaries.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const biome = path.join(repo, "node_modules/.bin/biome");
const written: string[] = [];

/** Writes a probe file inside the repository, where the checks apply. */
async function probe(relativeDir: string, source: string): Promise<string> {
  await mkdir(path.join(repo, relativeDir), { recursive: true });
  const file = path.join(repo, relativeDir, `zz-boundary-probe-${randomBytes(4).toString("hex")}.ts`);
  written.push(file);
  await writeFile(file, `// A probe written by lint-boundaries.test.ts.\n${source}`);
  return path.relative(repo, file);
}

const serverProblems = () => checkBoundaries(["apps/server/src"]) as Promise<string[]>;

async function known(): Promise<string[]> {
  const text = await readFile(path.join(repo, "scripts/boundary-known.json"), "utf8");
  return (JSON.parse(text) as { known: { problem: string }[] }).known.map((entry) => entry.problem);
}

afterEach(async () => {
  await Promise.all(written.splice(0).map((file) => rm(file, { force: true })));
});

describe("server import boundaries", () => {
  it("pass on the server as it is (apart from the listed known problems)", async () => {
    const allowed = await known();
    const unexpected = (await serverProblems()).filter((problem) => !allowed.includes(problem.split("\n")[0] ?? ""));
    expect(unexpected).toEqual([]);
  });

  it("fail on a deliberate import into another domain's repository, and pass through its front door", async () => {
    const file = await probe(
      "apps/server/src/battles",
      'import { lockAnt } from "../colony/ants-repository";\nexport const probe = lockAnt;\n',
    );
    expect(await serverProblems()).toContainEqual(
      expect.stringContaining(`server-front-door: ${file} → apps/server/src/colony/ants-repository.ts`),
    );
    await rm(path.join(repo, file));
    const ok = await probe(
      "apps/server/src/battles",
      'import { lockAnt } from "../colony";\nexport const probe = lockAnt;\n',
    );
    expect((await serverProblems()).filter((problem) => problem.includes(ok))).toEqual([]);
  });

  it("fail on a loop between domains", async () => {
    await probe(
      "apps/server/src/colony",
      'import { loadBattle } from "../battles";\nexport const probe = loadBattle;\n',
    );
    expect(await serverProblems()).toContainEqual(expect.stringContaining("loop: among server battles, server colony"));
  });

  it("fail when shared infrastructure imports a domain, or reads a domain's tables outside db/schema.ts", async () => {
    const lib = await probe(
      "apps/server/src/lib",
      'import { findUserById } from "../users";\nexport const probe = findUserById;\n',
    );
    const db = await probe(
      "apps/server/src/db",
      'import type { UsersTable } from "../users/tables";\nexport type Probe = UsersTable;\n',
    );
    const problems = await serverProblems();
    expect(problems).toContainEqual(expect.stringContaining(`server-infrastructure-below-domains: ${lib}`));
    expect(problems).toContainEqual(expect.stringContaining(`server-infrastructure-tables-only-in-schema: ${db}`));
  });

  it("fail when a domain writes or locks another domain's table, or reads it outside a repository file", async () => {
    const writes = await probe(
      "apps/server/src/social",
      'import type { Db } from "../db/database";\n' +
        'export const probe = (db: Db) => db.updateTable("ants").set({ mood: 1 }).execute();\n',
    );
    const reads = await probe(
      "apps/server/src/game",
      'import type { Db } from "../db/database";\n' +
        'export const probe = (db: Db) => db.selectFrom("ants").select("id").forUpdate().execute();\n',
    );
    const problems = await serverProblems();
    expect(problems).toContainEqual(`table: ${writes}:3 writes ants, a table of colony`);
    expect(problems).toContainEqual(`table: ${reads}:3 locks ants, a table of colony`);
  });

  it("packages/* may not import apps/* (Biome)", async () => {
    const file = await probe(
      "packages/protocol/src",
      'import { buildApp } from "../../../apps/server/src/app";\nexport const probe = buildApp;\n',
    );
    const result = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(biome, ["lint", "--colors=off", file], { cwd: repo }, (error, stdout, stderr) => {
        resolve({ code: error ? ((error.code as number | undefined) ?? 1) : 0, output: `${stdout}${stderr}` });
      });
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain("never apps/*");
  });
});
