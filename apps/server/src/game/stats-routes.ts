// GET /api/game/stats: public game-wide counts for the leaderboard's stat cards, cached between writes.
import { GameStats } from "@antbrawl/protocol/battles";
import { BATTLE_PATHS } from "@antbrawl/protocol/paths/battles";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { gameStats } from "./leaderboard";
import { COUNTED_TABLES, StatsCache } from "./stats-cache";

export const gameStatsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = new StatsCache(() => gameStats(app.deps.db));
  const stop = app.deps.writes.onWrite(COUNTED_TABLES, () => cache.invalidate());
  app.addHook("onClose", async () => stop());
  app.get(BATTLE_PATHS.gameStats.path, { schema: { tags: ["game"], response: { 200: GameStats } } }, () => cache.get());
};
