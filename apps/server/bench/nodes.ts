// Two server processes against one on the same PostgreSQL database and Redis bus: throughput per server CPU-second.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { request } from "./support";

const PLAYERS = 100;
const CONCURRENCY = 32;
const WARMUP_SECONDS = 1;
const LOAD_SECONDS = Number(process.env.BENCH_NODES_SECONDS ?? 6);
const ROUNDS = 2;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Node {
  base: string;
  pid: number;
  child: ChildProcess;
  /** Everything the node logged (level warn and up) so far. */
  output: () => string;
}

export interface NodesFigures {
  one: { perSecond: number; cpuSeconds: number; perCpuSecond: number };
  two: { perSecond: number; cpuSeconds: number; perCpuSecond: number };
  /** Control: one node offered half the request rate it served alone, i.e. each of the two nodes' share. */
  oneHalf: { perSecond: number; cpuSeconds: number; perCpuSecond: number };
  raw: { perSecond: number };
  ratio: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** CPU seconds (user + system) the process has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The server from source (tsx) as its own process on the given database and bus, or (no URLs) alone on the embedded
 * database in `dataDir`; resolves when healthy.
 */
export async function startNode(
  databaseUrl: string | null,
  redisUrl: string | null,
  dataDir?: string,
  settings: Record<string, string> = {},
): Promise<Node> {
  const port = await freePort();
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  // BENCH_PROFILE_DIR: each node writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "src/server.ts"], {
    cwd: serverDir,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      ...(databaseUrl
        ? { DATABASE_URL: databaseUrl }
        : { DATA_DIR: dataDir ?? fs.mkdtempSync("/tmp/antbrawl-bench-") }),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      LOG_LEVEL: "warn",
      SIGNUP_RATE_LIMIT: "1000000",
      EXPIRY_SWEEP_MS: "0",
      ...settings,
    },
  });
  let stderr = "";
  const collect = (chunk: Buffer) => {
    stderr += chunk;
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  while (
    !(await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`server node exited early:\n${stderr}`);
    if (performance.now() - started > 120_000) {
      child.kill("SIGKILL");
      throw new Error(`server node not healthy within 120 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { base, pid: child.pid as number, child, output: () => stderr };
}

export async function stopNode(node: Node): Promise<void> {
  if (node.child.exitCode !== null || node.child.signalCode !== null) return;
  const exited = new Promise((resolve) => node.child.once("exit", resolve));
  node.child.kill("SIGTERM");
  await exited;
}

/**
 * `CONCURRENCY` callers in a closed loop for `seconds` after a warm-up, at most `maxPerSecond` calls a second when
 * given (calls start on an even schedule); completed calls per second of the counted part.
 */
async function closedLoop(
  seconds: number,
  call: (i: number) => Promise<unknown>,
  onCounting: () => void = () => {},
  maxPerSecond = Number.POSITIVE_INFINITY,
): Promise<number> {
  let next = 0;
  let done = 0;
  let counting = false;
  const begun = performance.now();
  const warmEnd = begun + WARMUP_SECONDS * 1000;
  const end = warmEnd + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const i = next++;
      const due = begun + (i * 1000) / maxPerSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await call(i);
      if (counting) done += 1;
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, worker);
  await new Promise((resolve) => setTimeout(resolve, WARMUP_SECONDS * 1000));
  counting = true;
  onCounting();
  const started = performance.now();
  await Promise.all(workers);
  return done / ((performance.now() - started) / 1000);
}

/** Same load on one node, then spread over two, in alternating rounds; raw `pg` point selects as the baseline. */
export async function twoNodesVersusOne(adminUrl: string, redisUrl: string): Promise<NodesFigures> {
  const name = `bench_nodes_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const nodes: Node[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  try {
    nodes.push(await startNode(databaseUrl, redisUrl));
    nodes.push(await startNode(databaseUrl, redisUrl));
    const [first] = nodes as [Node, Node];
    const players: { id: string; token: string; antId: string }[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const username = `nodes${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`;
      const signup = (await request(first.base, "POST", "/api/users", {
        body: { username, email: `${username}@bench.local` },
      })) as { json: { user: { id: string }; token: string } };
      const ant = (await request(first.base, "POST", `/api/users/${signup.json.user.id}/ants`, {
        token: signup.json.token,
        body: { name: `Node Ant ${i}`, appearance: { color: "#8B4513" } },
      })) as { json: { id: string } };
      players.push({ id: signup.json.user.id, token: signup.json.token, antId: ant.json.id });
    }
    const call = (targets: Node[]) => (i: number) => {
      const p = players[i % PLAYERS] as (typeof players)[number];
      const base = (targets[i % targets.length] as Node).base;
      const antPath = `/api/users/${p.id}/ants/${p.antId}`;
      if (i % 5 === 0)
        return request(base, "POST", `${antPath}/feed?food_amount=1`, { token: p.token, ok: [200, 409] });
      if (i % 5 === 1) return request(base, "GET", `/api/users/${p.id}/ants`, { token: p.token });
      return request(base, "GET", antPath, { token: p.token });
    };
    const totals = {
      one: { requests: 0, seconds: 0, cpu: 0 },
      two: { requests: 0, seconds: 0, cpu: 0 },
      oneHalf: { requests: 0, seconds: 0, cpu: 0 },
    };
    for (let round = 0; round < ROUNDS; round++) {
      let onePerSecond = Number.POSITIVE_INFINITY;
      for (const [key, targets] of [
        ["one", nodes.slice(0, 1)],
        ["two", nodes],
        ["oneHalf", nodes.slice(0, 1)],
      ] as const) {
        let before: number[] = [];
        let started = 0;
        const perSecond = await closedLoop(
          LOAD_SECONDS,
          call(targets),
          () => {
            before = targets.map((node) => cpuSeconds(node.pid));
            started = performance.now();
          },
          key === "oneHalf" ? onePerSecond / 2 : Number.POSITIVE_INFINITY,
        );
        if (key === "one") onePerSecond = perSecond;
        const wall = (performance.now() - started) / 1000;
        totals[key].requests += perSecond * wall;
        totals[key].seconds += wall;
        totals[key].cpu += targets.reduce((sum, node, index) => sum + cpuSeconds(node.pid) - (before[index] ?? 0), 0);
      }
    }
    const raw = await closedLoop(LOAD_SECONDS, (i) =>
      pool.query("select * from ants where id = $1", [(players[i % PLAYERS] as (typeof players)[number]).antId]),
    );
    const figure = (t: { requests: number; seconds: number; cpu: number }) => ({
      perSecond: t.requests / t.seconds,
      cpuSeconds: t.cpu,
      perCpuSecond: t.requests / t.cpu,
    });
    const one = figure(totals.one);
    const two = figure(totals.two);
    return {
      one,
      two,
      oneHalf: figure(totals.oneHalf),
      raw: { perSecond: raw },
      ratio: two.perCpuSecond / one.perCpuSecond,
    };
  } finally {
    await pool.end();
    for (const node of nodes) await stopNode(node);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
