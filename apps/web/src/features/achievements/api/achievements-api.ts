// The player's achievements and their summary; refreshed whenever an action may have earned one.

import type { Achievement, AchievementStats } from "@antbrawl/protocol/ants";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { USER_PATHS } from "@antbrawl/protocol/paths/users";
import { api } from "../../../lib/api/base-api";

const achievementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    achievements: build.query<Achievement[], string>({
      query: (userId) => apiPath(USER_PATHS.achievements, { userId }),
      providesTags: ["Achievements"],
    }),
    achievementStats: build.query<AchievementStats, string>({
      query: (userId) => apiPath(USER_PATHS.achievementStats, { userId }),
      providesTags: ["Achievements"],
    }),
  }),
});

export const { useAchievementsQuery, useAchievementStatsQuery } = achievementsApi;
