// The Ant Arena's matchmaking queues on one node: the join and leave messages, disconnects, the pairing tick, sweeps.
import { EventEmitter } from "node:events";
import { QUEUE_MESSAGES } from "@antbrawl/rules/arena/queue";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../../db/database";
import { type Scheduler, systemScheduler, type TimerHandle } from "../../live/scheduler";
import { registerWsHandler } from "../../ws/router";
import { announcingQueue, installChallengeWatching } from "./challenge-watch";
import { type TakeRequest, takeChallenge } from "./challenges";
import { createJoinBatcher } from "./join-batch";
import { type MatchQueue, MemoryMatchQueue } from "./match-queue";
import { type AfterWave, type OnWave, startWave } from "./pairing";
import { RedisMatchQueue } from "./redis-queue";
import { createSweeper, type Lane, releaseEarlierProcesses } from "./sweep";
import { leaveQueue, leaveQueueWith, type QueueContext } from "./tickets";

/** How soon after a join its wave is paired (the next tick comes earlier; joins arriving meanwhile share it). */
const SOON_MS = 50;

export interface ArenaQueueOptions {
  /** Makes the live battles of a wave inside its transaction (createLiveBattles). */
  onWave: OnWave;
  afterWave?: AfterWave;
  /** Timers for the pairing tick; the system's by default, a hand-moved one in tests. */
  scheduler?: Scheduler;
  /** Milliseconds between pairing ticks (0: no timer; `tick()` still works). */
  tickMs?: number;
  /** A sweep runs every this many ticks. */
  sweepEveryTicks?: number;
}

/** The queue of one node as the app (and tests) see it. */
interface ArenaQueue {
  queue: MatchQueue;
  nodeId: string;
  /** Pairs the whole waiting wave now and makes its battles together; answers how many were made. */
  tick(): Promise<number>;
  /** One sweep (W8); answers how many tickets it released. */
  sweep(): Promise<number>;
  /** Resolves when no queue operation started on this node is running. */
  idle(): Promise<void>;
  /** "left" (userId) after a leave or disconnect released a ticket; "paired" (battleId) after a pairing committed. */
  events: EventEmitter;
  /** Timed ticks that failed since the app started (an outage of the match queue's store, for metrics). */
  failedTicks(): number;
  /**
   * In the player's lane: takes their waiting ticket out of the queue and runs `work` in the transaction that releases
   * it (the ticket goes back when `work` fails); then every tab gets `queue_left` with `message`.
   */
  leaveFor<T>(userId: string, message: string, work: (trx: Db) => Promise<T>): Promise<T>;
  /** In the taker's lane: takes an open challenge (W35, W36) and begins its live battle; answers the battle's id. */
  take(userId: string, request: TakeRequest): Promise<string>;
}

declare module "fastify" {
  interface FastifyInstance {
    arenaQueue: ArenaQueue;
  }
}

/**
 * Installs the queues: Redis-shared when the bus is (pairing in one script), in process otherwise. Call on the root
 * after installSocial (disconnects come from presence: a player online nowhere leaves the queue).
 */
export async function installArenaQueue(app: FastifyInstance, options: ArenaQueueOptions): Promise<void> {
  const { db, hub, bus, now } = app.deps;
  const scheduler = options.scheduler ?? systemScheduler();
  const queue = announcingQueue(
    bus.redis ? new RedisMatchQueue(bus.redis.client, bus.redis.prefix, () => bus.healthy()) : new MemoryMatchQueue(),
    installChallengeWatching(app, scheduler),
  );
  const events = new EventEmitter();
  const ctx: QueueContext = {
    db,
    queue,
    now,
    nodeId: crypto.randomUUID(),
    log: app.log,
    async notify(userId, message) {
      await hub
        .sendToUser(userId, message)
        .catch((error: unknown) => app.log.warn({ err: error, userId }, "queue notice lost"));
    },
  };
  const afterWave = options.afterWave ?? (() => undefined);
  const pending = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    const done = () => pending.delete(work);
    work.then(done, done);
    return work;
  };
  const lanes = new Map<string, Promise<unknown>>();
  const lane: Lane = (userId, run) => {
    const next = (lanes.get(userId) ?? Promise.resolve()).then(run, run);
    lanes.set(userId, next);
    const done = () => {
      if (lanes.get(userId) === next) lanes.delete(userId);
    };
    next.then(done, done);
    return track(next);
  };
  const leave = async (userId: string, message: string) => {
    const left = await lane(userId, () => leaveQueue(ctx, userId, message));
    if (left) events.emit("left", userId);
    return left;
  };

  const join = createJoinBatcher(ctx, () => pairSoon());
  registerWsHandler(app, "join_matchmaking", async (socket, message) => {
    app.deps.drain.refuseWhileDraining();
    await lane(socket.userId, () =>
      join(socket.userId, {
        antId: message.ant_id,
        matchType: message.match_type,
        stakeAmount: message.stake_amount,
      }),
    );
  });
  registerWsHandler(app, "leave_matchmaking", async (socket) => {
    await leave(socket.userId, QUEUE_MESSAGES.left);
  });
  let closed = false;
  app.presence.onChange((userId, online) => {
    if (online || closed) return;
    leave(userId, QUEUE_MESSAGES.disconnected).catch((error: unknown) =>
      app.log.error({ err: error, userId }, "a disconnected player's ticket was not released"),
    );
  });

  const sweeper = createSweeper(ctx, app.presence, lane);
  const tick = () =>
    track(
      (async () => {
        const at = now().getTime();
        const pairs = await queue.pair(at);
        if (pairs.length === 0) return 0;
        for (const ticket of pairs.flat()) app.deps.metrics.pairingWait.observe((at - ticket.joinedAt) / 1000);
        const battles = await startWave(ctx, pairs, options.onWave, afterWave);
        for (const battleId of battles) events.emit("paired", battleId);
        return battles.length;
      })(),
    );
  const sweep = () => track(sweeper());

  const tickMs = options.tickMs ?? 500;
  const sweepEvery = options.sweepEveryTicks ?? 10;
  let timer: TimerHandle | null = null;
  let early = false;
  let ticks = 0;
  const outage = tickOutage(app.log);
  const arm = (delayMs = tickMs) => {
    if (closed || tickMs <= 0) return;
    early = delayMs < tickMs;
    timer = scheduler.setTimeout(() => {
      timer = null;
      ticks += 1;
      const work = ticks % sweepEvery === 0 ? sweep().then(tick) : tick();
      work.then(outage.succeeded, outage.failed).finally(() => arm());
    }, delayMs);
  };
  /** New tickets are paired SOON_MS after they join rather than at the next full tick (at most one early tick). */
  const pairSoon = () => {
    if (!timer || early) return;
    scheduler.clearTimeout(timer);
    arm(Math.min(SOON_MS, tickMs));
  };

  app.decorate("arenaQueue", {
    queue,
    nodeId: ctx.nodeId,
    tick,
    sweep,
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    events,
    failedTicks: outage.total,
    async leaveFor(userId, message, work) {
      const { value, left } = await lane(userId, () => leaveQueueWith(ctx, userId, message, work));
      if (left) events.emit("left", userId);
      return value;
    },
    async take(userId, request) {
      const { battleId, left } = await lane(userId, () => takeChallenge(ctx, options.onWave, userId, request));
      if (left) events.emit("left", userId);
      try {
        await afterWave([battleId]);
      } catch (error) {
        app.log.error({ err: error, battleId }, "a taken challenge's battle did not begin");
      }
      events.emit("paired", battleId);
      return battleId;
    },
  });
  app.addHook("onReady", async () => {
    if (queue.kind === "memory") {
      const released = await releaseEarlierProcesses(ctx);
      if (released > 0) app.log.info({ released }, "queue tickets of an earlier process released");
    }
    arm();
  });
  app.addHook("onClose", async () => {
    closed = true;
    scheduler.clearTimeout(timer);
    await app.arenaQueue.idle();
  });
}

/**
 * Failed ticks reported once per outage: one warning at the first failure, one when a tick succeeds again with the
 * number that failed in between (not a line every tick).
 */
function tickOutage(log: FastifyBaseLogger) {
  let failing = 0;
  let total = 0;
  return {
    failed(error: unknown) {
      failing += 1;
      total += 1;
      if (failing === 1) {
        log.warn(
          { err: (error as Error)?.message },
          "arena queue paused: its ticks fail until the match queue answers",
        );
      }
    },
    succeeded() {
      if (failing === 0) return;
      log.warn({ failedTicks: failing }, `arena queue ticking again after ${failing} failed ticks`);
      failing = 0;
    },
    total: () => total,
  };
}
