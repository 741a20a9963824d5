// The game-wide counts kept in memory for a moment and recomputed after any write to the tables they count.
import type { GameStats } from "@antbrawl/protocol/battles";

/** How long counts are served without asking the database; another node's writes show after at most this long. */
const GAME_STATS_TTL_MS = 1_000;

/** The tables whose rows /api/game/stats counts. */
export const COUNTED_TABLES = ["ants", "users", "battles"] as const;

/**
 * One cached value, dropped by `invalidate()` (a local write) or after `ttlMs`; concurrent misses share one
 * computation, and a computation that overlapped a write is answered but not kept.
 */
export class StatsCache {
  private value: GameStats | undefined;
  private computedAt = 0;
  private generation = 0;
  private inflight: { generation: number; promise: Promise<GameStats> } | undefined;

  constructor(
    private readonly compute: () => Promise<GameStats>,
    private readonly ttlMs = GAME_STATS_TTL_MS,
    private readonly monotonic: () => number = () => performance.now(),
  ) {}

  /** The counts, from memory when fresh. */
  get(): Promise<GameStats> {
    if (this.value && this.monotonic() - this.computedAt < this.ttlMs) return Promise.resolve(this.value);
    if (this.inflight?.generation === this.generation) return this.inflight.promise;
    const generation = this.generation;
    const started = this.monotonic();
    const promise = this.compute().then(
      (value) => {
        if (this.generation === generation) {
          this.value = value;
          this.computedAt = started;
        }
        if (this.inflight?.promise === promise) this.inflight = undefined;
        return value;
      },
      (error: unknown) => {
        if (this.inflight?.promise === promise) this.inflight = undefined;
        throw error;
      },
    );
    this.inflight = { generation, promise };
    return promise;
  }

  /** Forgets the counts: the next request recomputes them. */
  invalidate(): void {
    this.generation += 1;
    this.value = undefined;
  }
}
