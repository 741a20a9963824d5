// GET /api/users/{userId}/search?q=&limit=&offset=: players by username prefix, with the caller's friendship status.
import { ErrorBody } from "@antbrawl/protocol/errors";
import { SOCIAL_PATHS } from "@antbrawl/protocol/paths/social";
import { SEARCH_DEFAULT_LIMIT, UserSearchAnswer, UserSearchQuery } from "@antbrawl/protocol/social";
import { UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { searchPlayers } from "./friends";

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    SOCIAL_PATHS.search.path,
    {
      schema: {
        tags: ["social"],
        summary: "Players whose username starts with q (any case), by username; the caller is left out",
        params: UserIdParams,
        querystring: UserSearchQuery,
        response: { 200: UserSearchAnswer, 400: ErrorBody },
      },
    },
    async (request): Promise<UserSearchAnswer> => {
      const { q, limit = SEARCH_DEFAULT_LIMIT, offset = 0 } = request.query;
      return { users: await searchPlayers(app.deps.db, request.params.userId, q, limit, offset) };
    },
  );
};
