// Live sessions remembered in memory for a short time, so most requests authenticate without a database query.
import type { Db } from "../db/database";
import { hashToken } from "../lib/tokens";
import { sessionByHash } from "./sessions-repository";

/** How long a looked-up session is trusted without asking the database again. */
const SESSION_CACHE_TTL_MS = 30_000;
/** Sessions remembered at most; the least recently used one goes first. */
const SESSION_CACHE_MAX = 10_000;

interface Entry {
  userId: string;
  expiresAt: number;
  cachedAt: number;
}

/**
 * A bounded LRU of token hash → user id. An entry lives `ttlMs` at most and never past its session's expiry; a
 * session end anywhere is announced on the bus and drops the entry on every node (see session-ends.ts).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private drops = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly max = SESSION_CACHE_MAX,
    private readonly monotonic: () => number = () => performance.now(),
  ) {}

  /** The user id of a live session: from memory when fresh, else from the database (then remembered). */
  async userIdForToken(db: Db, token: string, now = new Date()): Promise<string | undefined> {
    const hash = hashToken(token);
    const cached = this.entries.get(hash);
    if (cached) {
      if (this.monotonic() - cached.cachedAt < this.ttlMs && now.getTime() < cached.expiresAt) {
        this.entries.delete(hash);
        this.entries.set(hash, cached);
        return cached.userId;
      }
      this.entries.delete(hash);
    }
    const started = this.monotonic();
    const droppedBefore = this.drops;
    const row = await sessionByHash(db, hash, now);
    if (!row) return undefined;
    // A drop announced while the query ran may concern this very session: answer, but do not remember it.
    if (this.drops === droppedBefore) this.remember(hash, row.user_id, row.expires_at.getTime(), started);
    return row.user_id;
  }

  /** Forgets a session at once (logout or any other end of a session). */
  drop(tokenHash: string): void {
    this.drops += 1;
    this.entries.delete(tokenHash);
  }

  /** Forgets every session (the bus came back: ends announced meanwhile never reached this node). */
  clear(): void {
    this.drops += 1;
    this.entries.clear();
  }

  /** Sessions remembered now. */
  get size(): number {
    return this.entries.size;
  }

  private remember(hash: string, userId: string, expiresAt: number, cachedAt: number): void {
    this.entries.set(hash, { userId, expiresAt, cachedAt });
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
