// Bench of the start and the page (issue 9): `npm start` to healthy, idle RSS, first-load JS and a phone-size trace; figures only.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ensureBuilds, root } from "../lib.mjs";
import { lighthouseFigures } from "./lighthouse.mjs";
import { pageFigures } from "./page-trace.mjs";

const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const NEW_RUNS = Number(process.env.BENCH_NEW_RUNS ?? 3);
const IDLE_MS = 5_000;

const SERVER_RUNS = {
  "npm start": ["npm", ["start", "--silent"]],
  "old start (tsx, source)": [process.execPath, ["--import", "tsx", "apps/server/src/server.ts"]],
};

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a server command in its own process group and resolves once /api/health answers 200. */
async function startServer(label, dataDir) {
  const [command, args] = SERVER_RUNS[label];
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited early:\n${stderr}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const ms = performance.now() - started;
  const cpu = treeCpuSeconds(child.pid);
  const stop = async () => {
    process.kill(-child.pid, "SIGTERM");
    await exited;
    while (fs.existsSync(path.join(dataDir, "antbrawl.lock"))) await new Promise((resolve) => setTimeout(resolve, 25));
  };
  return { ms, cpu, url, pid: child.pid, stop };
}

/** The ids of `pid` and every process below it (npm, sh, node). */
function processTree(pid) {
  const children = new Map();
  for (const name of fs.readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {}
  }
  const ids = [];
  const visit = (id) => {
    ids.push(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return ids;
}

const CLOCK_TICKS = 100;

/** CPU seconds (user + system) spent so far by the live processes of the tree: steadier than wall time under load. */
function treeCpuSeconds(pid) {
  let ticks = 0;
  for (const id of processTree(pid)) {
    try {
      const stat = fs.readFileSync(`/proc/${id}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {}
  }
  return ticks / CLOCK_TICKS;
}

/** Resident memory (MiB) of the largest process in the tree under `pid` (the server, under npm and sh). */
function serverRssMiB(pid) {
  let largest = 0;
  for (const id of processTree(pid)) {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, "utf8");
      largest = Math.max(largest, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    } catch {}
  }
  return largest;
}

/** RSS of a bare node process holding the same PGlite folder open, idle: the floor under the server's RSS. */
async function rawPgliteRssMiB(dataDir) {
  const script = `const { PGlite } = await import("@electric-sql/pglite");
    const pg = new PGlite(${JSON.stringify(path.join(dataDir, "pglite"))}); await pg.query("select 1");
    await new Promise((r) => setTimeout(r, ${IDLE_MS}));
    console.log(process.memoryUsage().rss / 2 ** 20); await pg.close();`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    cwd: path.join(root, "apps/server"),
  });
  let out = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  await new Promise((resolve) => child.on("exit", resolve));
  return Number(out.trim());
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const madeDirs = [];
const tempDir = () => {
  madeDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-bench-")));
  return madeDirs.at(-1);
};

/** Median wall and CPU time to healthy of each command, the commands taking turns so the load hits both alike. */
async function timeStarts(labels, runs, dataDirFor) {
  const samples = labels.map(() => ({ ms: [], cpu: [] }));
  for (let i = 0; i < runs; i++) {
    for (const [index, label] of labels.entries()) {
      const server = await startServer(label, dataDirFor());
      samples[index].ms.push(server.ms);
      samples[index].cpu.push(server.cpu);
      await server.stop();
    }
  }
  return samples.map(({ ms, cpu }) => `${seconds(median(ms))} (${median(cpu).toFixed(2)} CPU-s)`);
}

function row(measure, value, baseline, goal) {
  console.log(`| ${measure} | ${value} | ${baseline} | ${goal} |`);
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

ensureBuilds();
console.log(`Start and page bench (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})`);
const existing = tempDir();
const first = await startServer("npm start", existing);
await first.stop();

const labels = Object.keys(SERVER_RUNS);
const [newStart, oldNewStart] = await timeStarts(labels, NEW_RUNS, tempDir);
const [start, oldStart] = await timeStarts(labels, RUNS, () => existing);

const server = await startServer("npm start", existing);
await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
const rss = serverRssMiB(server.pid);
let page;
let lighthouse;
try {
  page = await pageFigures(server.url);
  lighthouse = await lighthouseFigures(server.url);
} finally {
  await server.stop();
}
const rawRss = await rawPgliteRssMiB(existing);

console.log("\n| measure | now | baseline (same run) | goal |\n| --- | --- | --- | --- |");
row("`npm start` to healthy, existing data", start, `${oldStart} tsx from source`, "≤ 3 s");
row("`npm start` on a new data folder", newStart, `${oldNewStart} tsx + initdb`, "≤ 8 s");
row(
  "server RSS idle, PGlite",
  `${rss.toFixed(0)} MiB`,
  `${rawRss.toFixed(0)} MiB bare PGlite process with Postgres defaults (128 MB shared buffers)`,
  "≤ 250 MiB",
);
row(
  "JS on first load (landing)",
  `${kb(page.landing.jsWire)} on the wire (${page.landing.jsFiles} files)`,
  `${kb(page.landing.jsRaw)} uncompressed`,
  "≤ 100 KB",
);
for (const [name, figures] of [
  ["landing", page.landing],
  ["signed-in dashboard", page.dashboard],
]) {
  row(
    `${name}, phone size, CPU ×4: TBT / LCP / FCP`,
    `${figures.tbt.toFixed(0)} ms / ${figures.lcp.toFixed(0)} ms / ${figures.fcp.toFixed(0)} ms`,
    `blank page: ${page.blank.tbt.toFixed(0)} ms / ${page.blank.lcp.toFixed(0)} ms / ${page.blank.fcp.toFixed(0)} ms`,
    "TBT ≤ 200 ms, LCP ≤ 2.5 s",
  );
}
row("Lighthouse mobile, landing: score (runs) / FCP / LCP / TBT / CLS / SI", lighthouse.landing.text, "—", "≥ 90");
row("Lighthouse mobile, signed-in dashboard (one ant)", lighthouse.dashboard.text, "—", "≥ 90");
for (const dir of madeDirs) fs.rmSync(dir, { recursive: true, force: true });
