// Failed password sign-ins counted per account and per address: in Redis across nodes when set, else in memory.
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import { failoverStore } from "../plugins/rate-limit-store";

/** Failed attempts allowed per account, and per client address, in one window. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 } as const;

type Count = { current: number; ttl: number };

/** This node's own fixed windows, when there is no Redis. */
function memoryStore(): Pick<FastifyRateLimitStore, "incr"> {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    incr(key, callback, timeWindow) {
      const now = Date.now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + timeWindow };
        windows.set(key, window);
      }
      window.count += 1;
      callback(null, { current: window.count, ttl: window.endsAt - now });
    },
  };
}

/**
 * Counts failures only. A key over its limit is remembered as blocked on this node until its window ends, so a
 * right guess is refused too; another node learns it on its next failure (the count itself is shared in Redis).
 */
export class LoginThrottle {
  private readonly store: Pick<FastifyRateLimitStore, "incr">;
  private readonly blockedUntil = new Map<string, number>();

  constructor(redis: Redis | undefined, onFallback: (error: Error) => void = () => undefined) {
    if (redis) {
      const Store = failoverStore(redis, "antbrawl-login:", onFallback);
      this.store = new Store({});
    } else {
      this.store = memoryStore();
    }
  }

  /** True while the account or the address has used up its failures. */
  isBlocked(account: string, address: string): boolean {
    const now = Date.now();
    return [`a:${account}`, `ip:${address}`].some((key) => {
      const until = this.blockedUntil.get(key);
      if (until === undefined) return false;
      if (until > now) return true;
      this.blockedUntil.delete(key);
      return false;
    });
  }

  /** Counts a failure against both keys; answers true when either is now over its limit. */
  async recordFailure(account: string, address: string): Promise<boolean> {
    const [byAccount, byAddress] = await Promise.all([this.incr(`a:${account}`), this.incr(`ip:${address}`)]);
    let blocked = false;
    if (byAccount.current > LOGIN_LIMITS.perAccount) blocked = this.block(`a:${account}`, byAccount.ttl);
    if (byAddress.current > LOGIN_LIMITS.perAddress) blocked = this.block(`ip:${address}`, byAddress.ttl);
    return blocked;
  }

  private block(key: string, ttl: number): true {
    if (this.blockedUntil.size > 10_000) this.blockedUntil.clear();
    this.blockedUntil.set(key, Date.now() + Math.max(ttl, 1000));
    return true;
  }

  private incr(key: string): Promise<Count> {
    return new Promise((resolve, reject) => {
      this.store.incr(
        key,
        (error, result) => (error || !result ? reject(error ?? new Error("no count")) : resolve(result)),
        LOGIN_LIMITS.windowMs,
        0,
      );
    });
  }
}
