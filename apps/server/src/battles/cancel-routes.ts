// DELETE /api/users/{userId}/ants/{antId}/battle: cancels the ant's scheduled battle and refunds its stakes.

import { AntParams } from "@antbrawl/protocol/ants";
import { BATTLE_PATHS } from "@antbrawl/protocol/paths/battles";
import { SuccessAnswer } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { cancelBattle } from "./cancel";
import { BATTLE_CANCELLED_REFUNDED } from "./messages";

export const cancelBattleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    BATTLE_PATHS.cancel.path,
    { schema: { tags: ["battles"], params: AntParams, response: { 200: SuccessAnswer } } },
    async (request) => {
      await cancelBattle(app.deps, request.params.userId, request.params.antId, app.deps.now());
      return { success: true, message: BATTLE_CANCELLED_REFUNDED };
    },
  );
};
