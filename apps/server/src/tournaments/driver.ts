// The tournament driver: makes the next daily tournament, and drives each due tournament under a lease, one step
// (start, one match, end of a round) per transaction, so a node that dies leaves at most one step undone.
import { MAX_BRACKET_PLAYERS, roundCount } from "@antbrawl/rules/tournament/bracket";
import { dailyTournamentId, nextDailyStart, roundPlaysAt } from "@antbrawl/rules/tournament/schedule";
import type { FastifyInstance } from "fastify";
import { type BatchSweeper, createBatchSweeper } from "../battles";
import type { Config } from "../config";
import type { Db } from "../db/database";
import type { Events } from "../events/units";
import type { Scheduler } from "../live/scheduler";
import { announceTournament, installTournamentWatching } from "./live-updates";
import { decideMatch, payPrizes } from "./play";
import {
  claimLease,
  dueTournaments,
  findTournament,
  insertTournament,
  lockTournament,
  nextUndecided,
  updateTournament,
} from "./repository";
import { startBracket } from "./start";

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
}

/** [TN12] Makes the next daily bracket unless it exists (every node makes the same id; one row wins). */
export async function ensureDaily(deps: Pick<DriverDeps, "db" | "config">, now: Date): Promise<void> {
  const startsAt = nextDailyStart(now.getTime(), deps.config.tournamentStartMinute);
  if (await findTournament(deps.db, dailyTournamentId(startsAt))) return;
  const day = new Date(startsAt).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
  await insertTournament(deps.db, {
    id: dailyTournamentId(startsAt),
    name: `Daily Bracket ${day}`,
    format: "bracket",
    status: "registering",
    starts_at: new Date(startsAt),
    entry_fee_milli: deps.config.tournamentEntryFeeMilli,
    max_players: MAX_BRACKET_PLAYERS,
    round_ms: deps.config.tournamentRoundMs,
    created_at: now,
  });
}

/**
 * One step of a tournament, in one transaction under its row lock and fenced by the lease (a node whose lease was
 * taken over changes nothing): start it, decide the round's next match, or close a decided round (and after the
 * final pay the prizes). Answers false when there is nothing to do now.
 */
async function stepTournament(deps: DriverDeps, id: string): Promise<boolean> {
  return deps.events.transact(deps.db, async (work) => {
    const now = deps.now();
    const tournament = await lockTournament(work.trx, id);
    if (!tournament || tournament.lease_owner !== deps.nodeId) return false;
    if (!tournament.lease_until || tournament.lease_until.getTime() <= now.getTime()) return false;
    await updateTournament(work.trx, id, { lease_until: new Date(now.getTime() + TOURNAMENT_LEASE_MS) });
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
    const before = steps;
    while (steps < maxSteps && (await stepTournament(deps, id))) steps += 1;
    if (steps > before) await deps.changed(id);
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
  });
  installTournamentWatching(app);
  let running: Promise<number> | null = null;
  const tick = (maxSteps = Number.POSITIVE_INFINITY) => {
    running ??= drive(deps(), maxSteps).finally(() => {
      running = null;
    });
    return running;
  };
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
