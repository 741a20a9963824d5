// The timer that sweeps expired battle requests, so abandoned ones stop counting as live even if nobody comes back.
import type { FastifyInstance } from "fastify";
import type { Scheduler } from "../live/scheduler";
import { type BatchSweeper, createBatchSweeper } from "./batch-sweeper";
import { expireBatch } from "./expiry";

declare module "fastify" {
  interface FastifyInstance {
    expirySweeper: BatchSweeper;
  }
}

/** Installs the battle request sweeper (EXPIRY_SWEEP_MS; 0 turns the timer off). */
export function installExpirySweeper(app: FastifyInstance, scheduler: Scheduler, intervalMs: number): void {
  app.decorate(
    "expirySweeper",
    createBatchSweeper(app, scheduler, intervalMs, {
      batch: () => expireBatch(app.deps.db, app.deps.now()),
      swept: "expired battle requests swept",
      failed: "sweeping expired battle requests failed",
    }),
  );
}
