// Rate-limit counters shared through Redis that fall back to this node's own counters while Redis is unreachable.
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from "@fastify/rate-limit";
import type { Redis } from "ioredis";

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** INCR with a window set on the first hit; answers the count and the window's remaining milliseconds. */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

/** Fixed windows kept in memory, for the time Redis is away (or for good without Redis). */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  incr(key: string, timeWindow: number): Result {
    const now = Date.now();
    if (this.windows.size > 10_000) for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

/**
 * The `store` for @fastify/rate-limit: counts in Redis across every node; when a Redis call fails the request is
 * counted in this node's memory instead (fail open to a local limit, never a 500).
 */
export function failoverStore(redis: Redis, nameSpace: string, onFallback: (error: Error) => void) {
  const local = new LocalWindows();
  const make = (prefix: string): FastifyRateLimitStore => ({
    incr(key: string, callback: Callback, timeWindow: number) {
      const name = prefix + key;
      redis.eval(INCR_SCRIPT, 1, name, String(timeWindow)).then(
        (answer) => {
          const [current, ttl] = answer as [number, number];
          callback(null, { current: Number(current), ttl: Number(ttl) });
        },
        (error: Error) => {
          onFallback(error);
          callback(null, local.incr(name, timeWindow));
        },
      );
    },
    child(routeOptions) {
      const route = (routeOptions as unknown as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return make(`${prefix}${route?.method ?? ""}${route?.url ?? ""}-`);
    },
  });
  return class {
    constructor(_options: FastifyRateLimitOptions) {
      Object.assign(this, make(nameSpace));
    }
  } as unknown as new (
    options: FastifyRateLimitOptions,
  ) => FastifyRateLimitStore;
}
