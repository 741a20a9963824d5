// POST /api/battles/{battleId}/start: the challenger runs its scheduled battle.
import { BattleAnswer, BattleIdParams } from "@antbrawl/protocol/battles";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { notifyItemsWon } from "../lab";
import { notifyBattleCompleted } from "../ws/notify";
import { startBattle } from "./start";

export const startBattleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    "/:battleId/start",
    { schema: { tags: ["battles"], params: BattleIdParams, response: { 200: BattleAnswer } } },
    async (request): Promise<BattleAnswer> => {
      const { battle, message } = await startBattle(
        app.deps.db,
        request.sessionUserId as string,
        request.params.battleId,
        app.deps.now(),
      );
      notifyBattleCompleted(app, battle);
      void notifyItemsWon(app, battle.id);
      return { success: true, message, battle };
    },
  );
};
