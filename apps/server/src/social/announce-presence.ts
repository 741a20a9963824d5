// Presence announcements: a player's friends hear them come online or go offline, as the player's privacy allows.
import type { UnitDeps } from "../events/units";
import { friendIds } from "./friendships-repository";
import { readPreferences } from "./preferences-repository";

/**
 * Tells the player's friends that the player is now online or not (a `presence.changed` event, sent by notices/).
 * Every friend is told, not only those online now: after a Redis outage the friends' own leases may come back after
 * this one. Players hiding their status are announced only by `force` (the preference itself changing), and then as
 * offline.
 */
export async function announcePresence(
  { db, events }: UnitDeps,
  userId: string,
  online: boolean,
  force = false,
): Promise<void> {
  const prefs = await readPreferences(db, userId);
  if (!prefs.privacy.show_online_status && !force) return;
  const isOnline = online && prefs.privacy.show_online_status;
  await events.deliver([{ type: "presence.changed", userId, isOnline, friendIds: await friendIds(db, userId) }]);
}
