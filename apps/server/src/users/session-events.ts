// Session ends travel on the bus, so every node drops its cached copy of the session at once.
import type { FastifyInstance } from "fastify";
import type { Bus } from "../ws/bus";
import type { SessionCache } from "./session-cache";

/** The bus channel announcing ended sessions; the payload carries only the token's hash. */
export const SESSION_ENDED_CHANNEL = "sessions:ended";

interface SessionEnded {
  tokenHash: string;
}

/** Drops the session from this node's cache, then tells every other node. */
export async function announceSessionEnded(bus: Bus, cache: SessionCache, tokenHash: string): Promise<void> {
  cache.drop(tokenHash);
  await bus.publish(SESSION_ENDED_CHANNEL, { tokenHash } satisfies SessionEnded);
}

/** Subscribes this node's cache to session ends announced by any node; unsubscribes when the app closes. */
export async function installSessionEvents(app: FastifyInstance, bus: Bus, cache: SessionCache): Promise<void> {
  const unsubscribe = await bus.subscribe(SESSION_ENDED_CHANNEL, (payload) => {
    const { tokenHash } = (payload ?? {}) as Partial<SessionEnded>;
    if (typeof tokenHash === "string") cache.drop(tokenHash);
  });
  app.addHook("onClose", async () => {
    await unsubscribe().catch(() => undefined);
  });
}
