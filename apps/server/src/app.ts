// The app factory: plugins and routes on given dependencies. It never listens; server.ts does.
import { WS_CLOSE } from "@antbrawl/protocol/ws";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { Redis } from "ioredis";
import {
  type ArenaQueueOptions,
  challengeRoutes,
  installArenaQueue,
  installLiveArena,
  invitationBattleHooks,
  liveNowRoutes,
  practiceRoutes,
  queueBattleHooks,
  queueStatusRoutes,
  unfinishedBattlesOfUsers,
} from "./arena";
import { arenaCombatRoutes, installArenaCombat } from "./arena-combat";
import { authRoutes, authUserRoutes } from "./auth";
import { battleRoutes, installExpirySweeper, userBattleRoutes } from "./battles";
import { antRecordTestRoutes, antRoutes, colonyEventHandlers } from "./colony";
import type { Config } from "./config";
import type { OpenDatabase } from "./db/database";
import { WriteWatch } from "./db/write-watch";
import { Events } from "./events/units";
import { gameRoutes } from "./game";
import {
  breedingRoutes,
  equipmentCatalogRoutes,
  labEventHandlers,
  medicalRoutes,
  pedigreeRoutes,
  userBreedingRoutes,
  userEquipmentRoutes,
} from "./lab";
import { beforeBalance, colonySettle } from "./lazy-settlement";
import { userLedgerRoutes } from "./ledger";
import { Drain } from "./lib/drain";
import { Metrics } from "./lib/metrics";
import { type Scheduler, systemScheduler } from "./live/scheduler";
import { installNotices } from "./notices/install";
import { installNotifications, notificationRoutes, pushKeyRoutes, pushSubscriptionRoutes } from "./notifications";
import { installOwnerGuard } from "./plugins/auth";
import { installDocs } from "./plugins/docs";
import { installErrorHandling } from "./plugins/errors";
import { frameworkErrorOptions, installDetailNet } from "./plugins/framework-errors";
import { healthRoutes } from "./plugins/health";
import { installHttpMetrics, metricsRoutes } from "./plugins/metrics";
import { installOriginCheck } from "./plugins/origin";
import { failoverStore } from "./plugins/rate-limit-store";
import { installQuietRequestLog, isQuietRequest } from "./plugins/request-logging";
import { installSecurityHeaders } from "./plugins/security-headers";
import { offsetClock, testClockRoutes } from "./plugins/test-clock";
import { installInputGuard, installValidation } from "./plugins/validation";
import { installWeb } from "./plugins/web";
import type { PresenceTimings } from "./presence";
import { userProfileRoutes } from "./profile";
import type { InvitationBattleHooks } from "./social";
import { battleInvitationRoutes, installSocial, playerRoutes, userSocialRoutes } from "./social";
import { installTournaments, tournamentHistoryRoutes, tournamentRoutes } from "./tournaments";
import { installCompletionSweeper, trainingGameRoutes, trainingRoutes } from "./training";
import {
  accountRoutes,
  logoutRoutes,
  maxAntsTestRoutes,
  operatorRoutes,
  profileRoutes,
  SessionCache,
  SessionEnds,
  signupRoutes,
} from "./users";
import { WS_LIMITS } from "./ws/admission";
import type { Bus } from "./ws/bus";
import { websocketRoutes } from "./ws/endpoint";
import { Hub } from "./ws/hub";
import { WsRouter } from "./ws/router";

interface Deps {
  config: Config;
  db: OpenDatabase["db"];
  dbKind: OpenDatabase["kind"];
  bus: Bus;
  hub: Hub;
  /** Domain events: consequences in the raising transaction, live notices after its commit (docs/ARCHITECTURE.md). */
  events: Events;
  /** Announces writes to tables, for in-memory caches (only writes made through `db` on this node). */
  writes: WriteWatch;
  /** Live sessions remembered briefly; a session end on any node drops its entry everywhere. */
  sessions: SessionCache;
  /** Ends sessions on every node (cache and sockets), and revalidates this node's sockets' sessions. */
  sessionEnds: SessionEnds;
  wsRouter: WsRouter;
  /** The current time; tests pass their own clock to simulate time passing. */
  now: () => Date;
  /** This app instance's id among the nodes (the owner of the live battles it drives). */
  nodeId: string;
  /** This node's Prometheus metrics (served at /metrics with METRICS_TOKEN). */
  metrics: Metrics;
  /** Whether this node drains (SIGTERM): not ready, no new sockets or queue joins. */
  drain: Drain;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: Deps;
  }
}

export interface BuildOptions {
  config: Config;
  database: OpenDatabase;
  bus: Bus;
  logger?: boolean;
  /** Where log lines go instead of stdout, at info level (tests read what the app logged). */
  logStream?: { write(line: string): void };
  now?: () => Date;
  /** An ioredis client: rate limits are then counted across every node (locally while it is unreachable). */
  rateLimitRedis?: Redis;
  /** Timers for background work (the expiry sweeper); the system's by default, a hand-moved one in tests. */
  scheduler?: Scheduler;
  /** Presence lease and heartbeat timings with Redis (tests shorten them). */
  presence?: PresenceTimings;
  /** How an accepted battle invitation creates and starts its live battle (the live arena's by default). */
  invitationBattles?: InvitationBattleHooks;
  /** The arena queue's settings; tests wrap what a wave makes (onWave) and its timers. */
  arena?: Partial<ArenaQueueOptions>;
}

/**
 * TRUST_PROXY as a hop count: the client address is the entry that many hops back in X-Forwarded-For, so entries a
 * client writes itself are never taken (Fastify's own number option trusts nothing, a `true` everything).
 */
function trustHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/** Builds the Fastify app with all routes; the caller owns the database and bus lifecycles. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database, bus } = options;
  const app = Fastify({
    logger: options.logStream
      ? { level: "info", stream: options.logStream }
      : options.logger === false
        ? false
        : { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] },
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    trustProxy: trustHops(config.trustProxy),
    logController: new LogController({ disableRequestLogging: isQuietRequest }),
    ...frameworkErrorOptions,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const testClock = config.testClock ? offsetClock(options.now ?? (() => new Date())) : null;
  const now = testClock?.now ?? options.now ?? (() => new Date());
  const writes = new WriteWatch();
  const metrics = new Metrics();
  const db = database.db.withPlugin(writes).withPlugin(metrics.queryTimer());
  const hub = new Hub(bus, now, app.log);
  const events = new Events(app.log);
  colonyEventHandlers(events);
  labEventHandlers(events);
  events.afterCommit("battle.settled", ({ battleType }) => metrics.battlesSettled.inc({ type: battleType }));
  installNotices(events, hub, app.log);
  const sessions = new SessionCache();
  const sessionEnds = new SessionEnds({ db, bus, cache: sessions, hub, now, log: app.log });
  app.decorate("deps", {
    config,
    db,
    dbKind: database.kind,
    bus,
    hub,
    events,
    writes,
    sessions,
    sessionEnds,
    wsRouter: new WsRouter(),
    now,
    nodeId: crypto.randomUUID(),
    metrics,
    drain: new Drain(),
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const scheduler = options.scheduler ?? systemScheduler();
  await sessionEnds.install(app, scheduler);
  installValidation(app);
  installErrorHandling(app);
  installDetailNet(app);
  installQuietRequestLog(app);
  installHttpMetrics(app, metrics);
  installSecurityHeaders(app);
  await app.register(cookie);
  installInputGuard(app);
  installOriginCheck(app);
  bus.useLogger(app.log);
  await app.deps.hub.start();
  await installSocial(app, options.presence);
  await installArenaQueue(app, { ...queueBattleHooks(app), scheduler: options.scheduler, ...options.arena });
  await installLiveArena(app, scheduler);
  let rateLimitDown = 0;
  await app.register(rateLimit, {
    global: false,
    ...(options.rateLimitRedis
      ? {
          store: failoverStore(options.rateLimitRedis, "antbrawl-rl:", (error) => {
            // Logged at most once a minute: every request counts locally while Redis is away.
            if (Date.now() - rateLimitDown < 60_000) return;
            rateLimitDown = Date.now();
            app.log.warn({ err: error.message }, "Redis unreachable: rate limits count on this node only");
          }),
        }
      : {}),
  });
  await app.register(websocket, { options: { maxPayload: WS_LIMITS.maxPayload } });
  await installDocs(app);

  await app.register(healthRoutes);
  await app.register(pushKeyRoutes);
  await app.register(metricsRoutes, { pool: database.pool });
  if (testClock) await app.register(testClockRoutes(testClock));
  if (testClock) await app.register(antRecordTestRoutes);
  if (testClock) await app.register(maxAntsTestRoutes);
  await app.register(signupRoutes);
  await app.register(logoutRoutes);
  await app.register(operatorRoutes);
  await app.register(authRoutes, { rateLimitRedis: options.rateLimitRedis });
  await app.register(
    async (scope) => {
      installOwnerGuard(scope);
      await scope.register(profileRoutes);
      await scope.register(antRoutes, { settle: colonySettle });
      await scope.register(userBattleRoutes);
      await scope.register(arenaCombatRoutes);
      await scope.register(userLedgerRoutes, { beforeBalance });
      await scope.register(userProfileRoutes);
      await scope.register(userSocialRoutes, { liveBattlesOf: unfinishedBattlesOfUsers });
      await scope.register(battleInvitationRoutes, options.invitationBattles ?? invitationBattleHooks(app));
      await scope.register(accountRoutes);
      await scope.register(authUserRoutes);
      await scope.register(userEquipmentRoutes);
      for (const routes of [userBreedingRoutes, medicalRoutes, pedigreeRoutes]) await scope.register(routes);
      await scope.register(trainingRoutes);
      await scope.register(trainingGameRoutes);
      await scope.register(notificationRoutes);
      await scope.register(pushSubscriptionRoutes);
      await scope.register(tournamentHistoryRoutes);
    },
    { prefix: "/api/users/:userId" },
  );
  await app.register(battleRoutes, { prefix: "/api/battles" });
  await app.register(breedingRoutes, { prefix: "/api/breeding" });
  await app.register(gameRoutes, { prefix: "/api/game" });
  await app.register(equipmentCatalogRoutes, { prefix: "/api/equipment" });
  await app.register(playerRoutes, { prefix: "/api/players" });
  await app.register(liveNowRoutes, { prefix: "/api/arena" });
  await app.register(queueStatusRoutes, { prefix: "/api/arena" });
  await app.register(practiceRoutes, { prefix: "/api/arena" });
  await app.register(challengeRoutes, { prefix: "/api/arena" });
  await app.register(tournamentRoutes, { prefix: "/api/tournaments" });
  await app.register(async (scope) => websocketRoutes(scope));

  installExpirySweeper(app, scheduler, config.expirySweepMs);
  installCompletionSweeper(app, scheduler, config.expirySweepMs);
  installArenaCombat(app, scheduler);
  installNotifications(app, scheduler, config.notificationSweepMs);
  installTournaments(app, scheduler);
  await installWeb(app, config.webDist);
  app.addHook("preClose", async () => {
    // A restart code: clients reconnect (through the load balancer, to another node) and resume their stream.
    void app.deps.hub.closeAll(WS_CLOSE.restart, "Server restarting");
    await app.deps.hub.stop();
  });
  return app;
}
