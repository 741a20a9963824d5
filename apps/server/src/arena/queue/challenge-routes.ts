// GET /api/arena/challenges (W34) and POST /api/arena/challenges/:ticketId/take (W35, W36): the Ant Arena's lobby.
import { ChallengeTicketParams, OpenChallengeList } from "@antbrawl/protocol/challenges";
import { ErrorBody } from "@antbrawl/protocol/errors";
import { ARENA_PATHS } from "@antbrawl/protocol/paths/arena";
import { PracticeStartAnswer, PracticeStartBody } from "@antbrawl/protocol/queue-status";
import { OPEN_CHALLENGES_MAX } from "@antbrawl/rules/arena/challenges";
import { levelFor } from "@antbrawl/rules/colony/level";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { installSessionGuard } from "../../plugins/auth";
import { openChallengeRows } from "./challenge-repository";

/** Register with the prefix /api/arena. */
export const challengeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  installSessionGuard(app);
  app.get(
    ARENA_PATHS.challenges.path,
    {
      schema: {
        tags: ["arena"],
        summary:
          "Open challenges: other players' quick-match searches waiting now, the longest first (their ant, its level and rating, the owner's username, seconds waited)",
        response: { 200: OpenChallengeList, 401: ErrorBody },
      },
    },
    async (request): Promise<OpenChallengeList> => {
      const { db, now } = app.deps;
      const rows = await openChallengeRows(db, request.sessionUserId as string, OPEN_CHALLENGES_MAX);
      const waiting = rows.length > 0 ? await app.arenaQueue.queue.waiting(rows.map((row) => row.id)) : new Set();
      const at = now().getTime();
      return {
        challenges: rows
          .filter((row) => waiting.has(row.id))
          .map((row) => ({
            ticket_id: row.id,
            ant_name: row.ant_name,
            ant_level: levelFor(row.total_experience),
            rating: row.rating,
            username: row.username,
            waited_seconds: Math.max(0, Math.floor((at - new Date(row.joined_at).getTime()) / 1000)),
          })),
      };
    },
  );
  app.post(
    ARENA_PATHS.takeChallenge.path,
    {
      schema: {
        tags: ["arena"],
        summary:
          "Takes an open challenge with one of the player's ready ants: both are paired at once into a live quick match (the player's own search, if any, ends)",
        params: ChallengeTicketParams,
        body: PracticeStartBody,
        response: {
          201: PracticeStartAnswer,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      app.deps.drain.refuseWhileDraining();
      const battleId = await app.arenaQueue.take(request.sessionUserId as string, {
        ticketId: request.params.ticketId,
        antId: request.body.ant_id,
      });
      return reply.status(201).send({ battle_id: battleId });
    },
  );
};
