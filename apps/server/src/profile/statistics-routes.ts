// GET /api/users/{userId}/statistics: the profile's Statistics tab, to its owner only (the scope's owner guard).
import { ErrorBody } from "@antbrawl/protocol/errors";
import { ProfileStatistics } from "@antbrawl/protocol/profile";
import { UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { profileStatistics } from "./statistics";

export const statisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/statistics",
    {
      schema: {
        tags: ["users"],
        summary: "Battle figures, rank, ant collection and ELO history per ant",
        params: UserIdParams,
        response: { 200: ProfileStatistics, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => profileStatistics(app.deps.db, request.params.userId),
  );
};
