// Request-path bench (issue 9): each API figure next to its raw baseline from the same run, on PGlite, in < 2 minutes.
// HTTP load comes from a separate process (http-load.mjs); baselines run in this thread without HTTP.
import { loadavg } from "node:os";
import { CARE_ROUTES } from "@antbrawl/protocol/ants";
import { STAT_NAMES } from "@antbrawl/rules/ant";
import { sql } from "kysely";
import { gameCounts } from "../src/game/leaderboard-repository";
import { careLayers } from "./care-layers";
import { getLayers } from "./get-layers";
import { hubVersusDirect } from "./hub";
import { twoNodesVersusOne } from "./nodes";
import {
  benchPglite,
  describe,
  dropIdleSockets,
  type Figures,
  listeningApp,
  loadFromChild,
  measure,
  ms,
  request,
  row,
  withCpu,
} from "./support";

const PLAYERS = 200;
const CONCURRENCY = 16;
const POINT_READS = 2_000;
const CARE_CALLS = 1_000;
const LOAD_SECONDS = 10;
const STATS_ANTS = 100_000;
const CARE_ACTIONS = ["feed", "water", "clean"] as const;

/** Throughput ratio, the same ratio in CPU per call, and p99 ÷ p50 of the measured side. */
const ratios = (measured: Figures & { cpuPerCall: number }, baseline: Figures & { cpuPerCall: number }) =>
  `${(measured.perSecond / baseline.perSecond).toFixed(2)} (CPU ${(baseline.cpuPerCall / measured.cpuPerCall).toFixed(2)}; ` +
  `p99/p50 ${(measured.p99 / measured.p50).toFixed(1)})`;

const letters = (n: number) => {
  let text = "";
  for (let i = n + 1; i > 0; i = Math.floor((i - 1) / 26)) text = String.fromCharCode(65 + ((i - 1) % 26)) + text;
  return text;
};

const { pglite, database } = await benchPglite();
const { app, base } = await listeningApp(database);
try {
  console.log(
    `API bench on PGlite, ${PLAYERS} players, ${CONCURRENCY} requests in flight (ratios: higher is better), ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
  );
  console.log("| measure | measured | baseline (same run) | ratio | goal |");
  console.log("| --- | --- | --- | --- | --- |");

  const players: { id: string; token: string; antId: string }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const signup = (await request(base, "POST", "/api/users", {
      body: { username: `bench${letters(i)}`, email: `bench${i}@bench.local` },
    })) as { json: { user: { id: string }; token: string } };
    const { id } = signup.json.user;
    const ant = (await request(base, "POST", `/api/users/${id}/ants`, {
      token: signup.json.token,
      body: { name: `Bench ${letters(i)}`, appearance: { color: "#8B4513" } },
    })) as { json: { id: string } };
    players.push({ id, token: signup.json.token, antId: ant.json.id });
  }
  const player = (i: number) => players[i % PLAYERS] as (typeof players)[number];
  const antPath = (p: (typeof players)[number]) => `/api/users/${p.id}/ants/${p.antId}`;

  // 1. GET one ant through HTTP against a raw PGlite point select of the same row.
  const rawRead = await withCpu(() =>
    measure(POINT_READS, CONCURRENCY, (i) => pglite.query("select * from ants where id = $1", [player(i).antId])),
  );
  const httpRead = await withCpu(() =>
    loadFromChild(base, {
      kind: "closed",
      concurrency: CONCURRENCY,
      requests: Array.from({ length: POINT_READS }, (_, i) => ({
        method: "GET",
        path: antPath(player(i)),
        token: player(i).token,
      })),
    }),
  );
  row(
    "GET ant ÷ raw point select",
    describe(httpRead),
    describe(rawRead),
    `${ratios(httpRead, rawRead)}`,
    "≥ 0.6 (aim 0.8), p99 ≤ 10× p50",
  );

  const layers = await getLayers(
    pglite,
    database.db,
    players.map((p) => ({ ownerId: p.id, antId: p.antId })),
    POINT_READS,
    CONCURRENCY,
  );
  const per = (f: { perSecond: number }) => `${Math.round(f.perSecond)} /s`;
  console.log(
    `|   where a GET's time goes | raw \`query\` ${per(layers.query)}, raw \`exec\` ${per(layers.exec)}, Kysely ${per(layers.kysely)}, ` +
      `Kysely + presentAnt ${per(layers.presented)}, bare Fastify returning the same JSON ${per(layers.fastify)}, bare Fastify doing the same read ${per(layers.fastifyRead)} | — | ${(layers.fastifyRead.perSecond / layers.query.perSecond).toFixed(2)} (bare Fastify read ÷ raw) | — |`,
  );

  // 2. A care action through HTTP against a raw BEGIN; SELECT … FOR UPDATE; UPDATE; COMMIT.
  await sql`update ants set food = 0, water = 0, hygiene = 0, needs_updated_at = now()`.execute(app.deps.db);
  const rawCare = await withCpu(() =>
    measure(CARE_CALLS, CONCURRENCY, (i) =>
      pglite.transaction(async (tx) => {
        await tx.query("select * from ants where id = $1 for update", [player(i).antId]);
        await tx.query("update ants set updated_at = now() where id = $1", [player(i).antId]);
      }),
    ),
  );
  const httpCare = await withCpu(() =>
    loadFromChild(base, {
      kind: "closed",
      concurrency: CONCURRENCY,
      requests: Array.from({ length: CARE_CALLS }, (_, i) => {
        const p = player(i);
        const action = CARE_ACTIONS[Math.floor(i / PLAYERS) % CARE_ACTIONS.length] as (typeof CARE_ACTIONS)[number];
        return {
          method: "POST",
          path: `${antPath(p)}/${action}?${CARE_ROUTES[action]}=1`,
          token: p.token,
          ok: [200, 409],
        };
      }),
    }),
  );
  row(
    "care ÷ raw locked update",
    describe(httpCare),
    describe(rawCare),
    ratios(httpCare, rawCare),
    "≥ 0.5 (aim 0.7), p99 ≤ 10× p50",
  );
  const care = await careLayers(
    app,
    players.map((p) => ({ ownerId: p.id, antId: p.antId })),
    CARE_CALLS,
    CONCURRENCY,
  );
  console.log(
    `|   where a care's time goes | the baseline's two statements through the app's driver ${per(care.driver)}, the care action called straight (no HTTP) ${per(care.service)} | — | ${(care.service.perSecond / rawCare.perSecond).toFixed(2)} (care without HTTP ÷ raw) | — |`,
  );

  // 3. 200 players, each about one request a second (reads, care, stats), for a fixed time.
  await sql`update ants set food = 0, water = 0, hygiene = 0, needs_updated_at = now()`.execute(app.deps.db);
  const load = await loadFromChild(base, {
    kind: "players",
    seconds: LOAD_SECONDS,
    players: players.map((p) => ({
      cycle: [
        { method: "GET", path: `/api/users/${p.id}/ants`, token: p.token },
        { method: "GET", path: "/api/game/stats" },
        { method: "GET", path: antPath(p), token: p.token },
        { method: "GET", path: antPath(p), token: p.token },
        { method: "POST", path: `${antPath(p)}/feed?food_amount=1`, token: p.token, ok: [200, 409] },
      ],
    })),
  });
  row(`${PLAYERS} players at ~1 req/s`, describe(load), "—", "—", "p99 ≤ 250 ms");

  // 4. Game stats over 100,000 ants: cached answer against the raw counting query.
  const stats = JSON.stringify(Object.fromEntries(STAT_NAMES.map((name) => [name, 10])));
  await sql`insert into ants (id, owner_id, name, color, stats, food, water, rest, hygiene, exercise, needs_updated_at)
    select 'bench-ant-' || g, ${player(0).id}, 'Ant ' || g, '#8B4513', ${stats}::jsonb, 15, 15, 15, 15, 15, now()
    from generate_series(1, ${STATS_ANTS - PLAYERS}) g`.execute(app.deps.db);
  await sql`analyze ants`.execute(database.db);
  const rawStats = await measure(50, 1, () => gameCounts(database.db));
  dropIdleSockets();
  const httpStats = await measure(2_000, 1, () => request(base, "GET", "/api/game/stats"));
  row(
    `/api/game/stats at ${STATS_ANTS.toLocaleString("en")} ants`,
    `p50 ${ms(httpStats.p50)}, p99 ${ms(httpStats.p99)}`,
    `counting query p50 ${ms(rawStats.p50)}`,
    (rawStats.p50 / httpStats.p50).toFixed(1),
    "≤ 2 ms",
  );
} finally {
  await app.close();
  await database.close();
}
console.log(
  `load average after the PGlite rows: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);

// 5. Live delivery through the hub against sending the same messages straight to the sockets.
const hub = await hubVersusDirect();
row(
  "hub delivery ÷ direct socket send",
  `${hub.hub.toFixed(0)} ms`,
  `${hub.direct.toFixed(0)} ms`,
  (hub.direct / hub.hub).toFixed(2),
  "≥ 0.8",
);

// 6. PostgreSQL: the same load on one node and spread over two (one database, Redis bus), per server CPU-second.
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
if (postgresUrl && redisUrl) {
  const nodes = await twoNodesVersusOne(postgresUrl, redisUrl);
  const perCpu = (f: { perSecond: number; cpuSeconds: number; perCpuSecond: number }) =>
    `${Math.round(f.perSecond)} req/s, ${Math.round(f.perCpuSecond)} req per server CPU-s`;
  row(
    "PostgreSQL, 2 nodes ÷ 1 node, per server CPU-second",
    `2 nodes: ${perCpu(nodes.two)}`,
    `1 node: ${perCpu(nodes.one)}; raw pg point select ${Math.round(nodes.raw.perSecond)} /s`,
    `${nodes.ratio.toFixed(2)} (plain throughput ${(nodes.two.perSecond / nodes.one.perSecond).toFixed(2)})`,
    "≥ 0.9",
  );
  row(
    "  control: 1 node offered half the load",
    `1 node at half its rate: ${perCpu(nodes.oneHalf)}`,
    `1 node at full rate: ${perCpu(nodes.one)}`,
    `${(nodes.oneHalf.perCpuSecond / nodes.one.perCpuSecond).toFixed(2)} (per CPU-s, half ÷ full rate); 2 nodes ÷ this control ${(nodes.two.perCpuSecond / nodes.oneHalf.perCpuSecond).toFixed(2)}`,
    "2 nodes ÷ control ≥ 0.9: no shared bottleneck",
  );
} else {
  console.log(
    "PostgreSQL 2 nodes ÷ 1 node: skipped (set TEST_DATABASE_URL and TEST_REDIS_URL, or BENCH_DATABASE_URL and BENCH_REDIS_URL)",
  );
}
