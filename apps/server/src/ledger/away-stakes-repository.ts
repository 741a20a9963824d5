// SQL for away-stake consent: a player's stored setting, read and written whole.
import type { Db } from "../db/database";

/** A player's consent as stored. */
export interface AwayStakeConsent {
  enabled: boolean;
  maxStakeMilli: number;
}

/** The player's stored consent, or undefined when they never set one (no consent). */
export async function findAwayStakeConsent(db: Db, userId: string): Promise<AwayStakeConsent | undefined> {
  const row = await db
    .selectFrom("away_stakes")
    .select(["enabled", "max_stake_milli"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row && { enabled: row.enabled, maxStakeMilli: row.max_stake_milli };
}

/** Stores the player's consent, replacing any earlier one. */
export async function saveAwayStakeConsent(db: Db, userId: string, consent: AwayStakeConsent, at: Date): Promise<void> {
  const values = { enabled: consent.enabled, max_stake_milli: consent.maxStakeMilli, updated_at: at };
  await db
    .insertInto("away_stakes")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}
