// Presence for the app: in memory on one node, through Redis with a shared bus; friends hear every change.
import type { FastifyInstance } from "fastify";
import { MemoryPresence, PRESENCE_TIMINGS, type Presence, type PresenceTimings, RedisPresence } from "../presence";
import { announcePresence } from "./announce-presence";

declare module "fastify" {
  interface FastifyInstance {
    presence: Presence;
  }
}

/**
 * Decorates `app.presence`, announces changes (and a player showing or hiding their status while online) to friends
 * and stops cleanly with the app. Call on the root.
 */
export async function installSocial(app: FastifyInstance, timings: PresenceTimings = PRESENCE_TIMINGS): Promise<void> {
  const { hub, bus } = app.deps;
  const presence: Presence = bus.redis
    ? new RedisPresence(hub, app.log, bus.redis.client, bus.redis.prefix, timings)
    : new MemoryPresence(hub, app.log);
  app.decorate("presence", presence);
  // Announcements under way, so a clean shutdown sends its players' last "offline" before the bus closes.
  const pending = new Set<Promise<void>>();
  presence.onChange((userId, online) => {
    const announcing = announcePresence(app.deps, userId, online)
      .catch((error: unknown) => app.log.warn({ err: error, userId }, "presence not announced"))
      .finally(() => pending.delete(announcing));
    pending.add(announcing);
  });
  app.deps.events.afterCommit("presence.visibility_changed", async ({ userId }) => {
    if (!(await presence.onlineOf([userId])).has(userId)) return;
    announcePresence(app.deps, userId, true, true).catch((error: unknown) =>
      app.log.warn({ err: error }, "presence not announced"),
    );
  });
  await presence.start();
  app.addHook("preClose", async () => {
    await presence.stop().catch(() => undefined);
    await Promise.all(pending);
  });
}
