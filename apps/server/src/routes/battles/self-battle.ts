// POST /api/battles/self-battle: two of the caller's ants fight now; answers the finished battle with its log.
import { type BattleAnswer, SelfBattleBody } from "@antbrawl/protocol/battles";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { selfBattle } from "../../battles/self-battle";
import { BattleAnswerReply } from "./reply-schemas";

export const selfBattleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    "/self-battle",
    { schema: { tags: ["battles"], body: SelfBattleBody, response: { 201: BattleAnswerReply } } },
    async (request, reply) => {
      const { battle, message } = await selfBattle(
        app.deps.db,
        request.sessionUserId as string,
        request.body,
        app.deps.now(),
      );
      const answer: BattleAnswer = { success: true, message, battle };
      return reply.status(201).send(answer);
    },
  );
};
