// Saved preferences: SQL only; a player without a row has every default.
import { DEFAULT_PREFERENCES, type Preferences } from "@antbrawl/protocol/social";
import type { Db } from "../db/database";

type Flags = Preferences["notifications"] & Preferences["privacy"];

const shape = (f: Flags): Preferences => ({
  notifications: {
    battle_invitations: f.battle_invitations,
    friend_requests: f.friend_requests,
    training_completion: f.training_completion,
    lab_completion: f.lab_completion,
    needs_critical: f.needs_critical,
    battle_results: f.battle_results,
    achievements: f.achievements,
  },
  privacy: {
    show_online_status: f.show_online_status,
    allow_friend_invites: f.allow_friend_invites,
    public_battle_history: f.public_battle_history,
    show_in_live_now: f.show_in_live_now,
  },
});

const COLUMNS = [
  "battle_invitations",
  "friend_requests",
  "training_completion",
  "lab_completion",
  "needs_critical",
  "battle_results",
  "achievements",
  "show_online_status",
  "allow_friend_invites",
  "public_battle_history",
  "show_in_live_now",
] as const;

export async function readPreferences(db: Db, userId: string): Promise<Preferences> {
  const row = await db.selectFrom("user_preferences").select(COLUMNS).where("user_id", "=", userId).executeTakeFirst();
  return row ? shape(row) : structuredClone(DEFAULT_PREFERENCES);
}

/** Preferences of many players at once (defaults for those without a row). */
export async function readManyPreferences(db: Db, userIds: readonly string[]): Promise<Map<string, Preferences>> {
  const found = new Map<string, Preferences>();
  if (userIds.length === 0) return found;
  const rows = await db
    .selectFrom("user_preferences")
    .select(["user_id", ...COLUMNS])
    .where("user_id", "in", [...userIds])
    .execute();
  for (const row of rows) found.set(row.user_id, shape(row));
  for (const id of userIds) if (!found.has(id)) found.set(id, structuredClone(DEFAULT_PREFERENCES));
  return found;
}

/** Writes the whole set (insert or replace). */
export async function writePreferences(db: Db, userId: string, prefs: Preferences, now: Date): Promise<void> {
  const flags = { ...prefs.notifications, ...prefs.privacy };
  await db
    .insertInto("user_preferences")
    .values({ user_id: userId, ...flags, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...flags, updated_at: now }))
    .execute();
}
