// Live Ant Arena bench: N players queueing on one node (embedded database) and on two (PostgreSQL + Redis), then their live battles'
// messages per second per node, each figure next to a bare `ws` echo server measured in the same run. Figures only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ArenaClient, forgetStreams, logSummary, type NodeTally, newTally, pool, signUpPlayers } from "./arena-clients";
import { echoBaseline, percentile } from "./arena-echo";
import { cpuSeconds, type Node, startNode, stopNode } from "./nodes";
import { loadAverage, sleep, wholeMs } from "./support";

const PLAYERS = Number(process.env.BENCH_ARENA_PLAYERS ?? 1000);
/** The battle window ends when every battle ended or after this long from the first live message. */
const BATTLE_SECONDS = Number(process.env.BENCH_ARENA_SECONDS ?? 60);
/** Pairing gives up when no player was paired for this long. */
const PAIR_STALL_SECONDS = 30;
const ECHO_SECONDS = 10;
/** Joins spread evenly over this many seconds (0: every player joins at once). */
const RAMP_SECONDS = Number(process.env.BENCH_ARENA_RAMP_SECONDS ?? 0);

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;

/** Polls `done` until true, or until `progress()` has not moved for `stallMs`, or `limitMs` passed; answers done. */
async function waitFor(done: () => boolean, progress: () => number, stallMs: number, limitMs: number) {
  const end = performance.now() + limitMs;
  let last = progress();
  let movedAt = performance.now();
  while (!done() && performance.now() < end && performance.now() - movedAt < stallMs) {
    await sleep(100);
    if (progress() !== last) {
      last = progress();
      movedAt = performance.now();
    }
  }
  return done();
}

function row(name: string, figure: string, baseline: string, ratio: string): void {
  console.log(`| ${name} | ${figure} | ${baseline} | ${ratio} |`);
}

/** Where a run's nodes live: two on one PostgreSQL database and Redis, or one alone on the embedded database. */
interface Setup {
  label: string;
  start(): Promise<Node[]>;
  /** The bus whose stream keys the players leave behind, if any. */
  busUrl: string | null;
  cleanup(): Promise<void>;
}

function postgresSetup(adminUrl: string, busUrl: string): Setup {
  const name = `bench_arena_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  return {
    label: "2 nodes (PostgreSQL + Redis)",
    busUrl,
    async start() {
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return [await startNode(url.toString(), busUrl), await startNode(url.toString(), busUrl)];
    },
    async cleanup() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

function embeddedSetup(): Setup {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-bench-arena-"));
  return {
    label: "1 node (embedded database)",
    busUrl: null,
    start: async () => [await startNode(null, null, dataDir)],
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function arenaBench(setup: Setup): Promise<void> {
  const nodes: Node[] = [];
  let clients: ArenaClient[] = [];
  try {
    nodes.push(...(await setup.start()));
    const bases = nodes.map((node) => node.base);
    let started = performance.now();
    const players = await signUpPlayers(bases, PLAYERS);
    console.log(
      `signed up ${PLAYERS} players with one ant each through the API in ${wholeMs(performance.now() - started)}`,
    );

    const tallies: NodeTally[] = nodes.map(() => newTally());
    clients = players.map(
      (player, i) => new ArenaClient(player, i % nodes.length, tallies[i % nodes.length] as NodeTally),
    );
    started = performance.now();
    await pool(clients.length, 50, (i) => (clients[i] as ArenaClient).connect(bases[i % nodes.length] as string, i));
    console.log(
      `opened and authenticated ${clients.length} sockets (spread over the nodes) in ${wholeMs(performance.now() - started)}`,
    );

    // 1. Everyone joins the quick queue at once; each player's time from join to its battle's first message.
    const pairable = clients.length - (clients.length % 2);
    const found = () => clients.filter((c) => c.foundAt > 0).length;
    let cpuAtFirst: number[] | null = null;
    const watchFirst = setInterval(() => {
      if (cpuAtFirst === null && found() > 0) cpuAtFirst = nodes.map((node) => cpuSeconds(node.pid));
    }, 20);
    for (const [i, client] of clients.entries()) {
      if (RAMP_SECONDS > 0) setTimeout(() => client.join(), (i * RAMP_SECONDS * 1000) / clients.length);
      else client.join();
    }
    const allPaired = await waitFor(() => found() >= pairable, found, PAIR_STALL_SECONDS * 1000, 300_000);
    clearInterval(watchFirst);
    if (found() === 0) throw new Error(`nobody was paired within ${PAIR_STALL_SECONDS} s of the joins`);
    const cpuBefore = cpuAtFirst ?? nodes.map((node) => cpuSeconds(node.pid));
    const pairing = clients
      .filter((c) => c.foundAt > 0)
      .map((c) => c.foundAt - c.joinSentAt)
      .sort((a, b) => a - b);
    const withFound = clients.filter((c) => c.sawBattleFound).length;
    const joined = clients
      .filter((c) => c.queuedAt > 0)
      .map((c) => c.queuedAt - c.joinSentAt)
      .sort((a, b) => a - b);

    // 2. The battles run, every player choosing at once each turn (a turn resolves when both chose, rule W12).
    const first = Math.min(...tallies.map((t) => t.first));
    const paired = clients.filter((c) => c.foundAt > 0);
    const ended = () => paired.filter((c) => c.endedAt > 0).length;
    const limit = Math.max(0, first + BATTLE_SECONDS * 1000 - performance.now());
    const allEnded = await waitFor(() => ended() >= paired.length, ended, 30_000, limit);
    const cpu = nodes.map((node, i) => cpuSeconds(node.pid) - (cpuBefore[i] as number));
    const windowEnd = allEnded ? Math.max(...tallies.map((t) => t.last)) : performance.now();
    const seconds = (windowEnd - first) / 1000;
    const snapshot = tallies.map((t) => ({ ...t }));
    for (const client of clients) client.close();
    // The nodes stop before the baseline runs, so their remaining work does not slow the echo server.
    for (const node of nodes) await stopNode(node);
    const errors = new Map<string, number>();
    for (const text of clients.flatMap((c) => c.errors)) errors.set(text, (errors.get(text) ?? 0) + 1);

    // 3. The baseline: the same number of sockets on a bare `ws` echo server, messages of the same mean size.
    const live = snapshot.reduce((sum, t) => sum + t.live, 0);
    const meanBytes = Math.round(snapshot.reduce((sum, t) => sum + t.bytes, 0) / Math.max(1, live));
    const echo = await echoBaseline(clients.length, meanBytes, ECHO_SECONDS);

    console.log("");
    console.log(`Live arena bench, ${clients.length} players on ${setup.label}, load average ${loadAverage()}`);
    console.log("| measure | figure | baseline (same run) | ratio |");
    console.log("| --- | --- | --- | --- |");
    const burst = `bare ws echo, ${clients.length} sockets sending at once: p50 ${wholeMs(echo.burst.p50)}, p95 ${wholeMs(echo.burst.p95)}`;
    row(
      "join → queue_joined",
      `p50 ${wholeMs(percentile(joined, 0.5))}, p95 ${wholeMs(percentile(joined, 0.95))}, max ${wholeMs(joined.at(-1) ?? 0)} (${joined.length} joined)`,
      burst,
      `p50 ×${(percentile(joined, 0.5) / Math.max(1, echo.burst.p50)).toFixed(1)}`,
    );
    row(
      "join → battle_found (pairing tick 500 ms)",
      `p50 ${wholeMs(percentile(pairing, 0.5))}, p95 ${wholeMs(percentile(pairing, 0.95))}, max ${wholeMs(pairing.at(-1) ?? 0)}; paired ${pairing.length}/${clients.length}${withFound < pairing.length ? ` (${pairing.length - withFound} without battle_found: their first was battle_started or later)` : ""}`,
      burst,
      `p50 ×${(percentile(pairing, 0.5) / Math.max(1, echo.burst.p50)).toFixed(1)}`,
    );
    const echoFigure = `bare ws echo: ${Math.round(echo.perSecond)} /s; ${Math.round(echo.perCpuSecond)} per echo-server CPU-s`;
    for (const [i, t] of snapshot.entries()) {
      const perSecond = t.live / seconds;
      row(
        `live messages delivered by node ${i + 1} (${t.live} in ${seconds.toFixed(1)} s)`,
        `${Math.round(perSecond)} /s (node CPU ${(cpu[i] as number).toFixed(1)} s)`,
        echoFigure,
        (perSecond / echo.perSecond).toFixed(3),
      );
    }
    const totalCpu = cpu.reduce((sum, c) => sum + c, 0);
    row(
      "live messages per node CPU-second (all nodes)",
      `${Math.round(live / Math.max(0.01, totalCpu))} per CPU-s`,
      echoFigure,
      (live / Math.max(0.01, totalCpu) / echo.perCpuSecond).toFixed(3),
    );
    console.log("");
    console.log(`- pairing runs on each node's 500 ms tick, so join → battle_found has a floor of 0–500 ms plus the`);
    console.log(`  pairing transaction; ${allPaired ? "everyone pairable was paired" : "NOT everyone was paired"}.`);
    const updates = snapshot.reduce((sum, t) => sum + t.updates, 0);
    console.log(
      `- battle window ${seconds.toFixed(1)} s from the first battle_found (${allEnded ? "every battle ended" : `capped at ${BATTLE_SECONDS} s`}): ${ended() / 2} of ${paired.length / 2} battles ended, ${updates / 2} turns played (${Math.round(updates / 2 / seconds)} /s over both nodes), mean message ${meanBytes} B`,
    );
    console.log(
      `- node CPU in the battle window: ${cpu.map((c) => `${c.toFixed(1)} s`).join(", ")}; echo closed loop ${echo.seconds.toFixed(1)} s at ${clients.length} sockets`,
    );
    for (const [i, node] of nodes.entries()) console.log(`- node ${i + 1} logged: ${logSummary(node.output())}`);
    if (errors.size > 0) console.log(`- errors and queue_left received: ${JSON.stringify(Object.fromEntries(errors))}`);
  } finally {
    for (const client of clients) client.close();
    for (const node of nodes) await stopNode(node);
    if (setup.busUrl) {
      await forgetStreams(
        setup.busUrl,
        clients.map((client) => client.player.id),
      ).catch((error: unknown) => {
        console.log(`- the players' Redis stream keys were not removed: ${String(error)}`);
      });
    }
    await setup.cleanup();
  }
}

const ramp = RAMP_SECONDS > 0 ? `joins spread over ${RAMP_SECONDS} s` : "joins at once";
console.log(
  `Live arena bench: ${PLAYERS} players, ${ramp}, load average ${loadAverage()}, ${new Date().toISOString()}`,
);
if (process.env.BENCH_ARENA_SETUPS !== "postgres") await arenaBench(embeddedSetup());
if (postgresUrl && redisUrl && process.env.BENCH_ARENA_SETUPS !== "embedded") {
  await arenaBench(postgresSetup(postgresUrl, redisUrl));
} else {
  console.log(
    "Live arena bench on PostgreSQL + Redis: skipped (set TEST_DATABASE_URL and TEST_REDIS_URL, or BENCH_DATABASE_URL and BENCH_REDIS_URL)",
  );
}
