// A player's preferences: read with defaults, changed field by field under a row lock so concurrent saves both count.
import type { Preferences, PreferencesPatch } from "@antbrawl/protocol/social";
import type { UnitDeps } from "../events/units";
import { readPreferences, writePreferences } from "./preferences-repository";

export { readPreferences as getPreferences };

/** Applies the given fields; answers the new preferences. Showing or hiding the online status is announced. */
export async function updatePreferences(
  { db, events }: UnitDeps,
  userId: string,
  patch: PreferencesPatch,
  now: Date,
): Promise<Preferences> {
  return events.transact(db, async ({ trx, raise }) => {
    await trx
      .insertInto("user_preferences")
      .values({ user_id: userId, updated_at: now })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .execute();
    await trx.selectFrom("user_preferences").select("user_id").where("user_id", "=", userId).forUpdate().execute();
    const before = await readPreferences(trx, userId);
    const after: Preferences = {
      notifications: { ...before.notifications, ...patch.notifications },
      privacy: { ...before.privacy, ...patch.privacy },
    };
    await writePreferences(trx, userId, after, now);
    if (before.privacy.show_online_status !== after.privacy.show_online_status) {
      await raise({ type: "presence.visibility_changed", userId });
    }
    return after;
  });
}
