// Sign-in attempts taken before the password is compared (AU3): in Redis across nodes, in memory without it or while it is away.
import {
  type AttemptAnswer,
  type AttemptCounter,
  AttemptWindows,
  SIGN_IN_LIMITS,
} from "@antbrawl/rules/accounts/sign-in-attempts";
import type { Redis } from "ioredis";

/** KEYS: the counters; ARGV: the window, then each counter's limit. INCR all, answer the wait of the fullest (0: allowed). */
const TAKE_SCRIPT = `
local window = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then redis.call('PEXPIRE', key, window); ttl = window end
  if count > tonumber(ARGV[i + 1]) then wait = math.max(wait, ttl) end
end
return wait`;

/** KEYS: the counters; ARGV: their limits. Gives one attempt back where the window never refused one (AU5). */
const GIVE_BACK_SCRIPT = `
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count > 0 and count <= tonumber(ARGV[i]) then redis.call('DECR', key) end
end
return 0`;

/** A taken attempt: the answer, and how to give it back after a right password. */
export interface TakenAttempt {
  answer: AttemptAnswer;
  giveBack(): Promise<void>;
}

/**
 * Takes one attempt on every counter atomically (a Lua script in Redis, a synchronous step in memory), so a burst of
 * parallel guesses has at most each counter's limit compared. While Redis is unreachable this node counts alone.
 */
export class SignInAttempts {
  private readonly local: AttemptWindows;

  constructor(
    private readonly redis: Redis | undefined,
    private readonly now: () => number,
    private readonly onFallback: (error: Error) => void = () => undefined,
    private readonly prefix = "antbrawl-signin:",
  ) {
    this.local = new AttemptWindows(SIGN_IN_LIMITS.windowMs);
  }

  async take(counters: readonly AttemptCounter[]): Promise<TakenAttempt> {
    if (this.redis) {
      const keys = counters.map((c) => this.prefix + c.key);
      const limits = counters.map((c) => String(c.limit));
      try {
        const wait = Number(
          await this.redis.eval(TAKE_SCRIPT, keys.length, ...keys, SIGN_IN_LIMITS.windowMs, ...limits),
        );
        const redis = this.redis;
        return {
          answer: wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true },
          giveBack: async () => {
            await redis.eval(GIVE_BACK_SCRIPT, keys.length, ...keys, ...limits).catch(() => undefined);
          },
        };
      } catch (error) {
        this.onFallback(error as Error);
      }
    }
    return {
      answer: this.local.take(counters, this.now()),
      giveBack: async () => this.local.giveBack(counters, this.now()),
    };
  }
}
