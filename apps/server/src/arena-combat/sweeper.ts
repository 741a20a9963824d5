// The timer that cancels abandoned Arena Combats, so their ants go free even if the player never comes back.
import type { FastifyInstance } from "fastify";
import { type BatchSweeper, createBatchSweeper } from "../battles";
import type { Scheduler } from "../live/scheduler";
import { expireArenaCombats } from "./expiry";

declare module "fastify" {
  interface FastifyInstance {
    arenaCombatSweeper: BatchSweeper;
  }
}

/** Installs the Arena Combat sweeper on the battle sweeper's interval (EXPIRY_SWEEP_MS; 0 turns the timer off). */
export function installArenaCombatSweeper(app: FastifyInstance, scheduler: Scheduler, intervalMs: number): void {
  app.decorate(
    "arenaCombatSweeper",
    createBatchSweeper(app, scheduler, intervalMs, {
      batch: () => expireArenaCombats(app.deps.db, app.deps.now()),
      swept: "abandoned arena combats cancelled",
      failed: "sweeping abandoned arena combats failed",
    }),
  );
}
