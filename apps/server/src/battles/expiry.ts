// Scheduled battles expire: one never started within the TTL is cancelled and refunded, by the sweeper or when touched.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { cancelScheduledBattle } from "./cancel";
import { scheduledBattlesCreatedBy, scheduledBattlesOlderThan } from "./repository";

/**
 * How long a requested server battle waits for its challenger to start it. The web client starts a matched battle
 * after START_DELAY_SECONDS (2 s), so only an abandoned request (a closed tab) gets this old.
 */
export const SCHEDULED_BATTLE_TTL_MS = 10 * 60 * 1000;

/** True when a battle created at `createdAt` is past its TTL at `now` (the TTL itself included). */
export function hasExpired(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= SCHEDULED_BATTLE_TTL_MS;
}

/**
 * Cancels and refunds a player's expired scheduled battles — those they took part in on either side, or with
 * `antId` only those that ant was sent into — through the same code as the player's cancel, and answers their ids.
 * Request, start, history and balance call this first, so a player never waits for the sweeper. Each battle is cancelled in its own transaction, so
 * every transaction takes the one lock order (battle, ants, ledger accounts) and the caller's own transaction, which
 * may grant or lock balances, starts only afterwards. A battle started or cancelled meanwhile is skipped.
 */
export async function expireScheduledBattles(
  db: Kysely<Database>,
  player: { userId: string; antId?: string },
  now: Date,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - SCHEDULED_BATTLE_TTL_MS);
  const expired: string[] = [];
  for (const battleId of await scheduledBattlesCreatedBy(db, player, cutoff)) {
    const cancelled = await db.transaction().execute((trx) => cancelScheduledBattle(trx, battleId, now));
    if (cancelled) expired.push(battleId);
  }
  return expired;
}

/** Expired battles the sweeper cancels per batch. */
const SWEEP_BATCH = 100;

/**
 * Cancels and refunds up to SWEEP_BATCH expired scheduled battles of anyone (the sweeper's work), each in its own
 * transaction like expireScheduledBattles; answers how many it cancelled and whether the batch was full. Safe on many
 * nodes at once: markCancelled's row lock lets one of them cancel each battle and the others skip it.
 */
export async function expireBatch(db: Kysely<Database>, now: Date): Promise<{ cancelled: number; full: boolean }> {
  const cutoff = new Date(now.getTime() - SCHEDULED_BATTLE_TTL_MS);
  const ids = await scheduledBattlesOlderThan(db, cutoff, SWEEP_BATCH);
  let cancelled = 0;
  for (const battleId of ids) {
    if (await db.transaction().execute((trx) => cancelScheduledBattle(trx, battleId, now))) cancelled += 1;
  }
  return { cancelled, full: ids.length === SWEEP_BATCH };
}
