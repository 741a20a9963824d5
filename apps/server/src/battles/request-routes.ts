// POST /api/users/{userId}/battles/request: matchmaking for a server battle; answers the scheduled battle's id.
import { BattleRequestAnswer, BattleRequestBody } from "@antbrawl/protocol/battles";
import { BATTLE_PATHS } from "@antbrawl/protocol/paths/battles";
import { UserIdParams } from "@antbrawl/protocol/users";
import { fromMilli } from "@antbrawl/rules/economy/money";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { requestBattle, START_DELAY_SECONDS } from "./request";

export const battleRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    BATTLE_PATHS.request.path,
    {
      schema: {
        tags: ["battles"],
        params: UserIdParams,
        body: BattleRequestBody,
        response: { 201: BattleRequestAnswer },
      },
    },
    async (request, reply) => {
      const outcome = await requestBattle(app.deps, request.params.userId, request.body, app.deps.now());
      const answer: BattleRequestAnswer = {
        success: true,
        message: outcome.message,
        battle_id: outcome.battle.id,
        opponent: outcome.opponent,
        estimated_wait: START_DELAY_SECONDS,
        stake_amount: fromMilli(outcome.stakeMilli),
      };
      return reply.status(201).send(answer);
    },
  );
};
