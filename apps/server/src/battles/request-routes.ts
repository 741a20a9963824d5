// POST /api/users/{userId}/battles/request: matchmaking for a server battle; answers the scheduled battle's id.
import { BattleRequestAnswer, BattleRequestBody } from "@antbrawl/protocol/battles";
import { UserIdParams } from "@antbrawl/protocol/users";
import { fromMilli } from "@antbrawl/rules/economy/money";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { notifyUser } from "../ws/notify";
import { requestBattle, START_DELAY_SECONDS } from "./request";

export const battleRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    "/battles/request",
    {
      schema: {
        tags: ["battles"],
        params: UserIdParams,
        body: BattleRequestBody,
        response: { 201: BattleRequestAnswer },
      },
    },
    async (request, reply) => {
      const outcome = await requestBattle(app.deps.db, request.params.userId, request.body, app.deps.now());
      notifyUser(app, request.params.userId, { type: "ant_updated", ant_id: request.body.ant_id });
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
