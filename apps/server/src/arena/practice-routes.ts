// POST /api/arena/practice: a player alone in the queue fights a house ant live instead (W30–W33).
import { ErrorBody } from "@antbrawl/protocol/errors";
import { ARENA_PATHS } from "@antbrawl/protocol/paths/arena";
import { PracticeStartAnswer, PracticeStartBody } from "@antbrawl/protocol/queue-status";
import { PRACTICE_MESSAGES } from "@antbrawl/rules/arena/practice";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { installSessionGuard } from "../plugins/auth";
import { beginLiveBattle, createPracticeBattle } from "./live";

/** Register with the prefix /api/arena. */
export const practiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  installSessionGuard(app);
  app.post(
    ARENA_PATHS.practice.path,
    {
      schema: {
        tags: ["arena"],
        summary:
          "Practice against a house ant: leaves the queue and starts a live battle of type practice (stake 0, no rating)",
        body: PracticeStartBody,
        response: { 201: PracticeStartAnswer, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      app.deps.drain.refuseWhileDraining();
      const userId = request.sessionUserId as string;
      const { now, config } = app.deps;
      const battleId = await app.arenaQueue.leaveFor(userId, PRACTICE_MESSAGES.left, (trx) =>
        createPracticeBattle(trx, {
          userId,
          antId: request.body.ant_id,
          now: now(),
          countdownSeconds: config.liveCountdownSeconds,
        }),
      );
      await beginLiveBattle(app, battleId);
      return reply.status(201).send({ battle_id: battleId });
    },
  );
};
