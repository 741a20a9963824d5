// Cancelling a scheduled battle (the player's DELETE, or its expiry): status cancelled, ant freed, stakes refunded.
import { BATTLE_ERRORS, COLONY_ERRORS } from "@antbrawl/protocol/errors";
import { findAnt, releaseAntFromBattle } from "../colony";
import type { Db } from "../db/database";
import type { UnitDeps } from "../events/units";
import { refundStakes, stakesOf } from "../ledger";
import { conflict, notFound } from "../lib/domain-error";
import { type BattleRow, markCancelled, participantsOf, scheduledBattleOfAnt } from "./repository";

/**
 * Cancels a scheduled battle in the caller's transaction: the battle becomes cancelled (locking its row), the ants
 * that were sent in (not the stored defender, which was never marked busy) are freed in id order and both stakes go
 * back from escrow. Undefined, changing nothing, when the battle is no longer scheduled. Lock order as everywhere:
 * battle, ants, ledger accounts. Both the player's cancel and the expiry of a scheduled battle come through here.
 */
export async function cancelScheduledBattle(trx: Db, battleId: string, now: Date): Promise<BattleRow | undefined> {
  const battle = await markCancelled(trx, battleId, now);
  if (!battle) return undefined;
  const sides = await participantsOf(trx, [battleId]);
  const sentIn = new Set(sides.filter((side) => !side.is_defender).map((side) => side.ant_id));
  for (const antId of [...sentIn].sort()) await releaseAntFromBattle(trx, antId, now);
  await refundStakes(trx, stakesOf(battleId, sides), now);
  return battle;
}

/**
 * DELETE /users/{userId}/ants/{antId}/battle: 404 when the ant is not the player's or has no scheduled battle; 409
 * when the battle started meanwhile.
 */
export async function cancelBattle(
  { db, events }: UnitDeps,
  userId: string,
  antId: string,
  now: Date,
): Promise<string> {
  return events.transact(db, async ({ trx, raise }) => {
    if (!(await findAnt(trx, userId, antId))) throw notFound(COLONY_ERRORS.antNotFound);
    const battleId = await scheduledBattleOfAnt(trx, userId, antId);
    if (!battleId) throw notFound(BATTLE_ERRORS.noPendingBattle);
    if (!(await cancelScheduledBattle(trx, battleId, now))) throw conflict(BATTLE_ERRORS.alreadyStarted);
    await raise({ type: "ant.changed", userId, antId });
    return battleId;
  });
}
