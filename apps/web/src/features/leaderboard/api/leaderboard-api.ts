// The public leaderboard (20 entries in the chosen order) and the game-wide statistics.
import type { GameStats, LEADERBOARD_SORTS, LeaderboardAnswer } from "@antbrawl/protocol/battles";
import { api } from "../../../lib/api/base-api";

export const LEADERBOARD_LIMIT = 20;
export type LeaderboardSort = (typeof LEADERBOARD_SORTS)[number];

export const leaderboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    leaderboard: build.query<LeaderboardAnswer, LeaderboardSort>({
      query: (sort) => ({ url: "/game/leaderboard", params: { limit: LEADERBOARD_LIMIT, sort } }),
      providesTags: ["Leaderboard"],
    }),
    gameStats: build.query<GameStats, void>({
      query: () => "/game/stats",
      providesTags: ["Leaderboard"],
    }),
  }),
});

export const { useLeaderboardQuery, useGameStatsQuery } = leaderboardApi;
