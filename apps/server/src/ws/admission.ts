// Who may hold a live socket and how hard it may talk: frame size, message rate, sockets per address, the upgrade's Origin.
import type { FastifyRequest } from "fastify";
import { allowedOrigin } from "../plugins/origin";

/** The limits of one node; see docs/hardening.md for why these numbers. */
export const WS_LIMITS = {
  /** Largest frame accepted; a bigger one closes the socket with 1009 (ws itself). */
  maxPayload: 16 * 1024,
  /** Token bucket per socket: refill per second and burst. Past it: `error` `rate_limited`, then close 4429. */
  messagesPerSecond: 20,
  messageBurst: 40,
  /** Sockets per player on this node; a new one closes the oldest with 4409 'superseded'. */
  socketsPerPlayer: 8,
  /** Sockets per client address on this node; one more is closed at once with 4429. */
  socketsPerAddress: 32,
} as const;

/** A token bucket: `take()` is false once the burst is spent faster than the rate refills it. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = clock();
  }

  take(): boolean {
    const now = this.clock();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Counts open sockets per client address (the address Fastify derives with the trusted hop count). */
export class AddressSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Takes a slot for the address; false (nothing taken) when it already holds `limit`. */
  acquire(address: string): boolean {
    const used = this.open.get(address) ?? 0;
    if (used >= this.limit) return false;
    this.open.set(address, used + 1);
    return true;
  }

  release(address: string): void {
    const used = (this.open.get(address) ?? 1) - 1;
    if (used <= 0) this.open.delete(address);
    else this.open.set(address, used);
  }
}

/**
 * True unless the upgrade names a foreign Origin. Browsers always send one on a websocket upgrade, so a page of another
 * site is refused; a client without an Origin is not a browser and cannot ride on a player's cookie.
 */
export function upgradeOriginAllowed(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const given = request.headers.origin;
  if (given === undefined) return true;
  let origin: string;
  try {
    origin = new URL(given).origin;
  } catch {
    return false;
  }
  return origin === allowedOrigin(request, publicOrigin);
}
