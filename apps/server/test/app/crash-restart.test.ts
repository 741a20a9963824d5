// The data-folder lock after kill -9: a dead owner's lock is taken over at once, a live owner is always refused.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, type ServerProcess, startServer } from "../helpers/server-process";

const UP = /Antbrawl is up/;

describe("restart after kill -9 on the embedded database", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-crash-"));
  const started: ServerProcess[] = [];
  const start = (port: number) => {
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    started.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill("SIGKILL");
    await Promise.all(started.map((server) => server.exited));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a live owner is refused; after kill -9 the next start is healthy on the first try", {
    timeout: 400_000,
  }, async () => {
    const port = await freePort();
    const first = start(port);
    await first.waitFor(UP, 180_000);
    const lock = JSON.parse(fs.readFileSync(path.join(dataDir, "antbrawl.lock"), "utf8"));
    expect(lock).toMatchObject({ pid: first.child.pid, hostname: os.hostname() });

    const rival = start(port + 1);
    expect(await rival.exited).not.toBe(0);
    expect(rival.output()).toMatch(/in use by another Antbrawl process/);

    const signup = await fetch(`http://127.0.0.1:${port}/api/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "Survivor", email: "s@e.f" }),
    });
    expect(signup.status).toBe(201);

    first.child.kill("SIGKILL");
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, "antbrawl.lock"))).toBe(true);

    const again = start(port + 2);
    await again.waitFor(UP, 180_000);
    expect(again.output()).not.toMatch(/cannot start/);
    const health = await fetch(`http://127.0.0.1:${port + 2}/api/health`);
    expect(health.status).toBe(200);
    const dup = await fetch(`http://127.0.0.1:${port + 2}/api/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "survivor", email: "s@e.f" }),
    });
    expect(dup.status).toBe(409);
  });
});
