// Issue 22's security probe, rerunnable: two real server processes on PostgreSQL and a Redis of the probe's own, tried
// as an attacker would on loopback; prints what each of the six findings does now. `npm run probe:accounts -w
// @antbrawl/server` (needs TEST_DATABASE_URL or DATABASE_URL for an admin connection, and redis-server on PATH).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import WebSocket from "ws";

const here = path.dirname(new URL(import.meta.url).pathname);
const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DAY_MS = 86_400_000;

function redisServer(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
  ]);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (d) => {
      out += d;
      if (/ready to accept connections/i.test(out)) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`redis-server exited ${code}`)));
  });
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await gone;
}

interface Node {
  base: string;
  port: number;
  lines: string[];
  child: ChildProcess;
}

async function startNode(env: Record<string, string>): Promise<Node> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "../src/server.ts")], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      for (const line of String(d).split("\n")) if (line) lines.push(line);
      if (lines.some((l) => l.includes("Antbrawl is up"))) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`node exited ${code}: ${lines.join("\n")}`)));
  });
  return { base: `http://127.0.0.1:${port}`, port, lines, child };
}

let addressCounter = 0;
const freshAddress = () => `198.18.${Math.floor(++addressCounter / 250) % 250}.${addressCounter % 250}`;

async function call(node: Node, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(node.base + url, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      "x-forwarded-for": freshAddress(),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

async function player(node: Node, password?: string) {
  const username = `probe_${randomBytes(4).toString("hex")}`;
  const res = await call(node, "POST", "/api/users", { username, email: `${username}@probe.local` });
  const { user, token } = res.json as { user: { id: string }; token: string };
  const auth = { authorization: `Bearer ${token}` };
  if (password) await call(node, "PUT", `/api/users/${user.id}/password`, { new_password: password }, auth);
  return { id: user.id, username, token, auth };
}

/** A socket authenticated with the token; `closed` resolves with the close code. */
async function socketOn(node: Node, userId: string, token: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${node.port}/api/ws/${userId}`);
  const messages: { type: string; message?: string }[] = [];
  const waiters = new Set<() => void>();
  ws.on("message", (raw) => {
    messages.push(JSON.parse(String(raw)));
    for (const w of [...waiters]) w();
  });
  let closeCode: number | null = null;
  const closed = new Promise<number>((resolve) =>
    ws.on("close", (code) => {
      closeCode = code;
      resolve(code);
    }),
  );
  await new Promise((resolve) => ws.once("open", resolve));
  const next = (type: string, ms = 5000) =>
    new Promise<{ type: string; message?: string } | undefined>((resolve) => {
      const from = messages.length;
      const check = () => {
        const found = messages.slice(from).find((m) => m.type === type || m.type === "error");
        if (found) {
          waiters.delete(check);
          resolve(found);
        }
      };
      waiters.add(check);
      setTimeout(() => {
        waiters.delete(check);
        resolve(undefined);
      }, ms);
    });
  const authenticated = next("authenticated");
  ws.send(JSON.stringify({ type: "authenticate", token }));
  await authenticated;
  return {
    closed,
    isOpen: () => closeCode === null,
    async ping(): Promise<boolean> {
      if (closeCode !== null) return false;
      const pong = next("pong", 3000);
      ws.send(JSON.stringify({ type: "ping" }));
      return (await pong)?.type === "pong";
    },
    async send(message: object, reply: string) {
      const answer = next(reply);
      ws.send(JSON.stringify(message));
      return answer;
    },
    close: () => ws.terminate(),
  };
}

const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-probe-"));
  const redisPort = 40_000 + Math.floor(Math.random() * 20_000);
  let redis = await redisServer(redisPort);
  const name = `antbrawl_probe_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const env = {
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    ANTBRAWL_TEST_CLOCK: "1",
    TRUST_PROXY: "1",
    SESSION_DAYS: "30",
    DATA_DIR: dir,
  };
  const a = await startNode(env);
  const b = await startNode(env);
  const report: [string, string][] = [];
  try {
    // 1. Parallel password guesses, right one last, each from a fresh address.
    const victim = await player(a, "the right password");
    const guesses = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        call(i % 2 ? b : a, "POST", "/api/auth/login", {
          username: victim.username,
          password: i === 79 ? "the right password" : `wrong ${i}`,
        }),
      ),
    );
    const count = (s: number) => guesses.filter((g) => g.status === s).length;
    report.push([
      "1 burst of 80 (79 wrong, right last), two nodes",
      `200: ${count(200)}, 401 (compared, wrong): ${count(401)}, 429: ${count(429)}; right one answered ${guesses[79]?.status}`,
    ]);

    // 3. An expired session's socket (test clock 31 days ahead on the socket's node).
    const expiring = await player(a);
    const expSocket = await socketOn(a, expiring.id, expiring.token);
    for (const days of [30, 1]) await call(a, "POST", "/api/test/clock", { advance_ms: days * DAY_MS });
    const expClosed = await within(expSocket.closed, 35_000);
    report.push([
      "3 session expired (clock +31 days), socket after up to 35 s",
      expClosed ? "closed 4401" : `still open, ping answered: ${await expSocket.ping()}`,
    ]);
    expSocket.close();

    // 4. A password change and the player's other session.
    const changer = await player(a, "first password");
    const other = await call(b, "POST", "/api/auth/login", { username: changer.username, password: "first password" });
    const otherToken = (other.json as { token: string }).token;
    const otherSocket = await socketOn(b, changer.id, otherToken);
    await call(
      a,
      "PUT",
      `/api/users/${changer.id}/password`,
      { new_password: "second password", current_password: "first password" },
      changer.auth,
    );
    const otherHttp = await call(b, "GET", `/api/users/${changer.id}`, undefined, {
      authorization: `Bearer ${otherToken}`,
    });
    const otherClosed = await within(otherSocket.closed, 5000);
    report.push([
      "4 password change: the other session",
      `HTTP ${otherHttp.status}, socket ${otherClosed ? "closed" : "open"}`,
    ]);
    otherSocket.close();

    // 5. The other scheme of the same host, with the cookie.
    const crossed = await player(a);
    const host = `127.0.0.1:${a.port}`;
    const foreign = await call(a, "POST", "/api/auth/logout", undefined, {
      cookie: `antbrawl_session=${crossed.token}`,
      origin: `https://${host}`,
    });
    report.push(["5 cookie POST from https://host to an http://host server", `HTTP ${foreign.status}`]);

    // 6 and 2. A Redis outage: log lines, a ranked join, and a logout on A while B holds the socket.
    const joiner = await player(a);
    const ant = await call(
      a,
      "POST",
      `/api/users/${joiner.id}/ants`,
      { name: "Prober", appearance: { color: "#8B4513", pattern: "solid", size: 1 } },
      joiner.auth,
    );
    const antId = (ant.json as { id: string }).id;
    const joinSocket = await socketOn(a, joiner.id, joiner.token);
    const leaver = await player(a);
    const leaverSocket = await socketOn(b, leaver.id, leaver.token);
    const linesBefore = a.lines.length;
    await kill(redis);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const joined = await joinSocket.send(
      { type: "join_matchmaking", ant_id: antId, match_type: "ranked", stake_amount: 0.1 },
      "queue_joined",
    );
    const logout = await call(a, "POST", "/api/auth/logout", undefined, leaver.auth);
    const outageLines = a.lines.slice(linesBefore).filter((l) => l.includes("arena queue"));
    const errors = outageLines.filter((l) => l.includes('"level":50')).length;
    report.push([
      "6 Redis down 5 s on node A: 'arena queue' log lines",
      `${outageLines.length} (${errors} at error level); ranked join answered: ${joined?.type} '${joined?.message ?? ""}'`,
    ]);
    const backAt = Date.now();
    redis = await redisServer(redisPort);
    const leaverClosed = await within(leaverSocket.closed, 30_000);
    report.push([
      `2 logout on A during the outage (HTTP ${logout.status}); B's socket after Redis is back`,
      leaverClosed
        ? `closed ${((Date.now() - backAt) / 1000).toFixed(1)} s after Redis came back`
        : `still open 30 s after, ping answered: ${await leaverSocket.ping()}`,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    report.push([
      "6 after Redis returns: 'arena queue' lines since the outage began",
      String(a.lines.slice(linesBefore).filter((l) => l.includes("arena queue")).length),
    ]);
    joinSocket.close();
    leaverSocket.close();
  } finally {
    for (const node of [a, b]) {
      node.child.kill("SIGTERM");
      await new Promise((resolve) => node.child.once("exit", resolve));
    }
    await kill(redis);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  for (const [what, found] of report.sort()) console.log(`${what}\n    → ${found}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
