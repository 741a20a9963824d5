// Arena tournament bench (issue 27): N players on two nodes, wave pairing and standings delivery vs bare `ws`. Figures only.
import pg from "pg";
import {
  ArenaClient,
  forgetStreams,
  LIVE_TYPES,
  logSummary,
  type NodeTally,
  newTally,
  pool,
  signUpPlayers,
} from "./arena-clients";
import { echoBaseline, percentile } from "./arena-echo";
import { cpuSeconds, type Node, startNode, stopNode } from "./nodes";
import { loadAverage, request, sleep, wholeMs } from "./support";

const PLAYERS = Number(process.env.BENCH_TOURNAMENT_PLAYERS ?? 1000);
/** How long the players play after the arena's start. */
const PLAY_SECONDS = Number(process.env.BENCH_TOURNAMENT_SECONDS ?? 60);
/** The driver's tick as deployed (TOURNAMENT_TICK_MS); the next tick is armed this long after the previous one ended. */
const TICK_MS = 2000;
/** Baseline broadcast rounds at most (one per tournament_updated seen, up to this). */
const BASELINE_ROUNDS = 30;

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const busUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const spread = (values: number[]) =>
  values.length === 0
    ? "n/a"
    : `p50 ${wholeMs(percentile(values, 0.5))}, p95 ${wholeMs(percentile(values, 0.95))}, max ${wholeMs(values.at(-1) ?? 0)}`;

/** One registered player: its bench socket (which plays every turn) and when its games and the tournament's updates came. */
class Entrant {
  /** When the player started waiting for a game: the arena's start, then the end of each game. */
  waitFrom = 0;
  battleId: string | null = null;
  /** Per game: the arrival of its first message (battle_found unless the countdown was over) and the wait before it. */
  readonly found: { at: number; wait: number; second: boolean; battleId: string }[] = [];
  readonly updates: number[] = [];
  games = 0;
  updateBytes = 0;

  constructor(readonly client: ArenaClient) {}

  listen(): void {
    this.client.socket.on("message", (data: Buffer) => {
      const now = performance.now();
      const message = JSON.parse(data.toString("utf8")) as { type: string; battle?: { id: string } };
      if (message.type === "tournament_updated") {
        this.updates.push(now);
        this.updateBytes = data.length;
      } else if (LIVE_TYPES.has(message.type) && message.battle && message.battle.id !== this.battleId) {
        this.battleId = message.battle.id;
        const game = { at: now, wait: now - this.waitFrom, second: this.games > 0, battleId: message.battle.id };
        if (this.waitFrom > 0) this.found.push(game);
        this.waitFrom = 0;
      } else if (message.type === "battle_ended") {
        this.games += 1;
        this.waitFrom = now;
      }
    });
  }
}

/** The arena starts 20 minutes from now in UTC (HH:MM): registration has that long, then the test clock jumps to it. */
function arenaStartUtc(): string {
  return new Date(Date.now() + 20 * 60_000).toISOString().slice(11, 16);
}

async function tournamentBench(adminUrl: string, busUrl: string): Promise<void> {
  const name = `bench_tournament_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const settings = {
    ANTBRAWL_TEST_CLOCK: "1",
    TOURNAMENT_ARENA_START_UTC: arenaStartUtc(),
    TOURNAMENT_TICK_MS: String(TICK_MS),
  };
  const nodes: Node[] = [];
  let entrants: Entrant[] = [];
  try {
    nodes.push(await startNode(url.toString(), busUrl, undefined, settings));
    nodes.push(await startNode(url.toString(), busUrl, undefined, settings));
    const bases = nodes.map((node) => node.base);
    let started = performance.now();
    const players = await signUpPlayers(bases, PLAYERS);
    console.log(`signed up ${PLAYERS} players with one ant each in ${wholeMs(performance.now() - started)}`);

    const { json } = (await request(bases[0] as string, "GET", "/api/tournaments", {
      token: players[0]?.token,
    })) as { json: { tournaments: { id: string; format: string; status: string; starts_at: string }[] } };
    const arena = json.tournaments.find((t) => t.format === "arena" && t.status === "registering");
    if (!arena) throw new Error("no registering arena listed");
    started = performance.now();
    await pool(players.length, 16, async (i) => {
      const player = players[i] as (typeof players)[number];
      await request(bases[i % bases.length] as string, "POST", `/api/tournaments/${arena.id}/registrations`, {
        token: player.token,
        body: { ant_id: player.antId },
      });
    });
    console.log(`registered ${players.length} ants in ${arena.id} in ${wholeMs(performance.now() - started)}`);

    const tallies: NodeTally[] = nodes.map(() => newTally());
    entrants = players.map(
      (player, i) => new Entrant(new ArenaClient(player, i % nodes.length, tallies[i % nodes.length] as NodeTally)),
    );
    started = performance.now();
    await pool(entrants.length, 50, async (i) => {
      const entrant = entrants[i] as Entrant;
      await entrant.client.connect(bases[i % nodes.length] as string, i);
      entrant.listen();
      entrant.client.socket.send(JSON.stringify({ type: "watch_tournament", tournament_id: arena.id }));
    });
    console.log(
      `opened ${entrants.length} sockets over both nodes, each watching, in ${wholeMs(performance.now() - started)}`,
    );
    await sleep(1000);

    // The start: both nodes' test clocks jump by the same amount to just past the arena's start, so both run at
    // wall clock + `offset` and a wave's step start (its battles' created_at) reads back as wall-clock time.
    const probe = (await request(bases[0] as string, "POST", "/api/test/clock", { body: { advance_ms: 1 } })) as {
      json: { now: string; offset_ms: number };
    };
    const advance = Math.max(1, Date.parse(arena.starts_at) - Date.parse(probe.json.now) + 200);
    const offset = probe.json.offset_ms + advance;
    await request(bases[0] as string, "POST", "/api/test/clock", { body: { advance_ms: advance } });
    await request(bases[1] as string, "POST", "/api/test/clock", { body: { advance_ms: offset } });
    const arenaStart = performance.now();
    for (const entrant of entrants) entrant.waitFrom = arenaStart;
    const cpuBefore = nodes.map((node) => cpuSeconds(node.pid));
    for (let second = 0; second < PLAY_SECONDS; second += 10) {
      await sleep(Math.min(10, PLAY_SECONDS - second) * 1000);
      const begun = entrants.reduce((sum, e) => sum + e.found.length, 0);
      const ended = entrants.reduce((sum, e) => sum + e.games, 0);
      console.log(`  ${Math.min(PLAY_SECONDS, second + 10)} s: ${begun} games begun at the players, ${ended} ended`);
    }
    const cpu = nodes.map((node, i) => cpuSeconds(node.pid) - (cpuBefore[i] as number));
    const playEnd = performance.now();
    const bench = new pg.Client({ connectionString: url.toString() });
    await bench.connect();
    const games = (
      await bench.query<{ round: number; battle_id: string; created_at: Date }>(
        `select m.round, m.battle_id, b.created_at from tournament_matches m join battles b on b.id = m.battle_id
         where m.tournament_id = $1 order by m.round`,
        [arena.id],
      )
    ).rows;
    await bench.end();
    for (const entrant of entrants) entrant.client.close();
    for (const node of nodes) await stopNode(node);

    // Standings updates: the k-th tournament_updated of every watcher that got as many as the most (the same publication).
    const publications = Math.max(0, ...entrants.map((e) => e.updates.length));
    const full = entrants.filter((e) => e.updates.length === publications);
    const firsts: number[] = [];
    const delays: number[] = [];
    const fanOuts: number[] = [];
    for (let k = 0; k < publications; k++) {
      const arrivals = full.map((e) => e.updates[k] as number);
      const first = Math.min(...arrivals);
      const last = Math.max(...arrivals);
      firsts.push(first);
      fanOuts.push(last - first);
      for (const at of arrivals) delays.push(at - first);
    }
    // Waves (a round of tournament_matches): the step's start is its battles' created_at (the node's `now` when the
    // step began, less the clock offset); from there to the wave's first and last battle_found and to the next
    // tournament_updated at the first watcher.
    const found = entrants.flatMap((e) => e.found).sort((a, b) => a.at - b.at);
    const waveOf = new Map(games.map((g) => [g.battle_id, g.round]));
    const waves = new Map<number, { pairs: number; start: number; first: number; last: number }>();
    for (const g of games) {
      const start = g.created_at.getTime() - offset - performance.timeOrigin;
      const wave = waves.get(g.round) ?? { pairs: 0, start, first: Infinity, last: 0 };
      waves.set(g.round, { ...wave, pairs: wave.pairs + 1 });
    }
    for (const f of found) {
      const wave = waves.get(waveOf.get(f.battleId) ?? -1);
      if (wave) Object.assign(wave, { first: Math.min(wave.first, f.at), last: Math.max(wave.last, f.at) });
    }
    const timed = [...waves.values()].filter((w) => Number.isFinite(w.first));
    const toFirst = sorted(timed.map((w) => w.first - w.start));
    const toLast = sorted(timed.map((w) => w.last - w.start));
    const toUpdate = sorted(
      timed.flatMap((w) => {
        const next = firsts.find((at) => at > w.start);
        return next === undefined ? [] : [next - w.start];
      }),
    );
    const intervals = sorted(timed.slice(1).map((w, i) => w.start - (timed[i] as { start: number }).start));
    const waits = sorted(found.map((f) => f.wait));
    const firstWaits = sorted(found.filter((f) => !f.second).map((f) => f.wait));
    const nextWaits = sorted(found.filter((f) => f.second).map((f) => f.wait));
    const pairs = games.length;
    const updateBytes = Math.max(1, ...entrants.map((e) => e.updateBytes));
    const rounds = Math.min(BASELINE_ROUNDS, Math.max(1, publications));
    const echo = await echoBaseline(entrants.length, updateBytes, 3, rounds);
    const fan = echo.broadcast ?? { p50: 0, p95: 0, max: 0, rounds: 0 };
    const sortedDelays = sorted(delays);

    console.log("");
    console.log(
      `Arena tournament bench, ${entrants.length} players on 2 nodes (PostgreSQL + Redis), load ${loadAverage()}`,
    );
    console.log("| measure | figure | baseline (same run) | ratio |");
    console.log("| --- | --- | --- | --- |");
    const burst = `bare ws echo, ${entrants.length} sockets at once: p50 ${wholeMs(echo.burst.p50)}, p95 ${wholeMs(echo.burst.p95)}`;
    const ratio = (a: number[], b: number) =>
      a.length === 0 ? "" : `p95 ×${(percentile(a, 0.95) / Math.max(1, b)).toFixed(1)}`;
    console.log(
      `| wave: step start → its first battle_found (${toFirst.length} waves) | ${spread(toFirst)} | ${burst} | ${ratio(toFirst, echo.burst.p95)} |`,
    );
    console.log(
      `| wave: step start → its last battle_found (every paired player) | ${spread(toLast)} | ${burst} | ${ratio(toLast, echo.burst.p95)} |`,
    );
    console.log(
      `| wave: step start → next tournament_updated at the first watcher (${toUpdate.length}) | ${spread(toUpdate)} | ${burst} | ${ratio(toUpdate, echo.burst.p95)} |`,
    );
    console.log(
      `| wave → next wave: step start to step start (${intervals.length}) | ${spread(intervals)} | driver tick ${TICK_MS} ms (armed when a tick ends) | |`,
    );
    console.log(
      `| player: arena start → 1st battle_found (${firstWaits.length}) | ${spread(firstWaits)} | tick ${TICK_MS} ms: floor 0–${TICK_MS} ms | |`,
    );
    console.log(
      `| player: game's battle_ended → next battle_found (${nextWaits.length}) | ${spread(nextWaits)} | result recorded on a tick, paired on the next: floor 0–${2 * TICK_MS} ms | |`,
    );
    console.log(
      `| tournament_updated: first → every watcher (${publications} updates × ${full.length}) | ${spread(sortedDelays)} | bare ws broadcast, one ${updateBytes} B buffer to ${entrants.length} sockets (${fan.rounds} rounds): p50 ${wholeMs(fan.p50)}, p95 ${wholeMs(fan.p95)}, max ${wholeMs(fan.max)} | ${ratio(sortedDelays, fan.p95)} |`,
    );
    console.log(
      `| tournament_updated: first → last watcher of one update | ${spread(sorted(fanOuts))} | bare ws broadcast max ${wholeMs(fan.max)} | |`,
    );
    console.log("");
    console.log(
      `- ${waves.size} waves paired ${pairs} games in ${((playEnd - arenaStart) / 1000).toFixed(0)} s (pairs per wave: ${[...waves.values()].map((w) => w.pairs).join(", ") || "none"}); ${waits.length} games begun at the players, ${entrants.reduce((s, e) => s + e.games, 0)} ended`,
    );
    console.log(
      `- ${entrants.filter((e) => e.found.length > 1).length} of ${entrants.length} players were paired again after a game; ${entrants.filter((e) => e.found.length === 0).length} never`,
    );
    console.log(
      `- ${publications} tournament_updated publications; ${entrants.length - full.length} watchers got fewer; node CPU in the window: ${cpu.map((c) => `${c.toFixed(1)} s`).join(", ")}`,
    );
    for (const [i, node] of nodes.entries()) console.log(`- node ${i + 1} logged: ${logSummary(node.output())}`);
    const errors = entrants.flatMap((e) => e.client.errors);
    if (errors.length > 0) console.log(`- errors received: ${errors.length}, first: ${errors[0]}`);
  } finally {
    for (const entrant of entrants) entrant.client.close();
    for (const node of nodes) await stopNode(node);
    await forgetStreams(
      busUrl,
      entrants.map((e) => e.client.player.id),
    ).catch((error: unknown) => console.log(`- the players' Redis stream keys were not removed: ${String(error)}`));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(
  `Arena tournament bench: ${PLAYERS} players, ${PLAY_SECONDS} s of play, load ${loadAverage()}, ${new Date().toISOString()}`,
);
if (adminUrl && busUrl) await tournamentBench(adminUrl, busUrl);
else console.log("skipped: set BENCH_DATABASE_URL and BENCH_REDIS_URL (or TEST_DATABASE_URL and TEST_REDIS_URL)");
