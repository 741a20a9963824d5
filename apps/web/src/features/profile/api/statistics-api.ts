// GET /api/users/{userId}/statistics: the Statistics tab and the header counts; refetched when ants or battles change.
import type { ProfileStatistics } from "@antbrawl/protocol/profile";
import { api } from "../../../lib/api/base-api";

export const statisticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    profileStatistics: build.query<ProfileStatistics, string>({
      query: (userId) => `/users/${encodeURIComponent(userId)}/statistics`,
      providesTags: ["Ants", "Battles"],
    }),
  }),
});

export const { useProfileStatisticsQuery } = statisticsApi;
