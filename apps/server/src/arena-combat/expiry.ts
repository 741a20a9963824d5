// Abandoned Arena Combats expire: a fight not finished within its TTL is cancelled and its ants go free.
import type { Kysely } from "kysely";
import { cancelInProgressBattle, participantsOf } from "../battles";
import { releaseAntFromBattle } from "../colony";
import type { Database } from "../db/schema";
import { endArenaCombat, expiredArenaCombats } from "./repository";

/** Expired fights cancelled per batch. */
const ARENA_SWEEP_BATCH = 100;

/**
 * Cancels one expired fight in its own transaction: the battle row moves in_progress → cancelled under its lock (a
 * fight finished meanwhile is skipped), both ants leave the battle unchanged, and the fight is ended. True if cancelled.
 */
async function cancelExpired(db: Kysely<Database>, battleId: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await cancelInProgressBattle(trx, battleId, "topdown_arena", now))) return false;
    for (const side of await participantsOf(trx, [battleId])) await releaseAntFromBattle(trx, side.ant_id, now);
    await endArenaCombat(trx, battleId, { at: now });
    return true;
  });
}

/**
 * Cancels expired fights, up to ARENA_SWEEP_BATCH: a player's own (`userId`, called before their arena-combat
 * requests so they never wait for the sweeper) or anyone's (the sweeper). Answers how many it cancelled and whether
 * the batch was full. Safe on many nodes at once: the battle row's lock lets one of them cancel each fight.
 */
export async function expireArenaCombats(
  db: Kysely<Database>,
  now: Date,
  userId?: string,
): Promise<{ cancelled: number; full: boolean }> {
  const ids = await expiredArenaCombats(db, now, { userId, limit: ARENA_SWEEP_BATCH });
  let cancelled = 0;
  for (const battleId of ids) if (await cancelExpired(db, battleId, now)) cancelled += 1;
  return { cancelled, full: ids.length === ARENA_SWEEP_BATCH };
}
