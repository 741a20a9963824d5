// The open-challenge list live (W37): tabs that show it follow one topic, told when a waiting ticket came or went.
import { CHALLENGES_NOTICE_MS } from "@antbrawl/rules/arena/challenges";
import type { QueueTicket } from "@antbrawl/rules/arena/queue";
import type { FastifyInstance } from "fastify";
import type { Scheduler, TimerHandle } from "../../live/scheduler";
import { registerWsHandler } from "../../ws/router";
import type { MatchQueue } from "./match-queue";

const CHALLENGES_TOPIC = "arena:challenges";
const isChallengesTopic = (topic: string) => topic === CHALLENGES_TOPIC;

/** The queue as it was, calling `changed` after each step that put a quick ticket in or took any ticket out. */
export function announcingQueue(queue: MatchQueue, changed: () => void): MatchQueue {
  return {
    kind: queue.kind,
    reachable: () => queue.reachable(),
    waiting: (ids) => queue.waiting(ids),
    async add(ticket: QueueTicket) {
      await queue.add(ticket);
      if (ticket.matchType === "quick") changed();
    },
    async remove(ticketId: string) {
      const removed = await queue.remove(ticketId);
      if (removed) changed();
      return removed;
    },
    async pair(now: number) {
      const pairs = await queue.pair(now);
      if (pairs.some(([a]) => a.matchType === "quick")) changed();
      return pairs;
    },
  };
}

/**
 * Registers `watch_challenges` and `unwatch_challenges` and answers the node's announcer: it publishes
 * `challenges_changed` to every node's watchers at once, then at most once per CHALLENGES_NOTICE_MS (a burst of joins
 * is one notice at its end). A lost notice is logged, never thrown: the list refetches on the next one.
 */
export function installChallengeWatching(app: FastifyInstance, scheduler: Scheduler): () => void {
  const { hub } = app.deps;
  registerWsHandler(app, "watch_challenges", async (ctx) => {
    await hub.topics.join(CHALLENGES_TOPIC, ctx.socket);
  });
  registerWsHandler(app, "unwatch_challenges", async (ctx) => {
    await hub.topics.leave(ctx.socket, isChallengesTopic);
  });

  let last = Number.NEGATIVE_INFINITY;
  let timer: TimerHandle | null = null;
  let closed = false;
  const publish = () => {
    timer = null;
    last = scheduler.now();
    hub.topics
      .publish(CHALLENGES_TOPIC, { type: "challenges_changed" })
      .catch((error: unknown) => app.log.warn({ err: error }, "open challenges change not announced"));
  };
  app.addHook("onClose", async () => {
    closed = true;
    scheduler.clearTimeout(timer);
  });
  return () => {
    if (timer || closed) return;
    const wait = last + CHALLENGES_NOTICE_MS - scheduler.now();
    if (wait <= 0) publish();
    else timer = scheduler.setTimeout(publish, wait);
  };
}
