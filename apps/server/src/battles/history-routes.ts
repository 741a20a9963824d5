// GET /api/users/{userId}/battles?limit=n&before=cursor: the player's battles, newest first, with total wins.
import { BattleList, BattleListQuery } from "@antbrawl/protocol/battles";
import { BATTLE_PATHS } from "@antbrawl/protocol/paths/battles";
import { UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { expireScheduledBattles } from "./expiry";
import { battleHistory } from "./history";

export const battleHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    BATTLE_PATHS.history.path,
    {
      schema: {
        tags: ["battles"],
        params: UserIdParams,
        querystring: BattleListQuery,
        response: { 200: BattleList },
      },
    },
    async (request): Promise<BattleList> => {
      await expireScheduledBattles(app.deps.db, { userId: request.params.userId }, app.deps.now());
      return battleHistory(app.deps.db, request.params.userId, request.query);
    },
  );
};
