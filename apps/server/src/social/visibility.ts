// Which players others see online: online on some node and not hiding their status.
import type { FastifyInstance } from "fastify";
import { readManyPreferences } from "./preferences-repository";

/** The given players that are online and show it. */
export async function visibleOnline(app: FastifyInstance, userIds: readonly string[]): Promise<Set<string>> {
  const online = await app.presence.onlineOf(userIds);
  if (online.size === 0) return online;
  const prefs = await readManyPreferences(app.deps.db, [...online]);
  return new Set([...online].filter((id) => prefs.get(id)?.privacy.show_online_status));
}
