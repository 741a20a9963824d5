// GET /api/arena/queue: the player's search as it stands, with who else searches, the wait estimate (W25) and the
// practice offer (W30).
import { ErrorBody } from "@antbrawl/protocol/errors";
import { ARENA_PATHS } from "@antbrawl/protocol/paths/arena";
import { QueueStatus } from "@antbrawl/protocol/queue-status";
import { practiceOffered } from "@antbrawl/rules/arena/practice";
import { type QueueTicket, waitEstimateMs, waitEstimateText } from "@antbrawl/rules/arena/queue";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { lastQueueOpponents } from "../../battles";
import { installSessionGuard } from "../../plugins/auth";
import { ticketOfUser, toQueueTicket, waitingTickets } from "./repository";

/** Tickets of one queue read for an estimate at most (the oldest first; beyond them the queue pairs in seconds). */
const READ_AT_MOST = 1000;

/** Register with the prefix /api/arena. */
export const queueStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  installSessionGuard(app);
  app.get(
    ARENA_PATHS.queueStatus.path,
    {
      schema: {
        tags: ["arena"],
        summary:
          "The player's search: how long it has waited, how many others search in its queue, the wait estimate, whether practice against a house ant is offered",
        response: { 200: QueueStatus, 401: ErrorBody },
      },
    },
    async (request): Promise<QueueStatus> => {
      const { db, now } = app.deps;
      const row = await ticketOfUser(db, request.sessionUserId as string);
      if (!row) {
        return {
          searching: false,
          match_type: null,
          waited_seconds: 0,
          others_searching: 0,
          estimate_seconds: null,
          message: "",
          practice_offer: false,
          ant_id: null,
        };
      }
      const at = now().getTime();
      const rows = await waitingTickets(db, row.match_type, READ_AT_MOST);
      const last = await lastQueueOpponents(db, [...new Set([row.user_id, ...rows.map((r) => r.user_id)])]);
      const withLast = (ticket: QueueTicket): QueueTicket => ({ ...ticket, lastOpponentId: last.get(ticket.userId) });
      const mine = withLast(toQueueTicket(row));
      const others = rows.map(toQueueTicket).filter((ticket) => ticket.userId !== mine.userId);
      const estimate = waitEstimateMs(mine, others.map(withLast), at);
      const waitedMs = Math.max(0, at - mine.joinedAt);
      return {
        searching: true,
        match_type: row.match_type,
        waited_seconds: Math.floor(waitedMs / 1000),
        others_searching: others.length,
        estimate_seconds: estimate === null ? null : Math.ceil(estimate / 1000),
        message: waitEstimateText(row.match_type, others.length, estimate),
        practice_offer: practiceOffered(waitedMs, app.deps.config.practiceOfferSeconds),
        ant_id: row.ant_id,
      };
    },
  );
};
