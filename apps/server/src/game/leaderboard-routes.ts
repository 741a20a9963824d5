// GET /api/game/leaderboard?limit=n&sort=elo|wins|win_rate|streak: public; ants that have fought, ranked.
import { LeaderboardAnswer, LeaderboardQuery } from "@antbrawl/protocol/battles";
import { BATTLE_PATHS } from "@antbrawl/protocol/paths/battles";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { leaderboard } from "./leaderboard";

export const leaderboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    BATTLE_PATHS.leaderboard.path,
    { schema: { tags: ["game"], querystring: LeaderboardQuery, response: { 200: LeaderboardAnswer } } },
    async (request) => leaderboard(app.deps.db, request.query),
  );
};
