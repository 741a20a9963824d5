// DELETE /api/users/{userId}/ants/{antId}/battle: cancels the ant's scheduled battle and refunds its stakes.
import { AntParams } from "@antbrawl/protocol/ants";
import { SuccessAnswer } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { notifyUser } from "../ws/notify";
import { cancelBattle } from "./cancel";
import { BATTLE_CANCELLED_REFUNDED } from "./messages";

export const cancelBattleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    "/ants/:antId/battle",
    { schema: { tags: ["battles"], params: AntParams, response: { 200: SuccessAnswer } } },
    async (request) => {
      await cancelBattle(app.deps.db, request.params.userId, request.params.antId, app.deps.now());
      notifyUser(app, request.params.userId, { type: "ant_updated", ant_id: request.params.antId });
      return { success: true, message: BATTLE_CANCELLED_REFUNDED };
    },
  );
};
