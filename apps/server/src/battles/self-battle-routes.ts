// POST /api/battles/self-battle: two of the caller's ants fight now; answers the finished battle with its log.
import { BattleAnswer, SelfBattleBody } from "@antbrawl/protocol/battles";
import { BATTLE_PATHS } from "@antbrawl/protocol/paths/battles";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { selfBattle } from "./self-battle";

export const selfBattleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    BATTLE_PATHS.selfBattle.path,
    { schema: { tags: ["battles"], body: SelfBattleBody, response: { 201: BattleAnswer } } },
    async (request, reply) => {
      const { battle, message } = await selfBattle(
        app.deps,
        request.sessionUserId as string,
        request.body,
        app.deps.now(),
      );
      const answer: BattleAnswer = { success: true, message, battle };
      return reply.status(201).send(answer);
    },
  );
};
