// The real server process: one per data folder (the second exits naming the lock), and SIGTERM closes cleanly.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const serverEntry = path.resolve(import.meta.dirname, "../../src/server.ts");
/** The line server.ts logs once it listens. */
const READY_LINE = "Antbrawl is up at";

interface Server {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

function startServer(env: Record<string, string>): Server {
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

/** Resolves when the process logs that it listens; rejects if it exits first. */
function listening(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    if (server.output().includes(READY_LINE)) return resolve();
    const onData = () => {
      if (!server.output().includes(READY_LINE)) return;
      server.child.stdout?.off("data", onData);
      resolve();
    };
    server.child.stdout?.on("data", onData);
    server.exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${server.output()}`)));
  });
}

describe("server process on the embedded database", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-proc-"));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  let first: Server;
  beforeAll(async () => {
    first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await listening(first);
  });
  afterAll(async () => {
    if (first.child.exitCode === null) {
      first.child.kill("SIGKILL");
      await first.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers health on PGlite", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: "pglite" });
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
      await listening(again);
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
