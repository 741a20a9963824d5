// Turning a pair of tickets into a battle: tickets deleted, holds refunded, ants freed and the battle made, at once.
import { QUEUE_MESSAGES, type QueueTicket, queueStakeMilli } from "@antbrawl/rules/arena/queue";
import type { Db } from "../../db/database";
import { type QueueContext, releaseIn, releaseTickets } from "./tickets";

/** What the live battle is made from: exactly the input of `createLiveBattle` (arena/live/create.ts). */
export interface PairedMatch {
  battleType: "quick_match" | "ranked";
  /** Each side's stake in milli-units: 100 for ranked (spec 000 §9), 0 for quick. */
  stakeMilli: number;
  sides: [{ userId: string; antId: string }, { userId: string; antId: string }];
  now: Date;
}

/**
 * Makes the battle inside the pairing's transaction and answers its id. The tickets' rows are gone, their holds
 * refunded and both ants freed (is_in_battle false) in this same transaction, so it claims the ants and holds the
 * stakes under the battle's own id; throwing rolls everything back.
 */
export type OnPaired = (trx: Db, pair: PairedMatch) => Promise<string>;
/** Runs after the pairing committed (e.g. starts the battle's countdown); a failure is logged. */
export type AfterPaired = (battleId: string) => void | Promise<void>;

class TicketGone extends Error {
  constructor(readonly survivors: readonly string[]) {
    super("a paired ticket is no longer stored");
  }
}

/** The match two tickets make (the older ticket's player is side 0). */
export function matchOf(a: QueueTicket, b: QueueTicket, now: Date): PairedMatch {
  return {
    battleType: a.matchType === "ranked" ? "ranked" : "quick_match",
    stakeMilli: queueStakeMilli(a.matchType),
    sides: [
      { userId: a.userId, antId: a.antId },
      { userId: b.userId, antId: b.antId },
    ],
    now,
  };
}

/**
 * Starts one pair, taken out of the queue by `pair()`. When one ticket is no longer stored (released by a sweep), the
 * other goes back to the queue with its joined time and nothing else changes. When making the battle fails, both
 * tickets are released and both players told `queue_left`. Answers the battle id, or null.
 */
export async function startPair(
  ctx: QueueContext,
  pair: [QueueTicket, QueueTicket],
  onPaired: OnPaired,
  afterPaired: AfterPaired,
): Promise<string | null> {
  const [a, b] = pair;
  const now = ctx.now();
  let battleId: string;
  try {
    battleId = await ctx.db.transaction().execute(async (trx) => {
      const released = await releaseIn(trx, [a.id, b.id], now);
      if (released.length < 2) throw new TicketGone(released.map((row) => row.id));
      return onPaired(trx, matchOf(a, b, now));
    });
  } catch (error) {
    if (error instanceof TicketGone) {
      for (const ticket of pair) if (error.survivors.includes(ticket.id)) await ctx.queue.add(ticket);
      return null;
    }
    ctx.log.error({ err: error, tickets: [a.id, b.id] }, "a paired match could not be started");
    const released = await releaseTickets(ctx.db, [a.id, b.id], ctx.now());
    for (const row of released) await ctx.notify(row.user_id, { type: "queue_left", message: QUEUE_MESSAGES.failed });
    return null;
  }
  try {
    await afterPaired(battleId);
  } catch (error) {
    ctx.log.error({ err: error, battleId }, "after-pairing step failed");
  }
  return battleId;
}
