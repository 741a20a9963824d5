// GET /achievements and GET /achievement-stats: the catalog with the player's progress, and its summary.
import { Achievement, AchievementStats } from "@antbrawl/protocol/ants";
import { USER_PATHS } from "@antbrawl/protocol/paths/users";
import { UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { listAchievements, summarizeAchievements } from "./achievements";

export const achievementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;
  app.get(
    USER_PATHS.achievements.path,
    {
      schema: {
        tags: ["achievements"],
        summary: "Every achievement with the player's progress",
        params: UserIdParams,
        response: { 200: Type.Array(Achievement) },
      },
    },
    async (request) => listAchievements(db, request.params.userId),
  );
  app.get(
    USER_PATHS.achievementStats.path,
    { schema: { tags: ["achievements"], params: UserIdParams, response: { 200: AchievementStats } } },
    async (request) => summarizeAchievements(db, request.params.userId),
  );
};
