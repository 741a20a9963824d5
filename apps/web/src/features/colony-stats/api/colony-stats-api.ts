// GET /api/users/{userId}/colony-statistics: care given, trainings, chats and battles per day; refetched as they change.
import { PROFILE_PATHS } from "@antbrawl/protocol/paths/profile";
import { apiPath } from "@antbrawl/protocol/paths/route";
import type { ColonyStatistics } from "@antbrawl/protocol/profile";
import { api } from "../../../lib/api/base-api";

const colonyStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    colonyStatistics: build.query<ColonyStatistics, string>({
      query: (userId) => apiPath(PROFILE_PATHS.colonyStatistics, { userId }),
      providesTags: ["Ants", "Battles", "Achievements"],
    }),
  }),
});

export const { useColonyStatisticsQuery } = colonyStatsApi;
