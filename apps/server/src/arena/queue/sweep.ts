// The queue's sweeps: tickets in the database are the truth for claims and holds, the queue only for who waits.
import { QUEUE_MESSAGES, sweepVerdict } from "@antbrawl/rules/arena/queue";
import type { Presence } from "../../presence";
import { ticketsJoinedBefore } from "./repository";
import { leaveQueue, type QueueContext, releaseTickets } from "./tickets";

/** How many stored tickets one sweep looks at (oldest first). */
const SWEEP_BATCH = 1000;

/** Runs a player's queue operations on this node one after another (a join never races the same player's leave). */
export type Lane = <T>(userId: string, run: () => Promise<T>) => Promise<T>;

/**
 * The periodic sweep (W8) of one node: remembers the tickets it found missing from the queue, so a ticket is released
 * only when missing at two sweeps in a row (a pairing in progress has finished by then, with the row gone).
 */
export function createSweeper(ctx: QueueContext, presence: Presence, lane: Lane) {
  let suspects = new Set<string>();
  return async function sweep(): Promise<number> {
    const rows = await ticketsJoinedBefore(ctx.db, ctx.now(), SWEEP_BATCH);
    if (rows.length === 0) {
      suspects = new Set();
      return 0;
    }
    const waiting = await ctx.queue.waiting(rows.map((row) => row.id));
    const online = await presence.onlineOf([...new Set(rows.map((row) => row.user_id))]);
    const next = new Set<string>();
    let released = 0;
    for (const row of rows) {
      const verdict = sweepVerdict({
        inQueue: waiting.has(row.id),
        ownerOnline: online.has(row.user_id),
        missingBefore: suspects.has(row.id),
      });
      if (verdict === "suspect") next.add(row.id);
      if (verdict === "leave") {
        if (await lane(row.user_id, () => leaveQueue(ctx, row.user_id, QUEUE_MESSAGES.disconnected))) released += 1;
      }
      if (verdict === "release") {
        for (const gone of await releaseTickets(ctx.db, [row.id], ctx.now())) {
          await ctx.notify(gone.user_id, { type: "queue_left", message: QUEUE_MESSAGES.failed });
          released += 1;
        }
      }
    }
    suspects = next;
    return released;
  };
}

/**
 * At start-up with the in-process queue (one node): every stored ticket of an earlier process is released, since the
 * queue it waited in is gone. Answers how many.
 */
export async function releaseEarlierProcesses(ctx: QueueContext): Promise<number> {
  const rows = (await ticketsJoinedBefore(ctx.db, new Date("9999-12-31T00:00:00Z"), SWEEP_BATCH)).filter(
    (row) => row.node_id !== ctx.nodeId,
  );
  let released = 0;
  for (const row of rows) {
    for (const gone of await releaseTickets(ctx.db, [row.id], ctx.now())) {
      await ctx.notify(gone.user_id, { type: "queue_left", message: QUEUE_MESSAGES.failed });
      released += 1;
    }
  }
  return released;
}
