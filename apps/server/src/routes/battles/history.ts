// GET /api/users/{userId}/battles?limit=n&before=cursor: the player's battles, newest first, with total wins.
import { type BattleList, BattleListQuery } from "@antbrawl/protocol/battles";
import { UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { battleHistory } from "../../battles/history";
import { BattleListReply } from "./reply-schemas";

export const battleHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/battles",
    {
      schema: {
        tags: ["battles"],
        params: UserIdParams,
        querystring: BattleListQuery,
        response: { 200: BattleListReply },
      },
    },
    async (request): Promise<BattleList> => battleHistory(app.deps.db, request.params.userId, request.query),
  );
};
