// GET /api/game/stats: public game-wide counts for the leaderboard's stat cards.
import { GameStats } from "@antbrawl/protocol/battles";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { gameStats } from "./leaderboard";

export const gameStatsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get("/stats", { schema: { tags: ["game"], response: { 200: GameStats } } }, async () => gameStats(app.deps.db));
};
