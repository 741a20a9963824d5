// Live now (issue 24): the public list of ranked live battles in progress, refreshed while the list is on screen.
import type { LiveNowList } from "@antbrawl/protocol/live-now";
import { ARENA_PATHS } from "@antbrawl/protocol/paths/arena";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { api } from "../../../lib/api/base-api";

const liveNowApi = api.injectEndpoints({
  endpoints: (build) => ({
    liveNow: build.query<LiveNowList, void>({
      query: () => apiPath(ARENA_PATHS.liveNow),
    }),
  }),
});

export const { useLiveNowQuery } = liveNowApi;
