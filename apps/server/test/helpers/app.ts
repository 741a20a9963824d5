// Builds the real app on a fresh database for inject tests, with helpers to sign players up.
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { type BuildOptions, buildApp } from "../../src/app";
import { type Config, loadConfig } from "../../src/config";
import type { OpenDatabase } from "../../src/db/database";
import { manualScheduler, type Scheduler } from "../../src/live/scheduler";
import type { InvitationBattleHooks } from "../../src/social/invitations/hooks";
import { type Bus, createMemoryBus } from "../../src/ws/bus";
import { type DialectName, freshDatabase } from "./databases";

export interface TestApp {
  app: FastifyInstance;
  database: OpenDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh database; sign-up limit high unless a test sets its own. */
export async function createTestApp(
  dialect: DialectName,
  overrides: Partial<Config> = {},
  options: {
    database?: OpenDatabase;
    bus?: Bus;
    now?: () => Date;
    rateLimitRedis?: Redis;
    /** Background timers (the expiry sweeper); a hand-moved scheduler nobody moves unless the test passes its own. */
    scheduler?: Scheduler;
    /** Stand-ins for the live arena's battle creation on an accepted invitation. */
    invitationBattles?: InvitationBattleHooks;
    /** The arena queue's pairing hooks and timers (see BuildOptions.arena). */
    arena?: BuildOptions["arena"];
    /** Receives the app's log lines (JSON, info level and up). */
    logStream?: BuildOptions["logStream"];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await freshDatabase(dialect));
  const bus = options.bus ?? createMemoryBus();
  const config = {
    ...loadConfig({}),
    webDist: null,
    signupRateLimit: { max: 10_000, timeWindowMs: 60_000 },
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    bus,
    logger: false,
    now: options.now,
    rateLimitRedis: options.rateLimitRedis,
    scheduler: options.scheduler ?? manualScheduler(),
    invitationBattles: options.invitationBattles,
    arena: options.arena,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!options.bus) await bus.close();
      if (!options.database) await database.close();
    },
  };
}

/** A clock tests move by hand: `clock.advanceHours(hours)` or `clock.advanceMs(ms)` simulates time passing. */
export function manualClock(start = new Date("2026-11-22T08:00:00Z")) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceHours(hours: number) {
      current += hours * 3_600_000;
    },
    advanceMs(ms: number) {
      current += ms;
    },
  };
}

let counter = 0;
/** A username unique within the run. */
export function uniqueName(prefix = "player"): string {
  counter += 1;
  return `${prefix}${counter}_${Math.floor(Math.random() * 1e6)}`.slice(0, 30);
}

/** Signs a player up and returns its user and token. */
export async function signUp(app: FastifyInstance, username = uniqueName()) {
  const res = await app.inject({
    method: "POST",
    url: "/api/users",
    payload: { username, email: `${username}@players.antbrawl.local` },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { user: { id: string; username: string }; token: string };
  return { user: body.user, token: body.token, auth: { authorization: `Bearer ${body.token}` } };
}
