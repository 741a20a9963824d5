// The real server process: one per data folder (the second exits naming the lock), and SIGTERM closes cleanly.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const serverEntry = path.resolve(import.meta.dirname, "../src/server.ts");

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    env: { ...process.env, LOG_LEVEL: "info", HOST: "127.0.0.1", DATABASE_URL: "", REDIS_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess): Promise<unknown> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error("server exited early");
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {}
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error("server did not become healthy");
}

describe("server process on the embedded database", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-proc-"));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
  afterAll(() => {
    first.child.kill("SIGKILL");
  });

  it("answers health on PGlite", async () => {
    expect(await waitForHealth(port, first.child)).toMatchObject({ status: "ok", database: "pglite" });
  });

  it("a second process on the same DATA_DIR exits non-zero naming the lock", async () => {
    const second = startServer({ PORT: String(port + 1), DATA_DIR: dataDir });
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(path.join(dataDir, "antbrawl.lock"));
    expect(second.output()).toMatch(/in use by another Antbrawl process/);
  });

  it("SIGTERM closes connections and the database and exits 0, keeping the data", async () => {
    const signup = await fetch(`http://127.0.0.1:${port}/api/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "Persisted", email: "p@e.f" }),
    });
    expect(signup.status).toBe(201);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("closed connections and database");

    const again = startServer({ PORT: String(port + 2), DATA_DIR: dataDir });
    try {
      await waitForHealth(port + 2, again.child);
      const dup = await fetch(`http://127.0.0.1:${port + 2}/api/users`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "persisted", email: "p@e.f" }),
      });
      expect(dup.status).toBe(409);
    } finally {
      again.child.kill("SIGTERM");
      await again.exited;
    }
  });
});
