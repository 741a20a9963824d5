// Taking an open challenge (W35, W36): the ticket leaves the queue once, then one transaction makes the live battle the
// queue's pairing would have made.
import { CHALLENGE_MESSAGES, takeRefusal } from "@antbrawl/rules/arena/challenges";
import { PRACTICE_MESSAGES } from "@antbrawl/rules/arena/practice";
import { QUEUE_MESSAGES } from "@antbrawl/rules/arena/queue";
import { claimReadyAnt } from "../../battles";
import { conflict, notFound, unavailable } from "../../lib/domain-error";
import { challengeById } from "./challenge-repository";
import type { OnWave, PairedMatch } from "./pairing";
import { lockTickets, type TicketRow, ticketOfUser } from "./repository";
import { putBack, type QueueContext, releaseIn, releaseTickets, takeTickets } from "./tickets";

/** What a take asks for: the challenge (a waiting ticket's id) and the taker's ant. */
export interface TakeRequest {
  ticketId: string;
  antId: string;
}

/** The challenger's ant stopped being ready while it waited: its ticket is released, the take refused. */
class ChallengerUnready extends Error {}

/** Takes the ticket out of the queue (atomic: HDEL with Redis); false when it was not waiting. */
async function takeOut(ctx: QueueContext, ticketId: string): Promise<boolean> {
  return ctx.queue.remove(ticketId).catch(() => {
    throw unavailable(QUEUE_MESSAGES.unavailable);
  });
}

/** Puts a ticket back after a failed take, if it is still stored (a sweep may have released it meanwhile). */
async function restore(ctx: QueueContext, row: TicketRow): Promise<void> {
  if ((await ticketOfUser(ctx.db, row.user_id))?.id === row.id) await putBack(ctx, row);
}

/**
 * Pairs the taker's ready ant with the challenge's ticket in a quick-match live battle through the queue's own `onWave`
 * (the challenger on side 0) and answers its id; `left` says whether the taker's own search ended for it. Refusals
 * (404 not open, 409 own, the taker's ant as `claimReadyAnt` says, 409 taken meanwhile) change nothing: whatever was
 * taken out of the queue goes back with its joined time. Call it in the taker's lane.
 */
export async function takeChallenge(
  ctx: QueueContext,
  onWave: OnWave,
  takerId: string,
  request: TakeRequest,
): Promise<{ battleId: string; left: boolean }> {
  const row = await challengeById(ctx.db, request.ticketId);
  const refusal = takeRefusal(
    row && { userId: row.user_id, matchType: row.match_type, ownerShowsOnline: row.owner_shows_online },
    takerId,
  );
  if (refusal || !row) throw refusal?.status === 409 ? conflict(refusal.message) : notFound(CHALLENGE_MESSAGES.gone);
  if (!ctx.queue.reachable()) throw unavailable(QUEUE_MESSAGES.unavailable);
  const own = await ticketOfUser(ctx.db, takerId);
  if (own && !(await takeOut(ctx, own.id))) throw conflict(PRACTICE_MESSAGES.paired);
  if (!(await takeOut(ctx, row.id))) {
    if (own) await restore(ctx, own);
    throw notFound(CHALLENGE_MESSAGES.gone);
  }
  let outcome: { battleId: string; left: boolean };
  try {
    outcome = await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      const stored = await lockTickets(trx, own ? [row.id, own.id] : [row.id]);
      if (!stored.has(row.id)) throw notFound(CHALLENGE_MESSAGES.gone);
      await takeTickets(trx, [row.id], now);
      const left = own && stored.has(own.id) ? (await releaseIn(trx, [own.id], now)).length > 0 : false;
      await claimReadyAnt(trx, takerId, request.antId, "server", now);
      const match: PairedMatch = {
        battleType: "quick_match",
        stakeMilli: 0,
        sides: [
          { userId: row.user_id, antId: row.ant_id },
          { userId: takerId, antId: request.antId },
        ],
        now,
      };
      const [made] = await onWave(trx, [match]);
      if (!made || !("battleId" in made)) throw new ChallengerUnready();
      return { battleId: made.battleId, left };
    });
  } catch (error) {
    if (own) await restore(ctx, own);
    if (!(error instanceof ChallengerUnready)) {
      await restore(ctx, row);
      throw error;
    }
    for (const gone of await releaseTickets(ctx.db, [row.id], ctx.now())) {
      await ctx.notify(gone.user_id, { type: "queue_left", message: QUEUE_MESSAGES.failed });
    }
    throw conflict(CHALLENGE_MESSAGES.failed);
  }
  if (outcome.left) await ctx.notify(takerId, { type: "queue_left", message: CHALLENGE_MESSAGES.taken });
  return outcome;
}
