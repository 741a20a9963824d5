// POST /api/battles/self-battle: two of the caller's ants fight now; answers the finished battle with its log.
import { BattleAnswer, SelfBattleBody } from "@antbrawl/protocol/battles";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { notifyBattleCompleted } from "../ws/notify";
import { expireScheduledBattles } from "./expiry";
import { selfBattle } from "./self-battle";

export const selfBattleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    "/self-battle",
    { schema: { tags: ["battles"], body: SelfBattleBody, response: { 201: BattleAnswer } } },
    async (request, reply) => {
      const userId = request.sessionUserId as string;
      const now = app.deps.now();
      await expireScheduledBattles(app.deps.db, { userId }, now);
      const { battle, message } = await selfBattle(app.deps.db, userId, request.body, now);
      notifyBattleCompleted(app, battle);
      const answer: BattleAnswer = { success: true, message, battle };
      return reply.status(201).send(answer);
    },
  );
};
