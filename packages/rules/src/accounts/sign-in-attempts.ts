// Password sign-in attempts: which counters an attempt takes, their limits and window, and counting them in memory.

/**
 * [AU1] Password sign-in attempts allowed in one fixed 15-minute window: 5 per account, 20 per client address, and 5
 * per trusted device (a browser that signed in to that account before, AU4).
 */
export const SIGN_IN_LIMITS = { perAccount: 5, perAddress: 20, perDevice: 5, windowMs: 15 * 60_000 } as const;

/** [AU4] How long a browser stays a trusted device of the account it last signed in to with a password. */
export const TRUSTED_DEVICE_DAYS = 90;

/** One counter an attempt takes, and how many attempts it allows per window. */
export interface AttemptCounter {
  key: string;
  limit: number;
}

/** Who is trying: the account's key, the client address, and the trusted device's id when the browser has one. */
export interface AttemptSource {
  account: string;
  address: string;
  device?: string;
}

/**
 * [AU2][AU4] The counters an attempt takes: the account's and the address's; from a trusted device of that account
 * only the device's own, so a stranger's guesses can lock the account for strangers but never for its owner's browser.
 */
export function attemptCounters(source: AttemptSource): AttemptCounter[] {
  if (source.device) return [{ key: `d:${source.device}`, limit: SIGN_IN_LIMITS.perDevice }];
  return [
    { key: `a:${source.account}`, limit: SIGN_IN_LIMITS.perAccount },
    { key: `ip:${source.address}`, limit: SIGN_IN_LIMITS.perAddress },
  ];
}

/** The answer to taking an attempt: allowed, or refused with the time until the fullest window ends. */
export type AttemptAnswer = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * [AU3][AU5] Fixed windows counted in memory (one process, no Redis). `take` counts the attempt on every counter before
 * the password is compared, so however many attempts arrive at once, at most `limit` of them are ever compared in a
 * window; `giveBack` returns one attempt after a right password, never below zero and never reopening a window that
 * refused attempts. Time is passed in.
 */
export class AttemptWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly windowMs: number = SIGN_IN_LIMITS.windowMs) {}

  take(counters: readonly AttemptCounter[], nowMs: number): AttemptAnswer {
    this.forgetEnded(nowMs);
    let retryAfterMs = 0;
    for (const counter of counters) {
      let window = this.windows.get(counter.key);
      if (!window || window.endsAt <= nowMs) {
        window = { count: 0, endsAt: nowMs + this.windowMs };
        this.windows.set(counter.key, window);
      }
      window.count += 1;
      if (window.count > counter.limit) retryAfterMs = Math.max(retryAfterMs, window.endsAt - nowMs);
    }
    return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
  }

  giveBack(counters: readonly AttemptCounter[], nowMs: number): void {
    for (const counter of counters) {
      const window = this.windows.get(counter.key);
      if (window && window.endsAt > nowMs && window.count > 0 && window.count <= counter.limit) window.count -= 1;
    }
  }

  /** Attempts counted now on a key (tests and diagnostics). */
  count(key: string, nowMs: number): number {
    const window = this.windows.get(key);
    return window && window.endsAt > nowMs ? window.count : 0;
  }

  private forgetEnded(nowMs: number): void {
    if (this.windows.size <= 10_000) return;
    for (const [key, window] of this.windows) if (window.endsAt <= nowMs) this.windows.delete(key);
  }
}
