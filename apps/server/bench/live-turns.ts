// Live turns bench: 200 battles at once on one node (embedded database), every turn resolved by the clock; how late
// each turn reaches its players and the node's CPU per battle-turn, next to a bare `ws` echo in the same run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ArenaClient, newTally, pool, signUpPlayers } from "./arena-clients";
import { echoBaseline, percentile } from "./arena-echo";
import { cpuSeconds, startNode, stopNode } from "./nodes";
import { loadAverage, sleep } from "./support";

const BATTLES = Number(process.env.BENCH_TURN_BATTLES ?? 200);
/** The game's own turn (LIVE_TURN_MS 5 s): 200 battles then resolve about 40 turns a second. */
const TURN_MS = Number(process.env.BENCH_TURN_MS ?? 5000);
const WINDOW_SECONDS = Number(process.env.BENCH_TURN_SECONDS ?? 20);
const fixed = (value: number, digits = 1) => value.toFixed(digits);

async function main(): Promise<void> {
  console.log(
    `Live turns bench: ${BATTLES} battles, turns of ${TURN_MS} ms on the clock, load average ${loadAverage()}`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-bench-turns-"));
  const node = await startNode(null, null, dataDir, {
    LIVE_TURN_MS: String(TURN_MS),
    LIVE_COUNTDOWN_SECONDS: process.env.BENCH_COUNTDOWN_SECONDS ?? "3",
  });
  const tally = newTally();
  let clients: ArenaClient[] = [];
  try {
    const players = await signUpPlayers([node.base], BATTLES * 2);
    clients = players.map((player) => new ArenaClient(player, 0, tally, false));
    await pool(clients.length, 50, (i) => (clients[i] as ArenaClient).connect(node.base, i));
    for (const client of clients) client.join();
    const started = performance.now();
    while (clients.some((c) => c.lateness.length === 0) && performance.now() - started < 120_000) await sleep(100);
    const running = clients.filter((c) => c.lateness.length > 0 && c.endedAt === 0).length / 2;
    for (const client of clients) client.lateness = [];
    const cpuBefore = cpuSeconds(node.pid);
    const updatesBefore = tally.updates;
    await sleep(WINDOW_SECONDS * 1000);
    const cpu = cpuSeconds(node.pid) - cpuBefore;
    const turns = (tally.updates - updatesBefore) / 2;
    const late = clients.flatMap((c) => c.lateness).sort((a, b) => a - b);
    const meanBytes = Math.round(tally.bytes / Math.max(1, tally.live));
    for (const client of clients) client.close();
    await stopNode(node);
    const echo = await echoBaseline(clients.length, meanBytes, 10);

    const perTurnMs = (cpu * 1000) / Math.max(1, turns);
    const perEchoMs = 1000 / echo.perCpuSecond;
    console.log("");
    console.log(
      `Live turns bench, ${running} battles running at once on 1 node (embedded database), load ${loadAverage()}`,
    );
    console.log("| measure | figure | baseline (same run) | ratio |");
    console.log("| --- | --- | --- | --- |");
    console.log(
      `| turn resolved → player (late after the turn's end) | p50 ${fixed(percentile(late, 0.5))} ms, p99 ${fixed(percentile(late, 0.99))} ms, max ${fixed(late.at(-1) ?? 0)} ms (${late.length} deliveries) | turn clock ${TURN_MS} ms | p99 ${fixed((percentile(late, 0.99) / TURN_MS) * 100)}% of a turn |`,
    );
    console.log(
      `| node CPU per battle-turn (2 messages) | ${fixed(perTurnMs, 3)} ms (${turns} turns in ${WINDOW_SECONDS} s, CPU ${fixed(cpu)} s) | bare ws echo: ${fixed(perEchoMs, 3)} ms per message | ×${fixed(perTurnMs / perEchoMs)} |`,
    );
  } finally {
    for (const client of clients) client.close();
    await stopNode(node);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
