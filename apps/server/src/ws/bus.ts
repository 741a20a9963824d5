// Message bus between server nodes: in-process by default, Redis pub/sub when REDIS_URL is set; rides out Redis outages.
import { EventEmitter } from "node:events";
import type { Redis, RedisOptions } from "ioredis";
import { parseWire, wireText } from "./wire";

type BusHandler = (payload: unknown) => void;

/** Where a bus reports its broker going away and coming back (the app's logger once it exists). */
export interface BusLogger {
  warn(context: object, message: string): void;
  info(context: object, message: string): void;
}

export interface Bus {
  kind: "memory" | "redis";
  /** With Redis: the publishing client and the channel prefix, for atomic publish-with-history scripts. */
  redis?: { client: Redis; prefix: string };
  publish(channel: string, payload: unknown): Promise<void>;
  /**
   * Subscribes and resolves once the subscription is live (with Redis down: once the handler is registered; it is
   * subscribed when Redis is back). Never rejects. Returns the unsubscribe function, which never rejects either.
   */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  /** False while the broker is unreachable (health then says degraded). */
  healthy(): boolean;
  /** Emits "up" once the broker is reachable again and every subscription is restored, "down" when it is lost. */
  events: EventEmitter;
  /** Routes the bus's outage reports to the app's logger. */
  useLogger(log: BusLogger): void;
  close(): Promise<void>;
}

/** A bus for a single process. */
export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: "memory",
    // Every subscriber gets the same object (never mutate a payload), so its JSON is made once for all of them.
    async publish(channel, payload) {
      emitter.emit(channel, payload);
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    healthy: () => true,
    events: new EventEmitter(),
    useLogger() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** Commands fail at once while Redis is unreachable instead of queueing; reconnects go on forever (max 2 s apart). */
const RESILIENT: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 5000,
  retryStrategy: (times) => Math.min(times * 100, 2000),
};

const consoleLogger: BusLogger = {
  warn: (context, message) => console.warn(message, context),
  info: (context, message) => console.info(message, context),
};

/** A bus shared by every node connected to the same Redis; ioredis is only loaded here. */
export async function createRedisBus(url: string, prefix = "antbrawl:"): Promise<Bus> {
  const { Redis } = await import("ioredis");
  const pub = new Redis(url, RESILIENT);
  const sub = new Redis(url, RESILIENT);
  const events = new EventEmitter();
  events.setMaxListeners(0);
  let log = consoleLogger;
  let up = false;
  let lost = false;
  let closing = false;
  const handlers = new Map<string, Set<BusHandler>>();

  const markDown = (error?: Error) => {
    if (!up || closing) return;
    up = false;
    lost = true;
    log.warn({ err: error?.message }, "Redis unreachable: live messages stay on this node until it is back");
    events.emit("down");
  };
  const restore = async () => {
    if (closing || pub.status !== "ready" || sub.status !== "ready") return;
    const keys = [...handlers.keys()];
    try {
      if (keys.length > 0) await sub.subscribe(...keys);
    } catch (error) {
      return markDown(error as Error);
    }
    if (up || pub.status !== "ready" || sub.status !== "ready") return;
    up = true;
    if (lost) log.info({ channels: keys.length }, "Redis reachable again: subscriptions restored");
    events.emit("up");
  };
  for (const client of [pub, sub]) {
    client.on("error", (error: Error) => markDown(error));
    client.on("close", () => markDown());
    client.on("ready", () => void restore());
  }
  sub.on("message", (channel: string, message: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    let payload: unknown;
    try {
      payload = parseWire(message);
    } catch {
      return;
    }
    for (const handler of set) handler(payload);
  });
  await Promise.all([pub.connect(), sub.connect()]);
  await restore();

  return {
    kind: "redis",
    redis: { client: pub, prefix },
    async publish(channel, payload) {
      const text = payload !== null && typeof payload === "object" ? wireText(payload) : JSON.stringify(payload);
      await pub.publish(prefix + channel, text);
    },
    async subscribe(channel, handler) {
      const key = prefix + channel;
      let set = handlers.get(key);
      if (!set) {
        set = new Set();
        handlers.set(key, set);
        // While Redis is down this fails; `restore` subscribes every known channel when it is back.
        await sub.subscribe(key).catch((error: Error) => markDown(error));
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(key);
        current?.delete(handler);
        if (current && current.size === 0) {
          handlers.delete(key);
          await sub.unsubscribe(key).catch(() => undefined);
        }
      };
    },
    healthy: () => up && pub.status === "ready" && sub.status === "ready",
    events,
    useLogger(logger) {
      log = logger;
    },
    async close() {
      closing = true;
      handlers.clear();
      sub.disconnect();
      pub.disconnect();
    },
  };
}

/** A plain ioredis client (for shared rate-limit counters); loaded only when Redis is configured. */
export async function openRedisClient(url: string): Promise<Redis> {
  const { Redis } = await import("ioredis");
  const client = new Redis(url, RESILIENT);
  // Errors surface as failed commands (the rate limiter then counts locally); the event itself must not crash us.
  client.on("error", () => undefined);
  await client.connect();
  return client;
}

/** Chooses the bus from the configuration. */
export function openBus(redisUrl: string | undefined): Promise<Bus> {
  return redisUrl ? createRedisBus(redisUrl) : Promise.resolve(createMemoryBus());
}
