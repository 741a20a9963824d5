// GET /api/users/{userId}/statistics: the Statistics tab and the header counts; refetched when ants or battles change.
import { PROFILE_PATHS } from "@antbrawl/protocol/paths/profile";
import { apiPath } from "@antbrawl/protocol/paths/route";
import type { ProfileStatistics } from "@antbrawl/protocol/profile";
import { api } from "../../../lib/api/base-api";

const statisticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    profileStatistics: build.query<ProfileStatistics, string>({
      query: (userId) => apiPath(PROFILE_PATHS.statistics, { userId }),
      providesTags: ["Ants", "Battles"],
    }),
  }),
});

export const { useProfileStatisticsQuery } = statisticsApi;
