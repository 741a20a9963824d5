// The tournament driver: makes the next daily tournaments, and drives each due tournament under a lease, one step
// (start, one match, end of a round; for an arena one wave) per transaction, so a dead node leaves one step undone.
import { arenaEndsAt, arenaTournamentId, MAX_ARENA_PLAYERS } from "@antbrawl/rules/tournament/arena-wave";
import { MAX_BRACKET_PLAYERS, roundCount } from "@antbrawl/rules/tournament/bracket";
import { dailyTournamentId, nextDailyStart, roundPlaysAt } from "@antbrawl/rules/tournament/schedule";
import type { FastifyInstance } from "fastify";
import type { Insertable } from "kysely";
import { beginLiveBattles } from "../arena";
import { type BatchSweeper, createBatchSweeper } from "../battles";
import type { Config } from "../config";
import type { Db } from "../db/database";
import type { Events, Work } from "../events/units";
import type { Scheduler } from "../live/scheduler";
import { collectArenaResults, finishArena, type OnlineOf, pairArenaWave, startArena } from "./arena";
import { announceTournament, installTournamentWatching } from "./live-updates";
import { decideMatch, payPrizes } from "./play";
import {
  claimLease,
  dueTournaments,
  findTournament,
  insertTournament,
  lockTournament,
  matchesOf,
  nextUndecided,
  releaseLeases,
  type TournamentRow,
  updateTournament,
} from "./repository";
import { startBracket } from "./start";
import type { TournamentsTable } from "./tables";

/** A driving lease lasts this long in the app's time; a node renews it with every step it takes. */
const TOURNAMENT_LEASE_MS = 30_000;

interface TournamentDriver {
  /** Drives every due tournament this node may lease, up to `maxSteps` steps (all by default); answers the steps. */
  tick(maxSteps?: number): Promise<number>;
  /** Resolves when no timer tick runs (tests await it after moving the scheduler). */
  idle(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    tournaments: TournamentDriver;
  }
}

interface DriverDeps {
  db: Db;
  events: Events;
  config: Config;
  nodeId: string;
  now: () => Date;
  /** After a tournament's steps committed: its watchers refetch it. */
  changed(tournamentId: string): Promise<void>;
  /** Who of the given players is online (an arena pairs only them, TN17). */
  onlineOf: OnlineOf;
  /** After a wave committed: its live battles start their countdowns. */
  begin(battleIds: readonly string[]): Promise<void>;
}

/** [TN12][TN16] Makes the next daily bracket and arena unless they exist (every node makes the same ids; one row wins). */
export async function ensureDaily(deps: Pick<DriverDeps, "db" | "config">, now: Date): Promise<void> {
  const { config } = deps;
  await ensureNext(deps, now, config.arenaStartMinute, (startsAt) => ({
    id: arenaTournamentId(startsAt),
    name: "Daily Arena",
    format: "arena",
    ends_at: new Date(arenaEndsAt(startsAt, config.arenaWindowMs)),
    max_players: MAX_ARENA_PLAYERS,
    round_ms: config.arenaWindowMs,
  }));
  await ensureNext(deps, now, config.tournamentStartMinute, (startsAt) => ({
    id: dailyTournamentId(startsAt),
    name: "Daily Bracket",
    format: "bracket",
    max_players: MAX_BRACKET_PLAYERS,
    round_ms: config.tournamentRoundMs,
  }));
}

/** The next tournament starting at `minute` (UTC) each day, unless it exists; its name gets the day ("… 28 Nov"). */
async function ensureNext(
  deps: Pick<DriverDeps, "db" | "config">,
  now: Date,
  minute: number,
  shape: (
    startsAt: number,
  ) => Pick<Insertable<TournamentsTable>, "id" | "name" | "format" | "max_players" | "round_ms" | "ends_at">,
): Promise<void> {
  const startsAt = nextDailyStart(now.getTime(), minute);
  const row = shape(startsAt);
  if (await findTournament(deps.db, row.id)) return;
  const day = new Date(startsAt).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
  await insertTournament(deps.db, {
    ...row,
    name: `${row.name} ${day}`,
    status: "registering",
    starts_at: new Date(startsAt),
    entry_fee_milli: deps.config.tournamentEntryFeeMilli,
    created_at: now,
  });
}

/**
 * [TN16]–[TN20] One step of a locked arena: start it; else record the games settled since, then finish it (window over,
 * no game running) or pair one wave, whose battles go into `started` to begin after commit.
 */
async function stepArena(deps: DriverDeps, work: Work, tournament: TournamentRow, started: string[]) {
  const now = deps.now();
  if (tournament.status === "registering") {
    if (tournament.starts_at.getTime() > now.getTime()) return false;
    await startArena(work.trx, tournament, now);
    return true;
  }
  if (tournament.status !== "running") return false;
  const matches = await matchesOf(work.trx, tournament.id);
  const { recorded, winners } = await collectArenaResults(work.trx, tournament, matches);
  // [A4] Bracket Climber counts arena games won too; Tournament Champion the arena's first place.
  const progressed = (userId: string, kind: "tournament_match_won" | "tournament_won") =>
    work.raise({ type: "player.progressed", userId, progress: [{ kind }], at: now, announce: true });
  for (const userId of winners) await progressed(userId, "tournament_match_won");
  const finished = await finishArena(work.trx, tournament, matches, now);
  if (finished) {
    if (finished.championId) await progressed(finished.championId, "tournament_won");
    return true;
  }
  const battleIds = await pairArenaWave(work.trx, tournament, matches, deps.onlineOf, now);
  started.push(...battleIds);
  return recorded > 0 || battleIds.length > 0;
}

/**
 * One step of a tournament, in one transaction under its row lock and fenced by the lease (a node whose lease was
 * taken over changes nothing): start it, decide the round's next match, or close a decided round (and after the
 * final pay the prizes). Answers false when there is nothing to do now.
 */
async function stepTournament(deps: DriverDeps, id: string, started: string[]): Promise<boolean> {
  return deps.events.transact(deps.db, async (work) => {
    const now = deps.now();
    const tournament = await lockTournament(work.trx, id);
    if (!tournament || tournament.lease_owner !== deps.nodeId) return false;
    if (!tournament.lease_until || tournament.lease_until.getTime() <= now.getTime()) return false;
    await updateTournament(work.trx, id, { lease_until: new Date(now.getTime() + TOURNAMENT_LEASE_MS) });
    if (tournament.format === "arena") return stepArena(deps, work, tournament, started);
    if (tournament.status === "registering") {
      if (tournament.starts_at.getTime() > now.getTime()) return false;
      await startBracket(work.trx, tournament, now);
      return true;
    }
    if (tournament.status !== "running" || tournament.size === null) return false;
    const round = tournament.rounds_played + 1;
    if (roundPlaysAt(tournament.starts_at.getTime(), round, tournament.round_ms) > now.getTime()) return false;
    const match = await nextUndecided(work.trx, id, round);
    if (match) {
      await decideMatch(work, tournament, match, now);
      return true;
    }
    await updateTournament(work.trx, id, { rounds_played: round });
    if (round === roundCount(tournament.size)) {
      await payPrizes(work.trx, tournament, now);
      await updateTournament(work.trx, id, { status: "finished", ends_at: now, lease_owner: null, lease_until: null });
    }
    return true;
  });
}

/** Makes the daily tournament, then drives each due one this node can lease. */
async function drive(deps: DriverDeps, maxSteps: number): Promise<number> {
  const now = deps.now();
  await ensureDaily(deps, now);
  let steps = 0;
  for (const id of await dueTournaments(deps.db, now)) {
    const until = new Date(now.getTime() + TOURNAMENT_LEASE_MS);
    if (!(await claimLease(deps.db, id, deps.nodeId, now, until))) continue;
    let unannounced = false;
    while (steps < maxSteps) {
      const started: string[] = [];
      const stepped = await stepTournament(deps, id, started);
      if (started.length > 0) await deps.begin(started);
      if (!stepped) break;
      steps += 1;
      unannounced = true;
      // An arena whose games keep ending steps wave after wave without leaving this loop: each wave is announced.
      if (started.length > 0) {
        await deps.changed(id);
        unannounced = false;
      }
    }
    if (unannounced) await deps.changed(id);
    if (steps >= maxSteps) break;
  }
  return steps;
}

/** Installs the driver on the app: a timer every TOURNAMENT_TICK_MS (0: off; `app.tournaments.tick()` still works). */
export function installTournaments(app: FastifyInstance, scheduler: Scheduler): void {
  const deps = (): DriverDeps => ({
    db: app.deps.db,
    events: app.deps.events,
    config: app.deps.config,
    nodeId: app.deps.nodeId,
    now: app.deps.now,
    changed: (tournamentId) => announceTournament(app, tournamentId),
    onlineOf: (userIds) => app.presence.onlineOf(userIds),
    begin: async (battleIds) => {
      await beginLiveBattles(app, battleIds);
    },
  });
  installTournamentWatching(app);
  let running: Promise<number> | null = null;
  let closing = false;
  const tick = (maxSteps = Number.POSITIVE_INFINITY) => {
    if (closing) return Promise.resolve(0);
    running ??= drive(deps(), maxSteps).finally(() => {
      running = null;
    });
    return running;
  };
  // A node that closes (drain, restart) finishes its step, then gives its leases up: another node goes on at once.
  app.addHook("preClose", async () => {
    closing = true;
    await running?.catch(() => undefined);
    await releaseLeases(app.deps.db, app.deps.nodeId).catch((error: unknown) => {
      app.log.warn({ err: error }, "tournament leases not released: they lapse instead");
    });
  });
  const sweeper: BatchSweeper = createBatchSweeper(app, scheduler, app.deps.config.tournamentTickMs, {
    batch: async () => ({ cancelled: await tick(), full: false }),
    swept: "tournament steps played",
    failed: "driving tournaments failed",
  });
  app.decorate("tournaments", {
    tick,
    async idle() {
      await sweeper.idle();
      await running?.catch(() => undefined);
    },
  });
}
