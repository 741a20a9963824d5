// GET /api/players/{userId}/battles: a player's battles as any signed-in player may read them (when made public).
import { BattleList, BattleListQuery } from "@antbrawl/protocol/battles";
import { ErrorBody } from "@antbrawl/protocol/errors";
import { SOCIAL_PATHS } from "@antbrawl/protocol/paths/social";
import { PlayerParams } from "@antbrawl/protocol/social";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { installSessionGuard } from "../plugins/auth";
import { publicBattleHistory } from "./public-history";

/** Register with the prefix /api/players. */
export const playerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  installSessionGuard(app);
  app.get(
    SOCIAL_PATHS.playerBattles.path,
    {
      schema: {
        tags: ["social"],
        summary: "A player's battles, newest first: 403 unless the player made their battle history public",
        params: PlayerParams,
        querystring: BattleListQuery,
        response: { 200: BattleList, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request): Promise<BattleList> =>
      publicBattleHistory(app.deps.db, request.sessionUserId as string, request.params.userId, request.query),
  );
};
