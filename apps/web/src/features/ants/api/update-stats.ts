// The stat editor's save (POST …/update-stats with all 20 stats); the returned ant replaces the cached one.

import type { StatsShape } from "@antbrawl/protocol/ants";
import { ANT_PATHS } from "@antbrawl/protocol/paths/ants";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { api } from "../../../lib/api/base-api";
import { antFromAnswer, replaceCachedAnt } from "./ant-cache";

interface UpdateStatsArgs {
  userId: string;
  antId: string;
  stats: StatsShape;
}

const updateStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateStats: build.mutation<unknown, UpdateStatsArgs>({
      query: ({ userId, antId, stats }) => ({
        url: apiPath(ANT_PATHS.updateStats, { userId, antId }),
        method: "POST",
        body: { stats },
      }),
      invalidatesTags: (answer) => (antFromAnswer(answer) ? ["Achievements"] : ["Ants", "Achievements"]),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        const ant = antFromAnswer(data);
        if (ant) replaceCachedAnt(dispatch, userId, ant);
      },
    }),
  }),
});

export const { useUpdateStatsMutation } = updateStatsApi;
