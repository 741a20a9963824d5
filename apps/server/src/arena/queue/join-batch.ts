// Joins that arrive together are taken in one transaction of set-based statements; any surprise falls back to one by one.
import { BATTLE_ERRORS, COLONY_ERRORS } from "@antbrawl/protocol/errors";
import { checkQueueStake, QUEUE_MESSAGES, type QueueTicket } from "@antbrawl/rules/arena/queue";
import { READINESS_MESSAGES } from "@antbrawl/rules/battle/readiness";
import { playerAccount } from "@antbrawl/rules/economy/ledger";
import { canStake } from "@antbrawl/rules/economy/stake";
import DataLoader from "dataloader";
import { lastQueueOpponents, readinessOf } from "../../battles";
import { type AntRow, currentVitals, lockAnts, markAntsInBattle } from "../../colony";
import type { Db } from "../../db/database";
import { ensureOpeningGrants, holdManyStakes, lockAccounts } from "../../ledger";
import { conflict, invalid, notFound, unavailable } from "../../lib/domain-error";
import { settleLockedAnt, settlementDue } from "../../training";
import { insertTickets, ticketsOfUsers, toQueueTicket } from "./repository";
import { type JoinRequest, joinQueue, type QueueContext, releaseTickets, ticketStakes } from "./tickets";

interface Join {
  userId: string;
  request: JoinRequest;
}

/** A join answered in the batch: its ticket or a refusal; "alone" while open (and for every join of a failed batch). */
type Outcome = QueueTicket | Error | "alone";

/**
 * The queue's join (W1, W2, W6), batched: joins asked for in one turn of the event loop are checked and written
 * together — every ant locked in one statement, every balance in one, one insert of tickets, one post of holds — with
 * the same answers and refusals as `joinQueue` (an ant with a training settlement due is settled first, as a claim
 * does). If the batch's transaction fails for any reason every join of it runs alone, so nothing a batch does is ever
 * half done. `onJoined` runs after a batch stored a ticket. Call it inside the player's lane (one join per player at a
 * time).
 */
export function createJoinBatcher(
  ctx: QueueContext,
  onJoined: () => void,
): (userId: string, request: JoinRequest) => Promise<QueueTicket> {
  const loader = new DataLoader<Join, QueueTicket>(
    async (joins) => {
      let outcomes: Outcome[];
      try {
        outcomes = await joinTogether(ctx, joins);
      } catch (error) {
        ctx.log.warn({ err: error, joins: joins.length }, "a batch of joins runs one by one");
        outcomes = joins.map(() => "alone");
      }
      const answers = await Promise.all(
        outcomes.map((outcome, i) => {
          const join = joins[i] as Join;
          if (outcome !== "alone") return outcome;
          return joinQueue(ctx, join.userId, join.request).catch((error: unknown) => error as Error);
        }),
      );
      if (answers.some((answer) => !(answer instanceof Error))) onJoined();
      return answers;
    },
    { cache: false, batchScheduleFn: (run) => setImmediate(run) },
  );
  return (userId, request) => loader.load({ userId, request });
}

async function joinTogether(ctx: QueueContext, joins: readonly Join[]): Promise<Outcome[]> {
  if (new Set(joins.map((join) => join.userId)).size !== joins.length) throw new Error("one player twice in a batch");
  const outcomes: Outcome[] = joins.map((join) => {
    const stake = checkQueueStake(join.request.matchType, join.request.stakeAmount);
    if (!stake.ok) return invalid(stake.message);
    return ctx.queue.reachable() ? "alone" : unavailable(QUEUE_MESSAGES.unavailable);
  });
  const now = ctx.now();
  const tickets = await ctx.db.transaction().execute(async (trx) => {
    const open = () => joins.flatMap((join, i) => (outcomes[i] === "alone" ? [{ join, i }] : []));
    const queued = await ticketsOfUsers(
      trx,
      open().map(({ join }) => join.userId),
    );
    const claims = new Set(open().map(({ join }) => `${join.request.antId} ${join.userId}`));
    const ants = new Map<string, AntRow>();
    for (const row of await lockAnts(
      trx,
      open().map(({ join }) => join.request.antId),
    )) {
      const due = claims.has(`${row.id} ${row.owner_id}`) && settlementDue(row, now);
      ants.set(row.id, due ? await settleLockedAnt(trx, row, now) : row);
    }
    for (const { join, i } of open()) {
      const row = ants.get(join.request.antId);
      outcomes[i] = queued.has(join.userId) ? conflict(QUEUE_MESSAGES.alreadyQueued) : antRefusal(join, row, now);
    }
    const ranked = open().filter(({ join }) => join.request.matchType === "ranked");
    await ensureOpeningGrants(
      trx,
      ranked.map(({ join }) => join.userId),
      now,
    );
    const balances = await lockAccounts(
      trx,
      ranked.map(({ join }) => playerAccount(join.userId)),
    );
    for (const { join, i } of ranked) {
      const covered = canStake(balances.get(playerAccount(join.userId)) ?? 0, stakeMilliOf(join));
      if (!covered.ok) outcomes[i] = conflict(covered.message);
    }
    return takeAll(trx, ctx, open(), ants, now);
  });
  for (const [i, ticket] of tickets) outcomes[i] = ticket;
  const added = await Promise.allSettled([...tickets.values()].map((ticket) => ctx.queue.add(ticket)));
  const lost = [...tickets.values()].filter((_, k) => added[k]?.status === "rejected");
  if (lost.length > 0) {
    await releaseTickets(
      ctx.db,
      lost.map((ticket) => ticket.id),
      ctx.now(),
    );
    ctx.log.warn({ lost: lost.length }, "queue joins refused: the match queue is unreachable");
    for (const [i, ticket] of tickets) if (lost.includes(ticket)) outcomes[i] = unavailable(QUEUE_MESSAGES.unavailable);
  }
  for (const [i, ticket] of tickets) {
    if (outcomes[i] !== ticket) continue;
    await ctx.notify(ticket.userId, {
      type: "queue_joined",
      message: QUEUE_MESSAGES.joined,
      match_type: ticket.matchType,
      ant_id: ticket.antId,
    });
  }
  return outcomes;
}

const stakeMilliOf = (join: Join) => {
  const stake = checkQueueStake(join.request.matchType, join.request.stakeAmount);
  return stake.ok ? stake.milli : 0;
};

/** Why the player's ant cannot queue now (as claimReadyAnt and joinQueue say it), or "alone" when it may. */
function antRefusal(join: Join, row: AntRow | undefined, now: Date): Outcome {
  if (!row || row.owner_id !== join.userId) return notFound(COLONY_ERRORS.antNotFound);
  if (row.is_in_battle) return conflict(READINESS_MESSAGES.inBattle);
  const readiness = readinessOf(row, currentVitals(row, now), "server", now);
  if (!readiness.ready) return conflict(readiness.message);
  if (join.request.matchType === "ranked" && row.stats_edited)
    return conflict(BATTLE_ERRORS.editedStatsRanked(row.name));
  return "alone";
}

/** The writes of the joins that passed: ants claimed, holds posted, tickets stored, each with its last opponent. */
async function takeAll(
  trx: Db,
  ctx: QueueContext,
  taking: readonly { join: Join; i: number }[],
  ants: ReadonlyMap<string, AntRow>,
  now: Date,
): Promise<Map<number, QueueTicket>> {
  const stored = taking.map(({ join }) => {
    const row = ants.get(join.request.antId) as AntRow;
    return {
      id: crypto.randomUUID(),
      user_id: join.userId,
      ant_id: row.id,
      match_type: join.request.matchType,
      stake_milli: stakeMilliOf(join),
      rating: row.elo_rating,
      joined_at: now,
      node_id: ctx.nodeId,
    };
  });
  await markAntsInBattle(
    trx,
    stored.map((ticket) => ticket.ant_id),
    now,
  );
  await holdManyStakes(
    trx,
    stored.map((ticket) => ticketStakes(ticket.id, ticket.user_id, ticket.stake_milli)),
    now,
  );
  await insertTickets(trx, stored);
  const opponents = await lastQueueOpponents(
    trx,
    stored.map((ticket) => ticket.user_id),
  );
  return new Map(
    taking.map(({ i }, k) => {
      const ticket = stored[k] as (typeof stored)[number];
      return [i, { ...toQueueTicket(ticket), lastOpponentId: opponents.get(ticket.user_id) ?? null }];
    }),
  );
}
