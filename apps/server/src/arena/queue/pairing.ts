// Turning a wave of pairs into battles: every ticket taken, every hold moved and every battle made in one transaction.
import { QUEUE_MESSAGES, type QueueTicket, queueStakeMilli } from "@antbrawl/rules/arena/queue";
import type { Db } from "../../db/database";
import { lockTickets } from "./repository";
import { freeAntsOf, type QueueContext, releaseTickets, takeTickets } from "./tickets";

/** What a live battle is made from: the input of `createLiveBattles` (arena/live/create.ts). */
export interface PairedMatch {
  battleType: "quick_match" | "ranked";
  /** Each side's stake in milli-units: 100 for ranked (spec 000 §9), 0 for quick. */
  stakeMilli: number;
  sides: [{ userId: string; antId: string }, { userId: string; antId: string }];
  now: Date;
}

/**
 * Makes the wave's battles inside its transaction and answers, pair by pair, the battle's id or why it was refused
 * (an ant no longer ready). The tickets are gone and their holds refunded in this same transaction, while both ants
 * stay claimed (is_in_battle) for the battles; throwing rolls the whole wave back.
 */
export type OnWave = (
  trx: Db,
  pairs: readonly PairedMatch[],
) => Promise<({ battleId: string } | { refused: string })[]>;
/** Runs after a wave committed, with its battles (e.g. starts their countdowns); a failure is logged. */
export type AfterWave = (battleIds: readonly string[]) => void | Promise<void>;

/** Pairs made in one transaction: a wave of 1,000 players is two transactions, each well within a statement's limits. */
const PAIRS_PER_TRANSACTION = 250;

/** The match two tickets make (the older ticket's player is side 0). */
function matchOf(a: QueueTicket, b: QueueTicket, now: Date): PairedMatch {
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
 * Starts a wave of pairs taken out of the queue by `pair()` and answers the battles made. A pair one of whose tickets
 * is no longer stored (released by a sweep) is skipped and its other ticket goes back to the queue with its joined
 * time. A pair refused by `onWave` releases both tickets and tells both players `queue_left`; so does every pair of a
 * wave whose transaction fails.
 */
export async function startWave(
  ctx: QueueContext,
  pairs: readonly [QueueTicket, QueueTicket][],
  onWave: OnWave,
  afterWave: AfterWave,
): Promise<string[]> {
  const battles: string[] = [];
  for (let i = 0; i < pairs.length; i += PAIRS_PER_TRANSACTION) {
    battles.push(...(await startChunk(ctx, pairs.slice(i, i + PAIRS_PER_TRANSACTION), onWave)));
  }
  try {
    if (battles.length > 0) await afterWave(battles);
  } catch (error) {
    ctx.log.error({ err: error, battles: battles.length }, "after-pairing step failed");
  }
  return battles;
}

async function startChunk(
  ctx: QueueContext,
  pairs: readonly [QueueTicket, QueueTicket][],
  onWave: OnWave,
): Promise<string[]> {
  const now = ctx.now();
  const ids = pairs.flat().map((ticket) => ticket.id);
  let outcome: { made: string[]; refusedUsers: string[]; survivors: QueueTicket[] };
  try {
    outcome = await ctx.db.transaction().execute(async (trx) => {
      const stored = await lockTickets(trx, ids);
      const whole = pairs.filter(([a, b]) => stored.has(a.id) && stored.has(b.id));
      const survivors = pairs
        .filter((pair) => !whole.includes(pair))
        .flatMap((pair) => pair.filter((t) => stored.has(t.id)));
      await takeTickets(
        trx,
        whole.flat().map((ticket) => ticket.id),
        now,
      );
      const results = await onWave(
        trx,
        whole.map(([a, b]) => matchOf(a, b, now)),
      );
      const made: string[] = [];
      const refused: QueueTicket[] = [];
      results.forEach((result, i) => {
        if ("battleId" in result) made.push(result.battleId);
        else refused.push(...(whole[i] ?? []));
      });
      await freeAntsOf(trx, refused, now);
      return { made, refusedUsers: refused.map((ticket) => ticket.userId), survivors };
    });
  } catch (error) {
    ctx.log.error({ err: error, pairs: pairs.length }, "a wave of pairs could not be started");
    const released = await releaseTickets(ctx.db, ids, ctx.now());
    for (const row of released) await ctx.notify(row.user_id, { type: "queue_left", message: QUEUE_MESSAGES.failed });
    return [];
  }
  for (const ticket of outcome.survivors) {
    await ctx.queue.add(ticket).catch((error: unknown) => {
      ctx.log.warn(
        { err: (error as Error).message, ticket: ticket.id },
        "a survivor of a broken pair waits for a sweep",
      );
    });
  }
  for (const userId of outcome.refusedUsers) {
    await ctx.notify(userId, { type: "queue_left", message: QUEUE_MESSAGES.failed });
  }
  return outcome.made;
}
