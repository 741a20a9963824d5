// A redis-server of the test's own on a unix socket, to stop and restart under running nodes. A socket path of its own
// (not a TCP port) means no other test can take its place while it is down.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A redis-server that can be killed and started again at the same address. */
export interface TestRedis {
  /** The address for ioredis (a socket path, which ioredis takes as a URL). */
  url: string;
  start(): Promise<void>;
  kill(): Promise<void>;
  /** Kills it and removes its folder. */
  dispose(): Promise<void>;
}

/** A redis-server (no persistence) on a fresh unix socket; started before it resolves. */
export async function testRedis(): Promise<TestRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-redis-"));
  const socket = path.join(dir, "redis.sock");
  let child: ChildProcess | undefined;
  const redis: TestRedis = {
    url: socket,
    async start() {
      child = await startRedis(socket, dir);
    },
    async kill() {
      if (child) await killRedis(child);
    },
    async dispose() {
      await redis.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await redis.start();
  return redis;
}

/** Starts redis-server on the unix socket and resolves once it accepts connections. */
async function startRedis(socket: string, dir: string): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--port", "0", "--unixsocket", socket, "--unixsocketperm", "700", "--save", "", "--appendonly", "no"],
    { cwd: dir },
  );
  await new Promise<void>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk) => {
      out += String(chunk);
      if (/ready to accept connections/i.test(out)) resolve();
    });
    child.on("exit", (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
  return child;
}

async function killRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}
