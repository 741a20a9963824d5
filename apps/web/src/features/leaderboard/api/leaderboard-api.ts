// The public leaderboard (20 entries in the chosen order) and the game-wide statistics.

import type { GameStats, LEADERBOARD_SORTS, LeaderboardAnswer } from "@antbrawl/protocol/battles";
import { BATTLE_PATHS } from "@antbrawl/protocol/paths/battles";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { api } from "../../../lib/api/base-api";

const LEADERBOARD_LIMIT = 20;
export type LeaderboardSort = (typeof LEADERBOARD_SORTS)[number];

const leaderboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    leaderboard: build.query<LeaderboardAnswer, LeaderboardSort>({
      query: (sort) => ({ url: apiPath(BATTLE_PATHS.leaderboard), params: { limit: LEADERBOARD_LIMIT, sort } }),
      providesTags: ["Leaderboard"],
    }),
    gameStats: build.query<GameStats, void>({
      query: () => apiPath(BATTLE_PATHS.gameStats),
      providesTags: ["Leaderboard"],
    }),
  }),
});

export const { useLeaderboardQuery, useGameStatsQuery } = leaderboardApi;
