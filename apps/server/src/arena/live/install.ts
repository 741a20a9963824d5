// Installs the live arena on an app: its node's driver, the websocket handlers, and start and stop with the app.
import type { FastifyInstance } from "fastify";
import type { Scheduler } from "../../live/scheduler";
import { LiveDriver, type SpectateGuard } from "./driver";
import { installLiveHandlers } from "./handlers";

declare module "fastify" {
  interface FastifyInstance {
    liveArena: LiveDriver;
  }
}

/**
 * Decorates `app.liveArena` (this node's driver, with its node id), registers the live handlers, takes over lapsed
 * battles when the app is ready and releases this node's leases when it closes.
 */
export async function installLiveArena(app: FastifyInstance, scheduler: Scheduler): Promise<void> {
  const driver = new LiveDriver(app, scheduler, app.deps.nodeId);
  app.decorate("liveArena", driver);
  installLiveHandlers(app, driver);
  app.addHook("onReady", async () => driver.start());
  app.addHook("preClose", async () => driver.stop());
}

/** Starts driving a live battle after the transaction that created it committed. */
export function beginLiveBattle(app: FastifyInstance, battleId: string): Promise<boolean> {
  return app.liveArena.begin(battleId);
}

/** Starts driving a wave of live battles after their transaction committed: one lease write, rooms loaded together. */
export function beginLiveBattles(app: FastifyInstance, battleIds: readonly string[]): Promise<string[]> {
  return app.liveArena.beginMany(battleIds);
}

/** Adds a guard asked before anyone starts watching a live battle on this app. */
export function guardSpectating(app: FastifyInstance, guard: SpectateGuard): void {
  app.liveArena.spectateGuards.push(guard);
}
