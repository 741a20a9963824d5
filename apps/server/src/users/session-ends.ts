// Sessions end everywhere they should: logout, a password change, expiry and an operator's revoke stop HTTP and close
// sockets on every node; a node that missed the bus message finds out when the bus returns or at its next revalidation.
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../db/database";
import type { Scheduler, TimerHandle } from "../live/scheduler";
import type { Bus } from "../ws/bus";
import type { Hub } from "../ws/hub";
import type { SessionCache } from "./session-cache";
import { liveSessionHashes } from "./sessions-repository";

/** The bus channel announcing ended sessions; the payload carries only token hashes. */
export const SESSION_ENDED_CHANNEL = "sessions:ended";
/** How often a node checks that every socket it holds still has a live session (expiry, missed messages, revokes). */
export const SESSION_REVALIDATE_MS = 30_000;

interface SessionEnded {
  tokenHashes: string[];
}

export interface SessionEndsDeps {
  db: Db;
  bus: Bus;
  cache: SessionCache;
  hub: Hub;
  now: () => Date;
  log: FastifyBaseLogger;
}

export class SessionEnds {
  private timer: TimerHandle | null = null;
  private stopped = false;
  private revalidating: Promise<number> | null = null;

  constructor(private readonly deps: SessionEndsDeps) {}

  /**
   * Announces sessions already deleted from the database: this node forgets and closes them at once, the others
   * through the bus. During a bus outage the others learn it when the bus returns or at their next revalidation.
   */
  async ended(tokenHashes: readonly string[]): Promise<void> {
    if (tokenHashes.length === 0) return;
    this.forget(tokenHashes);
    await this.deps.bus
      .publish(SESSION_ENDED_CHANNEL, { tokenHashes: [...tokenHashes] } satisfies SessionEnded)
      .catch((error: Error) => {
        this.deps.log.warn(
          { err: error.message, sessions: tokenHashes.length },
          "session end not published: other nodes find out when the bus is back",
        );
      });
  }

  /**
   * Closes every socket here whose session no longer lives (deleted, revoked or expired at `now`); answers how many
   * sessions it ended. A database that does not answer closes nothing.
   */
  revalidate(): Promise<number> {
    this.revalidating ??= this.check().finally(() => {
      this.revalidating = null;
    });
    return this.revalidating;
  }

  /** Subscribes to session ends, revalidates when the bus comes back and every SESSION_REVALIDATE_MS. */
  async install(app: FastifyInstance, scheduler: Scheduler, everyMs = SESSION_REVALIDATE_MS): Promise<void> {
    const { bus, cache } = this.deps;
    const unsubscribe = await bus.subscribe(SESSION_ENDED_CHANNEL, (payload) => {
      const { tokenHashes } = (payload ?? {}) as Partial<SessionEnded>;
      if (Array.isArray(tokenHashes)) this.forget(tokenHashes.filter((h): h is string => typeof h === "string"));
    });
    const backUp = () => {
      // Ends announced during the outage never reached this node: trust no cached session, recheck every socket.
      cache.clear();
      void this.revalidate();
    };
    bus.events.on("up", backUp);
    const arm = () => {
      if (this.stopped || everyMs <= 0) return;
      this.timer = scheduler.setTimeout(() => {
        this.timer = null;
        void this.revalidate().finally(arm);
      }, everyMs);
    };
    app.addHook("onReady", async () => arm());
    app.addHook("onClose", async () => {
      this.stopped = true;
      scheduler.clearTimeout(this.timer);
      bus.events.off("up", backUp);
      await unsubscribe().catch(() => undefined);
      await this.revalidating?.catch(() => undefined);
    });
  }

  private forget(tokenHashes: readonly string[]): void {
    for (const hash of tokenHashes) this.deps.cache.drop(hash);
    this.deps.hub.closeSessions(tokenHashes);
  }

  private async check(): Promise<number> {
    const held = [...this.deps.hub.sessionIds()];
    if (held.length === 0) return 0;
    let live: Set<string>;
    try {
      live = await liveSessionHashes(this.deps.db, held, this.deps.now());
    } catch (error) {
      this.deps.log.warn({ err: (error as Error).message }, "sessions not revalidated: the database did not answer");
      return 0;
    }
    const ended = held.filter((hash) => !live.has(hash));
    this.forget(ended);
    return ended.length;
  }
}
