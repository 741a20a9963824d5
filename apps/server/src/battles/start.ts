// POST /battles/{battleId}/start: the challenger runs a scheduled battle; consequences apply once.
import type { Battle } from "@antbrawl/protocol/battles";
import { BATTLE_ERRORS } from "@antbrawl/protocol/errors";
import type { Db } from "../db/database";
import type { UnitDeps } from "../events/units";
import { conflict, type DomainError, forbidden, notFound } from "../lib/domain-error";
import { cancelScheduledBattle } from "./cancel";
import { hasExpired } from "./expiry";
import { loadBattle } from "./load";
import { battleFinishedMessage } from "./messages";
import { playScheduledBattle } from "./play";
import { type BattleRow, findBattle, participantsOf } from "./repository";

/** The 409 for a battle that is no longer scheduled; one cancelled at or past its TTL reads as expired. */
function notScheduled(row: BattleRow): DomainError {
  if (row.status !== "cancelled") return conflict(BATTLE_ERRORS.alreadyStarted);
  const expired = row.completed_at !== null && hasExpired(row.created_at, row.completed_at);
  return conflict(expired ? BATTLE_ERRORS.expired : BATTLE_ERRORS.cancelled);
}

/**
 * Cancels an expired battle (the cancel's own code: refund, ant freed) and answers the 409 to give once the
 * transaction has committed; when a parallel call moved the battle first, the 409 its new state calls for.
 */
async function expire(trx: Db, battleId: string, now: Date): Promise<DomainError> {
  if (await cancelScheduledBattle(trx, battleId, now)) return conflict(BATTLE_ERRORS.expired);
  const row = await findBattle(trx, battleId);
  return row ? notScheduled(row) : notFound(BATTLE_ERRORS.battleNotFound);
}

/**
 * 404 for an unknown battle, 403 for someone who is not in it or is not its challenger, 409 when it is cancelled or
 * already started (a second start, even a parallel one, finds it no longer scheduled), and 409 when it waited past
 * SCHEDULED_BATTLE_TTL_MS — then it is cancelled and refunded, and that stays committed; otherwise plays it (its
 * notices go out once committed).
 */
export async function startBattle(
  { db, events }: UnitDeps,
  callerId: string,
  battleId: string,
  now: Date,
): Promise<{ battle: Battle; message: string }> {
  const outcome = await events.transact(db, async (work) => {
    const { trx } = work;
    const row = await findBattle(trx, battleId);
    if (!row) throw notFound(BATTLE_ERRORS.battleNotFound);
    if (row.challenger_id !== callerId) {
      const sides = await participantsOf(trx, [battleId]);
      throw forbidden(
        sides.some((side) => side.user_id === callerId)
          ? BATTLE_ERRORS.onlyChallengerStarts
          : BATTLE_ERRORS.notAParticipant,
      );
    }
    if (row.status !== "scheduled") throw notScheduled(row);
    if (hasExpired(row.created_at, now)) return { refused: await expire(trx, battleId, now) };
    await playScheduledBattle(work, battleId, now);
    const loaded = await loadBattle(trx, battleId);
    if (!loaded) throw new Error(`Battle ${battleId} vanished`);
    const winner = loaded.sides.find((side) => side.ant_id === loaded.battle.winner_ant_id);
    return { battle: loaded.battle, message: battleFinishedMessage(winner?.ant_name ?? "Unknown") };
  });
  if ("refused" in outcome) throw outcome.refused;
  return outcome;
}
