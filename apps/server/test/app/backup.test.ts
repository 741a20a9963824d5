// npm run backup / restore on the embedded database: a copy taken under write load from the running server restores
// to a server that answers every write acknowledged before it; restore refuses folders in use or not empty.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, type ServerProcess, startServer } from "../helpers/server-process";

const UP = /Antbrawl is up/;
const cli = path.resolve(import.meta.dirname, "../../src/backup-cli.ts");
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** Runs the backup CLI as `npm run backup` / `restore` would; answers its exit code and output. */
function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", tsxLoader, cli, ...args], {
    env: { ...process.env, DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

interface Acknowledged {
  userId: string;
  token: string;
  antId: string;
  /** When the server's answer arrived (performance.now()). */
  at: number;
}

/** Acknowledged writes in order; `reach(n)` resolves once there are n, woken by each acknowledgement. */
class Acks {
  readonly list: Acknowledged[] = [];
  private readonly waiters: { n: number; resolve: () => void }[] = [];
  push(write: Acknowledged): void {
    this.list.push(write);
    for (const waiter of this.waiters.filter((w) => this.list.length >= w.n)) waiter.resolve();
  }
  reach(n: number): Promise<void> {
    if (this.list.length >= n) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ n, resolve }));
  }
}

/** One writer: sign up and make an ant, again and again until `done()`; each acknowledged pair is kept. */
async function writer(base: string, name: string, done: () => boolean, acked: Acks): Promise<void> {
  for (let i = 0; !done(); i++) {
    const username = `${name}_${i}`;
    const signup = await fetch(`${base}/api/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, email: `${username}@backup.antbrawl.local` }),
    });
    if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
    const { user, token } = (await signup.json()) as { user: { id: string }; token: string };
    const ant = await fetch(`${base}/api/users/${user.id}/ants`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: `Copy ${i}`, appearance: { color: "#8B4513" } }),
    });
    if (ant.status !== 201) throw new Error(`ant answered ${ant.status}: ${await ant.text()}`);
    const { id } = (await ant.json()) as { id: string };
    acked.push({ userId: user.id, token, antId: id, at: performance.now() });
  }
}

async function antIds(base: string, write: Acknowledged): Promise<string[]> {
  const res = await fetch(`${base}/api/users/${write.userId}/ants`, {
    headers: { authorization: `Bearer ${write.token}` },
  });
  if (res.status !== 200) return [];
  return ((await res.json()) as { id: string }[]).map((ant) => ant.id);
}

describe("backup and restore of the embedded database", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-backup-"));
  const dataDir = path.join(root, "data");
  const restoredDir = path.join(root, "restored");
  const file = path.join(root, "antbrawl.tar.gz");
  const started: ServerProcess[] = [];
  const start = async (dir: string) => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dir, SIGNUP_RATE_LIMIT: "1000000" });
    started.push(server);
    await server.waitFor(UP, 180_000);
    return { server, base: `http://127.0.0.1:${port}` };
  };
  const stop = async (server: ServerProcess) => {
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  };
  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill("SIGKILL");
    await Promise.all(started.map((server) => server.exited));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("a backup taken under write load restores to a server answering every write acknowledged before it", {
    timeout: 400_000,
  }, async () => {
    const { server, base } = await start(dataDir);
    const acks = new Acks();
    let stopWriting = false;
    const writers = ["ada", "bo", "cy"].map((name) => writer(base, name, () => stopWriting, acks));
    const failed = Promise.all(writers).then(() => new Promise<never>(() => undefined));
    // The backup starts once writes are flowing, and writes go on during and after it.
    await Promise.race([acks.reach(15), failed]);
    const askedAt = performance.now();
    const backup = await runCli(["backup", file], { DATA_DIR: dataDir });
    const doneAt = performance.now();
    expect(backup.output).toMatch(/from the running server/);
    expect(backup.code).toBe(0);
    await Promise.race([acks.reach(acks.list.length + 6), failed]);
    stopWriting = true;
    await Promise.all(writers);
    await stop(server);

    // The backup socket goes with the server that served it.
    expect(fs.existsSync(path.join(dataDir, "antbrawl-backup.sock"))).toBe(false);
    const restore = await runCli(["restore", file], { DATA_DIR: restoredDir });
    expect(restore.output).toMatch(/Restored/);
    expect(restore.code).toBe(0);

    const restored = await start(restoredDir);
    const ackedBefore = acks.list.filter((write) => write.at < askedAt);
    const ackedAfter = acks.list.filter((write) => write.at > doneAt);
    expect(ackedBefore.length).toBeGreaterThanOrEqual(15);
    for (const write of ackedBefore) expect(await antIds(restored.base, write)).toEqual([write.antId]);
    // A copy of a moment, not of the live folder: what was acknowledged after it is not there.
    expect(ackedAfter.length).toBeGreaterThan(0);
    for (const write of ackedAfter) expect(await antIds(restored.base, write)).toEqual([]);
    // The restored server takes new writes.
    const more = new Acks();
    await writer(restored.base, "after", () => more.list.length > 0, more);
    expect(await antIds(restored.base, more.list[0] as Acknowledged)).toHaveLength(1);
    await stop(restored.server);
  });

  it("restore refuses a folder in use or not empty, and a file that is not a backup", {
    timeout: 200_000,
  }, async () => {
    const busy = path.join(root, "busy");
    const { server } = await start(busy);
    const inUse = await runCli(["restore", file], { DATA_DIR: busy });
    expect(inUse.code).toBe(1);
    expect(inUse.output).toMatch(/in use by a running server/);
    await stop(server);
    const notEmpty = await runCli(["restore", file], { DATA_DIR: busy });
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.output).toMatch(/is not empty/);

    const junk = path.join(root, "junk.tar.gz");
    fs.writeFileSync(junk, "not a backup");
    const empty = path.join(root, "empty");
    const bad = await runCli(["restore", junk], { DATA_DIR: empty });
    expect(bad.code).toBe(1);
    expect(bad.output).toMatch(/is not a backup/);
    expect(fs.readdirSync(empty)).toEqual([]);

    const withPostgres = await runCli(["backup", file], { DATABASE_URL: "postgres://127.0.0.1:1/none" });
    expect(withPostgres.code).toBe(1);
    expect(withPostgres.output).toMatch(/pg_dump/);
  });
});
