// Message bus between server nodes: in-process by default, Redis pub/sub when REDIS_URL is set.
import { EventEmitter } from "node:events";
import type { Redis } from "ioredis";
import { parseWire } from "./wire";

export type BusHandler = (payload: unknown) => void;

export interface Bus {
  kind: "memory" | "redis";
  /** With Redis: the publishing client and the channel prefix, for atomic publish-with-history scripts. */
  redis?: { client: Redis; prefix: string };
  publish(channel: string, payload: unknown): Promise<void>;
  /** Subscribes and resolves once the subscription is live; returns the unsubscribe function. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
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
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** A bus shared by every node connected to the same Redis; ioredis is only loaded here. */
export async function createRedisBus(url: string, prefix = "antbrawl:"): Promise<Bus> {
  const { Redis } = await import("ioredis");
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Map<string, Set<BusHandler>>();
  sub.on("message", (channel: string, message: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    const payload = parseWire(message);
    for (const handler of set) handler(payload);
  });
  return {
    kind: "redis",
    redis: { client: pub, prefix },
    async publish(channel, payload) {
      await pub.publish(prefix + channel, JSON.stringify(payload));
    },
    async subscribe(channel, handler) {
      const key = prefix + channel;
      let set = handlers.get(key);
      if (!set) {
        set = new Set();
        handlers.set(key, set);
        await sub.subscribe(key);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(key);
        current?.delete(handler);
        if (current && current.size === 0) {
          handlers.delete(key);
          await sub.unsubscribe(key);
        }
      };
    },
    async close() {
      handlers.clear();
      sub.disconnect();
      pub.disconnect();
    },
  };
}

/** A plain ioredis client (for shared rate-limit counters); loaded only when Redis is configured. */
export async function openRedisClient(url: string) {
  const { Redis } = await import("ioredis");
  const client = new Redis(url, {
    connectTimeout: 5000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  await client.connect();
  return client;
}

/** Chooses the bus from the configuration. */
export function openBus(redisUrl: string | undefined): Promise<Bus> {
  return redisUrl ? createRedisBus(redisUrl) : Promise.resolve(createMemoryBus());
}
