// The timer that sweeps expired battle requests, so abandoned ones stop counting as live even if nobody comes back.
import type { FastifyInstance } from "fastify";
import type { Scheduler, TimerHandle } from "../live/scheduler";
import { expireBatch } from "./expiry";

/** The sweeper of one app: ticks every `intervalMs` on its scheduler between the app's ready and close. */
export interface ExpirySweeper {
  /** Sweeps now (every expired battle, batch after batch); answers how many it cancelled. */
  tick(): Promise<number>;
  /** Resolves when no tick is running (tests await it after moving the scheduler). */
  idle(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    expirySweeper: ExpirySweeper;
  }
}

/**
 * Installs the sweeper: the first tick `intervalMs` after the app is ready, the next `intervalMs` after each one ends
 * (ticks never overlap), none after close, which waits for a running tick. 0 turns the timer off (`tick` still works).
 * A failing tick (database down) is logged and retried at the next interval.
 */
export function installExpirySweeper(app: FastifyInstance, scheduler: Scheduler, intervalMs: number): void {
  let timer: TimerHandle | null = null;
  let running: Promise<number> | null = null;
  let closed = false;

  async function sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const { cancelled, full } = await expireBatch(app.deps.db, app.deps.now());
      total += cancelled;
      if (!full || closed) return total;
    }
  }

  function tick(): Promise<number> {
    running ??= sweep().finally(() => {
      running = null;
    });
    return running;
  }

  function arm(): void {
    if (closed || intervalMs <= 0) return;
    timer = scheduler.setTimeout(() => {
      timer = null;
      tick()
        .then((cancelled) => {
          if (cancelled > 0) app.log.info({ cancelled }, "expired battle requests swept");
        })
        .catch((error: unknown) => app.log.error({ err: error }, "sweeping expired battle requests failed"))
        .finally(arm);
    }, intervalMs);
  }

  app.decorate("expirySweeper", {
    tick,
    async idle() {
      await running?.catch(() => undefined);
    },
  });
  app.addHook("onReady", async () => arm());
  app.addHook("onClose", async () => {
    closed = true;
    scheduler.clearTimeout(timer);
    await running?.catch(() => undefined);
  });
}
