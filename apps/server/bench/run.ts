// Benchmark: the leaderboard query over 100,000 ants on PGlite (and PostgreSQL with TEST_DATABASE_URL); figures only.
import { STAT_NAMES } from "@antbrawl/rules/ant";
import { type Kysely, sql } from "kysely";
import { opponentCandidates } from "../src/battles/repository";
import type { DatabaseKind } from "../src/db/database";
import type { Database } from "../src/db/schema";
import { gameCounts, type LeaderboardSort, leaderboardRows } from "../src/game/leaderboard-repository";
import { freshDatabase } from "../test/helpers/databases";

const ANTS = 100_000;
const USERS = 1_000;
const BATCH = 20_000;
const RUNS = 200;
const WARMUP = 20;
const LIMIT = 20;
const SORTS: LeaderboardSort[] = ["elo", "wins", "win_rate", "streak"];

/** Players and ants made by SQL (generate_series), in batches; about 1 ant in 40 has never fought. */
async function seed(db: Kysely<Database>): Promise<void> {
  await sql`insert into users (id, username, username_key, email)
    select 'bench-user-' || g, 'bench' || g, 'bench' || g, 'bench' || g || '@bench.local'
    from generate_series(1, ${USERS}) g`.execute(db);
  const stats = JSON.stringify(Object.fromEntries(STAT_NAMES.map((name) => [name, 10])));
  for (let from = 1; from <= ANTS; from += BATCH) {
    const to = Math.min(ANTS, from + BATCH - 1);
    await sql`insert into ants (id, owner_id, name, color, stats, food, water, rest, hygiene, exercise,
        needs_updated_at, elo_rating, wins, losses, win_streak, total_experience)
      select 'bench-ant-' || g, 'bench-user-' || (1 + g % ${USERS}), 'Ant ' || g, '#8B4513', ${stats}::jsonb,
        15, 15, 15, 15, 15, now(), 600 + (g * 7919) % 1800, (g * 31) % 40, (g * 17) % 40, (g * 13) % 12,
        (g * 37) % 2000
      from generate_series(${from}::int, ${to}::int) g`.execute(db);
  }
  await sql`analyze users`.execute(db);
  await sql`analyze ants`.execute(db);
}

/** Median and 95th percentile of `runs` timed calls, after a warm-up. */
async function time(run: () => Promise<unknown>, runs = RUNS): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

function line(kind: string, what: string, figures: { median: number; p95: number }): void {
  const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
  console.log(`${kind.padEnd(9)} ${what.padEnd(26)} median ${ms(figures.median)}   p95 ${ms(figures.p95)}`);
}

async function bench(kind: DatabaseKind): Promise<void> {
  const database = await freshDatabase(kind);
  try {
    const started = performance.now();
    await seed(database.db);
    console.log(`${kind}: inserted ${ANTS.toLocaleString("en")} ants in ${Math.round(performance.now() - started)} ms`);
    for (const sort of SORTS) {
      line(kind, `leaderboard ${sort}`, await time(() => leaderboardRows(database.db, sort, LIMIT)));
    }
    line(kind, "game stats", await time(() => gameCounts(database.db), 50));
    const at = {
      excludeOwnerId: "bench-user-1",
      from: { rating: 1400, id: crypto.randomUUID() },
      limit: 25,
      now: new Date(),
    };
    const both = () =>
      Promise.all([
        opponentCandidates(database.db, { ...at, direction: "up" }),
        opponentCandidates(database.db, { ...at, direction: "down" }),
      ]);
    line(kind, "matchmaking candidates", await time(both, 50));
  } finally {
    await database.close();
  }
}

console.log(
  `Leaderboard over ${ANTS.toLocaleString("en")} ants (limit ${LIMIT}, ${RUNS} runs per sort after ${WARMUP} warm-up)`,
);
await bench("pglite");
if (process.env.TEST_DATABASE_URL) await bench("postgres");
else console.log("postgres: skipped (set TEST_DATABASE_URL to a server the bench may create databases on)");
// Something the database helpers open is still alive after both closes (not found yet: the process idled for
// minutes), so `npm run bench` never reached its next bench. The figures are printed; end here.
process.exit(0);
