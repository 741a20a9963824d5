// A player's preferences: read with defaults, changed field by field under a row lock so concurrent saves both count.
import type { Preferences, PreferencesPatch } from "@antbrawl/protocol/social";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { readPreferences, writePreferences } from "./preferences-repository";

export { readPreferences as getPreferences };

/** Applies the given fields; answers the old and the new preferences. */
export async function updatePreferences(
  db: Kysely<Database>,
  userId: string,
  patch: PreferencesPatch,
  now: Date,
): Promise<{ before: Preferences; after: Preferences }> {
  return db.transaction().execute(async (trx) => {
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
    return { before, after };
  });
}
