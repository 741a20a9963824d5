// DELETE /users/{userId}/ants/{antId}/battle: cancels the ant's scheduled battle, refunds the stakes, frees the ant.
import type { Kysely } from "kysely";
import { ANT_NOT_FOUND } from "../colony/ants";
import { findAnt } from "../db/repositories/ants";
import { markCancelled, participantsOf, releaseAntFromBattle, scheduledBattleOfAnt } from "../db/repositories/battles";
import type { Database } from "../db/schema";
import { conflict, notFound } from "../lib/http-error";
import { refundStakes } from "./ledger";
import { ALREADY_STARTED, NO_PENDING_BATTLE } from "./messages";
import { stakesOf } from "./play";

/**
 * 404 when the ant is not the player's or has no scheduled battle; 409 when the battle started meanwhile. Lock order
 * as everywhere: battle, ant, ledger accounts.
 */
export async function cancelBattle(db: Kysely<Database>, userId: string, antId: string, now: Date): Promise<string> {
  return db.transaction().execute(async (trx) => {
    if (!(await findAnt(trx, userId, antId))) throw notFound(ANT_NOT_FOUND);
    const battleId = await scheduledBattleOfAnt(trx, userId, antId);
    if (!battleId) throw notFound(NO_PENDING_BATTLE);
    if (!(await markCancelled(trx, battleId, now))) throw conflict(ALREADY_STARTED);
    await releaseAntFromBattle(trx, antId, now);
    await refundStakes(trx, stakesOf(battleId, await participantsOf(trx, [battleId])), now);
    return battleId;
  });
}
