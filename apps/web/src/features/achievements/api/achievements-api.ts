// The player's achievements and their summary; refreshed whenever an action may have earned one.
import type { Achievement, AchievementStats } from "@antbrawl/protocol/ants";
import { api } from "../../../lib/api/base-api";

const userPath = (userId: string) => `/users/${encodeURIComponent(userId)}`;

export const achievementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    achievements: build.query<Achievement[], string>({
      query: (userId) => `${userPath(userId)}/achievements`,
      providesTags: ["Achievements"],
    }),
    achievementStats: build.query<AchievementStats, string>({
      query: (userId) => `${userPath(userId)}/achievement-stats`,
      providesTags: ["Achievements"],
    }),
  }),
});

export const { useAchievementsQuery, useAchievementStatsQuery } = achievementsApi;
