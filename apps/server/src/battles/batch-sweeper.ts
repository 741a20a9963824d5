// A timer that sweeps expired rows in batches between an app's ready and close (battle requests, Arena Combats).
import type { FastifyInstance } from "fastify";
import type { Scheduler, TimerHandle } from "../live/scheduler";

/** A sweeper of one app: ticks every `intervalMs` on its scheduler between the app's ready and close. */
export interface BatchSweeper {
  /** Sweeps now (every expired row, batch after batch); answers how many it cancelled. */
  tick(): Promise<number>;
  /** Resolves when no tick is running (tests await it after moving the scheduler). */
  idle(): Promise<void>;
}

/** What one sweeper sweeps, and the log lines it writes. */
export interface BatchSweep {
  /** Cancels one batch as of now; `full` when more may be left. */
  batch(): Promise<{ cancelled: number; full: boolean }>;
  /** Info line when a tick cancelled something. */
  swept: string;
  /** Error line when a tick failed. */
  failed: string;
}

/**
 * A sweeper on `app`'s lifecycle: the first tick `intervalMs` after the app is ready, the next `intervalMs` after each
 * one ends (ticks never overlap), none after close, which waits for a running tick. 0 turns the timer off (`tick`
 * still works). A failing tick (database down) is logged and retried at the next interval.
 */
export function createBatchSweeper(
  app: FastifyInstance,
  scheduler: Scheduler,
  intervalMs: number,
  sweepOf: BatchSweep,
): BatchSweeper {
  let timer: TimerHandle | null = null;
  let running: Promise<number> | null = null;
  let closed = false;

  async function sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const { cancelled, full } = await sweepOf.batch();
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
          if (cancelled > 0) app.log.info({ cancelled }, sweepOf.swept);
        })
        .catch((error: unknown) => app.log.error({ err: error }, sweepOf.failed))
        .finally(arm);
    }, intervalMs);
  }

  app.addHook("onReady", async () => arm());
  app.addHook("onClose", async () => {
    closed = true;
    scheduler.clearTimeout(timer);
    await running?.catch(() => undefined);
  });
  return {
    tick,
    async idle() {
      await running?.catch(() => undefined);
    },
  };
}
