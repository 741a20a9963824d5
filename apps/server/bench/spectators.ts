// Spectators at scale (issue 24): one ranked live battle watched by N sockets on one node; each turn's update must
// reach every watcher. Delivery p50/p95 next to a bare `ws` server's echo and broadcast in the same run. Figures only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROTOCOL_VERSION } from "@antbrawl/protocol/ws";
import WebSocket from "ws";
import { pool, signUpPlayers } from "./arena-clients";
import { echoBaseline, percentile } from "./arena-echo";
import { cpuSeconds, type Node, startNode, stopNode } from "./nodes";
import { loadAverage, request, wholeMs } from "./support";

const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 1000);
/** The node admits 32 sockets per client address; watchers are spread over 127.2.x.y, 30 to an address. */
const SOCKETS_PER_ADDRESS = 30;

/** One socket that keeps when each message type arrived; only the start of a frame is read for its type. */
class Watcher {
  socket!: WebSocket;
  /** Arrival times of the battle's updates (battle_update), in order. */
  readonly updates: number[] = [];
  bytes = 0;
  /** The phase of the last update, read only when `reads` (one socket's full parse per turn). */
  phase = "";
  private readonly waiting = new Map<string, () => void>();

  constructor(
    readonly userId: string,
    readonly token: string,
    private readonly reads = false,
  ) {}

  connect(base: string, index: number): Promise<void> {
    const group = Math.floor(index / SOCKETS_PER_ADDRESS);
    const localAddress = `127.2.${Math.floor(group / 250)}.${1 + (group % 250)}`;
    this.socket = new WebSocket(`${base.replace("http", "ws")}/api/ws/${this.userId}`, { localAddress });
    this.socket.on("message", (data: Buffer) => this.receive(data));
    this.socket.on("open", () =>
      this.send({ type: "authenticate", token: this.token, protocol_version: PROTOCOL_VERSION }),
    );
    return this.next("authenticated");
  }

  send(message: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  /** Resolves at the next message of `type` (`timeoutMs` at most). */
  next(type: string, timeoutMs = 60_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} for ${this.userId} in ${timeoutMs} ms`)), timeoutMs);
      this.waiting.set(type, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private receive(data: Buffer): void {
    const at = performance.now();
    const type = /^\{"type":"([a-z_]+)"/.exec(data.subarray(0, 40).toString())?.[1] ?? "";
    if (type === "battle_update") {
      this.updates.push(at);
      this.bytes += data.length;
      if (this.reads) this.phase = (JSON.parse(data.toString()) as { battle: { phase: string } }).battle.phase;
    }
    const waiter = this.waiting.get(type);
    this.waiting.delete(type);
    waiter?.();
  }
}

async function spectatorBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-bench-watchers-"));
  let node: Node | null = null;
  const sockets: WebSocket[] = [];
  try {
    // Turns wait (up to 60 s) for the bench's choices, so no turn resolves on its clock while watchers are joining.
    node = await startNode(null, null, dataDir, { LIVE_COUNTDOWN_SECONDS: "1", LIVE_TURN_MS: "60000" });
    const base = node.base;
    let started = performance.now();
    const players = await signUpPlayers([base], 2);
    const watchers: Watcher[] = new Array(WATCHERS);
    await pool(WATCHERS, 16, async (i) => {
      const username = `watch${i.toString(36)}x${process.pid.toString(36)}`;
      const signup = (await request(base, "POST", "/api/users", {
        body: { username, email: `${username}@bench.local` },
      })) as { json: { user: { id: string }; token: string } };
      watchers[i] = new Watcher(signup.json.user.id, signup.json.token, i === 0);
    });
    console.log(
      `signed up 2 players and ${WATCHERS} watchers through the API in ${wholeMs(performance.now() - started)}`,
    );

    const seats = players.map((p) => new Watcher(p.id, p.token));
    started = performance.now();
    await Promise.all(seats.map((seat, i) => seat.connect(base, 100_000 + i * SOCKETS_PER_ADDRESS)));
    await pool(WATCHERS, 50, (i) => (watchers[i] as Watcher).connect(base, i));
    for (const w of [...seats, ...watchers]) sockets.push(w.socket);
    console.log(`opened and authenticated ${WATCHERS + 2} sockets in ${wholeMs(performance.now() - started)}`);

    // The two players meet in the ranked queue; the battle id comes from the Live now list.
    const found = seats.map((seat) => seat.next("battle_found"));
    const begun = Promise.all(seats.map((seat) => seat.next("battle_started", 600_000)));
    for (const [i, seat] of seats.entries()) {
      seat.send({ type: "join_matchmaking", ant_id: players[i]?.antId, match_type: "ranked", stake_amount: 0.1 });
    }
    await Promise.all(found);
    const listed = (await request(base, "GET", "/api/arena/live", { token: players[0]?.token })) as {
      json: { battles: { battle_id: string }[] };
    };
    const battleId = listed.json.battles[0]?.battle_id;
    if (!battleId) throw new Error("the ranked battle is not in Live now");
    started = performance.now();
    await pool(WATCHERS, 50, async (i) => {
      const watcher = watchers[i] as Watcher;
      const joined = watcher.next("rejoined_battle");
      watcher.send({ type: "spectate_battle", battle_id: battleId });
      await joined;
    });
    console.log(`${WATCHERS} watchers joined the battle from Live now in ${wholeMs(performance.now() - started)}`);

    // Each turn: both players choose at once (the turn resolves at once, rule W12); every socket's delay from the
    // second choice to its copy of the update. The next turn starts when every watcher has this one.
    await begun;
    const delays: number[] = [];
    const firsts: number[] = [];
    /** Per update: from the first watcher's copy to the last one's (the fan-out itself). */
    const spreads: number[] = [];
    const cpuBefore = cpuSeconds(node.pid);
    const reader = watchers[0] as Watcher;
    for (let turn = 1; reader.phase !== "finished"; turn++) {
      const before = watchers.map((w) => w.updates.length);
      for (const seat of seats) seat.send({ type: "choose_tactic", battle_id: battleId, turn, tactic: "press" });
      const chosenAt = performance.now();
      await new Promise<void>((resolve, reject) => {
        const limit = performance.now() + 60_000;
        const check = () => {
          if (watchers.every((w, i) => w.updates.length > (before[i] as number))) return resolve();
          if (performance.now() > limit) return reject(new Error(`turn ${turn}: not every watcher got the update`));
          setImmediate(check);
        };
        check();
      });
      const arrivals = watchers.map((w, i) => (w.updates[before[i] as number] as number) - chosenAt);
      delays.push(...arrivals);
      firsts.push(Math.min(...arrivals));
      spreads.push(Math.max(...arrivals) - Math.min(...arrivals));
    }
    const cpu = cpuSeconds(node.pid) - cpuBefore;
    const updates = firsts.length;
    const bytes = watchers.reduce((sum, w) => sum + w.bytes, 0);
    const meanBytes = Math.round(
      bytes /
        Math.max(
          1,
          watchers.reduce((sum, w) => sum + w.updates.length, 0),
        ),
    );
    for (const socket of sockets) socket.terminate();
    await stopNode(node);
    node = null;

    const echo = await echoBaseline(WATCHERS, meanBytes, 3, updates);
    delays.sort((a, b) => a - b);
    const spread = firsts.sort((a, b) => a - b);
    const fan = echo.broadcast;
    console.log("");
    console.log(
      `Spectator bench: one battle, ${WATCHERS} watcher sockets on one node (PGlite, in-process bus), load average ${loadAverage()}`,
    );
    console.log("| measure | figure | baseline (same run) | ratio |");
    console.log("| --- | --- | --- | --- |");
    console.log(
      `| choice → update at every watcher (${updates} updates × ${WATCHERS}) | p50 ${wholeMs(percentile(delays, 0.5))}, p95 ${wholeMs(percentile(delays, 0.95))}, max ${wholeMs(delays.at(-1) ?? 0)} | bare ws broadcast, one buffer to ${WATCHERS} sockets: p50 ${wholeMs(fan?.p50 ?? 0)}, p95 ${wholeMs(fan?.p95 ?? 0)} | p50 ×${(percentile(delays, 0.5) / Math.max(1, fan?.p50 ?? 0)).toFixed(1)}, p95 ×${(percentile(delays, 0.95) / Math.max(1, fan?.p95 ?? 0)).toFixed(1)} |`,
    );
    console.log(
      `| choice → first watcher (the turn's own work) | p50 ${wholeMs(percentile(spread, 0.5))}, p95 ${wholeMs(percentile(spread, 0.95))} | bare ws echo, ${WATCHERS} sockets at once: p50 ${wholeMs(echo.burst.p50)}, p95 ${wholeMs(echo.burst.p95)} | |`,
    );
    spreads.sort((a, b) => a - b);
    console.log(
      `| first → last watcher of one update (the fan-out) | p50 ${wholeMs(percentile(spreads, 0.5))}, p95 ${wholeMs(percentile(spreads, 0.95))} | bare ws broadcast: p95 − p50 ${wholeMs((fan?.p95 ?? 0) - (fan?.p50 ?? 0))}, max ${wholeMs(fan?.max ?? 0)} | |`,
    );
    console.log(
      `| node CPU per update fanned out | ${((cpu * 1000) / Math.max(1, updates)).toFixed(1)} ms (${cpu.toFixed(2)} s for ${updates}) | bare ws echo: ${Math.round(echo.perCpuSecond)} messages per CPU-s | |`,
    );
    console.log(`- mean update ${meanBytes} B; ${updates} turns; ${new Date().toISOString()}`);
  } finally {
    for (const socket of sockets) socket.terminate();
    if (node) await stopNode(node);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Spectator bench: ${WATCHERS} watchers, load average ${loadAverage()}, ${new Date().toISOString()}`);
await spectatorBench();
