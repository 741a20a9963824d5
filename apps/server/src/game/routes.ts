// The public /api/game scope: leaderboard and game statistics, no session needed.
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { leaderboardRoutes } from "./leaderboard-routes";
import { gameStatsRoutes } from "./stats-routes";

/** Register with the prefix /api/game. */
export const gameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(leaderboardRoutes);
  await app.register(gameStatsRoutes);
};
