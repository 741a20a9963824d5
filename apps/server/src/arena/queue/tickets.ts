// Joining and leaving the queue: the ticket row, the ant's claim and the ranked hold change together or not at all.
import { BATTLE_ERRORS } from "@antbrawl/protocol/errors";
import type { ServerMessage } from "@antbrawl/protocol/ws-server";
import { PRACTICE_MESSAGES } from "@antbrawl/rules/arena/practice";
import { checkQueueStake, QUEUE_MESSAGES, type QueueMatchType, type QueueTicket } from "@antbrawl/rules/arena/queue";
import { type BattleStakes, playerAccount } from "@antbrawl/rules/economy/ledger";
import { canStake } from "@antbrawl/rules/economy/stake";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { claimReadyAnt, lastQueueOpponent } from "../../battles";
import { releaseAntsFromBattle } from "../../colony";
import type { Db } from "../../db/database";
import { isUniqueViolation } from "../../db/errors";
import type { Database } from "../../db/schema";
import { ensureOpeningGrant, holdStakes, lockAccounts, refundManyStakes } from "../../ledger";
import { conflict, invalid, unavailable } from "../../lib/domain-error";
import type { MatchQueue } from "./match-queue";
import { deleteTickets, insertTicket, type TicketRow, ticketOfUser, toQueueTicket } from "./repository";

/** What the queue's services work with. */
export interface QueueContext {
  db: Kysely<Database>;
  queue: MatchQueue;
  now: () => Date;
  /** This node's id, stored on the tickets it takes (for the start-up sweep). */
  nodeId: string;
  /** Sends to every tab of the player (numbered in their stream); never throws. */
  notify(userId: string, message: ServerMessage): Promise<void>;
  log: FastifyBaseLogger;
}

/** A ticket's hold as the ledger sees it: escrow `escrow:{ticketId}`, the player's stake on one side, nothing on the other. */
export function ticketStakes(ticketId: string, userId: string, stakeMilli: number): BattleStakes {
  return {
    battleId: ticketId,
    stakes: [
      { userId, stakeMilli },
      { userId, stakeMilli: 0 },
    ],
  };
}

/** What a join asks for. */
export interface JoinRequest {
  antId: string;
  matchType: QueueMatchType;
  stakeAmount: number;
}

/**
 * Joins the queue (W1, W2, W6): in one transaction claims the ready ant (404 not the player's, 409 busy or not ready;
 * ranked also refuses edited stats), holds the ranked stake under the ticket id (409 when the balance is short) and
 * stores the ticket; then puts it in the queue and tells every tab `queue_joined`. Any refusal changes nothing.
 */
export async function joinQueue(ctx: QueueContext, userId: string, request: JoinRequest): Promise<QueueTicket> {
  const stake = checkQueueStake(request.matchType, request.stakeAmount);
  if (!stake.ok) throw invalid(stake.message);
  if (!ctx.queue.reachable()) throw unavailable(QUEUE_MESSAGES.unavailable);
  const now = ctx.now();
  const ticketId = crypto.randomUUID();
  let ticket: QueueTicket;
  try {
    ticket = await ctx.db.transaction().execute(async (trx) => {
      if (await ticketOfUser(trx, userId)) throw conflict(QUEUE_MESSAGES.alreadyQueued);
      const { row } = await claimReadyAnt(trx, userId, request.antId, "server", now);
      if (request.matchType === "ranked" && row.stats_edited) throw conflict(BATTLE_ERRORS.editedStatsRanked(row.name));
      if (stake.milli > 0) {
        await ensureOpeningGrant(trx, userId, now);
        const balances = await lockAccounts(trx, [playerAccount(userId)]);
        const covered = canStake(balances.get(playerAccount(userId)) ?? 0, stake.milli);
        if (!covered.ok) throw conflict(covered.message);
        await holdStakes(trx, ticketStakes(ticketId, userId, stake.milli), now);
      }
      const stored = {
        id: ticketId,
        user_id: userId,
        ant_id: row.id,
        match_type: request.matchType,
        stake_milli: stake.milli,
        rating: row.elo_rating,
        joined_at: now,
        node_id: ctx.nodeId,
      };
      await insertTicket(trx, stored);
      return { ...toQueueTicket(stored), lastOpponentId: await lastQueueOpponent(trx, userId) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(QUEUE_MESSAGES.alreadyQueued);
    throw error;
  }
  try {
    await ctx.queue.add(ticket);
  } catch (error) {
    await releaseTickets(ctx.db, [ticket.id], ctx.now());
    ctx.log.warn({ err: (error as Error).message }, "queue join refused: the match queue is unreachable");
    throw unavailable(QUEUE_MESSAGES.unavailable);
  }
  await ctx.notify(userId, {
    type: "queue_joined",
    message: QUEUE_MESSAGES.joined,
    match_type: ticket.matchType,
    ant_id: ticket.antId,
  });
  return ticket;
}

/**
 * Deletes the tickets that are still stored, gives back their holds and frees their ants, in one transaction; answers
 * the rows it deleted (a ticket already deleted by someone else is theirs to release).
 */
export async function releaseTickets(
  db: Kysely<Database>,
  ticketIds: readonly string[],
  now: Date,
): Promise<TicketRow[]> {
  return db.transaction().execute(async (trx) => releaseIn(trx, ticketIds, now));
}

/** The body of releaseTickets inside the caller's transaction. */
export async function releaseIn(trx: Db, ticketIds: readonly string[], now: Date): Promise<TicketRow[]> {
  const rows = await takeTickets(trx, ticketIds, now);
  await releaseAntsFromBattle(
    trx,
    rows.map((row) => row.ant_id),
    now,
  );
  return rows;
}

/**
 * Deletes the tickets still stored and gives back their holds, in set-based statements, leaving their ants claimed
 * (a pairing hands them to their battles); answers the rows it deleted.
 */
export async function takeTickets(trx: Db, ticketIds: readonly string[], now: Date): Promise<TicketRow[]> {
  const rows = await deleteTickets(trx, ticketIds);
  await refundManyStakes(
    trx,
    rows.map((row) => ticketStakes(row.id, row.user_id, row.stake_milli)),
    now,
  );
  return rows;
}

/** Frees the ants of tickets already taken (a refused pair's). */
export async function freeAntsOf(trx: Db, tickets: readonly QueueTicket[], now: Date): Promise<void> {
  await releaseAntsFromBattle(
    trx,
    tickets.map((ticket) => ticket.antId),
    now,
  );
}

/**
 * Takes the player's ticket out of the queue and releases it, then tells every tab `queue_left` with `message`.
 * Answers false and changes nothing when the player is not waiting (never joined, or already paired: too late).
 */
export async function leaveQueue(ctx: QueueContext, userId: string, message: string): Promise<boolean> {
  const row = await ticketOfUser(ctx.db, userId);
  if (!row) return false;
  const removed = await ctx.queue.remove(row.id).catch(() => {
    throw unavailable(QUEUE_MESSAGES.unavailable);
  });
  if (!removed) return false;
  const released = await releaseTickets(ctx.db, [row.id], ctx.now());
  if (released.length > 0) await ctx.notify(userId, { type: "queue_left", message });
  return released.length > 0;
}

/**
 * Runs `work` in one transaction with the release of the player's waiting ticket, if any (row deleted, hold refunded,
 * ant freed), after taking the ticket out of the queue; if `work` fails, the ticket goes back into the queue as it was.
 * A ticket stored but no longer waiting is being paired: 409, nothing changes. Tells every tab `queue_left` with
 * `message` after commit when a ticket was released.
 */
export async function leaveQueueWith<T>(
  ctx: QueueContext,
  userId: string,
  message: string,
  work: (trx: Db) => Promise<T>,
): Promise<{ value: T; left: boolean }> {
  const row = await ticketOfUser(ctx.db, userId);
  if (row) {
    const removed = await ctx.queue.remove(row.id).catch(() => {
      throw unavailable(QUEUE_MESSAGES.unavailable);
    });
    if (!removed) throw conflict(PRACTICE_MESSAGES.paired);
  }
  let done: { value: T; left: boolean };
  try {
    done = await ctx.db.transaction().execute(async (trx) => {
      const left = row ? (await releaseIn(trx, [row.id], ctx.now())).length > 0 : false;
      return { value: await work(trx), left };
    });
  } catch (error) {
    if (row) await putBack(ctx, row);
    throw error;
  }
  if (done.left) await ctx.notify(userId, { type: "queue_left", message });
  return done;
}

/** Puts a stored ticket back into the queue with its joined time and last opponent (a failure is logged). */
export async function putBack(ctx: QueueContext, row: TicketRow): Promise<void> {
  try {
    await ctx.queue.add({ ...toQueueTicket(row), lastOpponentId: await lastQueueOpponent(ctx.db, row.user_id) });
  } catch (error) {
    ctx.log.warn({ err: (error as Error).message, ticketId: row.id }, "a ticket could not go back into the queue");
  }
}
