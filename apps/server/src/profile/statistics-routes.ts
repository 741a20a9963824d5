// GET /api/users/{userId}/statistics (the profile's Statistics tab) and /colony-statistics (the Colony Statistics
// view), to their owner only (the scope's owner guard).
import { ErrorBody } from "@antbrawl/protocol/errors";
import { PROFILE_PATHS } from "@antbrawl/protocol/paths/profile";
import { ColonyStatistics, ProfileStatistics } from "@antbrawl/protocol/profile";
import { UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { colonyStatistics } from "./colony-statistics";
import { profileStatistics } from "./statistics";

export const statisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    PROFILE_PATHS.statistics.path,
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
  app.get(
    PROFILE_PATHS.colonyStatistics.path,
    {
      schema: {
        tags: ["users"],
        summary: "Colony Statistics: care given, trainings, chats and battles per day over the last two weeks",
        params: UserIdParams,
        response: { 200: ColonyStatistics, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => colonyStatistics(app.deps.db, request.params.userId, app.deps.now()),
  );
};
