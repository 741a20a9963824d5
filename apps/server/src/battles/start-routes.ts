// POST /api/battles/{battleId}/start: the challenger runs its scheduled battle.
import { BattleAnswer, BattleIdParams } from "@antbrawl/protocol/battles";
import { BATTLE_PATHS } from "@antbrawl/protocol/paths/battles";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { startBattle } from "./start";

export const startBattleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    BATTLE_PATHS.start.path,
    { schema: { tags: ["battles"], params: BattleIdParams, response: { 200: BattleAnswer } } },
    async (request): Promise<BattleAnswer> => {
      const { battle, message } = await startBattle(
        app.deps,
        request.sessionUserId as string,
        request.params.battleId,
        app.deps.now(),
      );
      return { success: true, message, battle };
    },
  );
};
