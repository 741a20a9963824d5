// The searching player's queue status (W25): who else searches and the wait estimate, polled while the search runs.
import { ARENA_PATHS } from "@antbrawl/protocol/paths/arena";
import { apiPath } from "@antbrawl/protocol/paths/route";
import type { QueueStatus } from "@antbrawl/protocol/queue-status";
import { api } from "../../../lib/api/base-api";

const queueStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    queueStatus: build.query<QueueStatus, void>({
      query: () => apiPath(ARENA_PATHS.queueStatus),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useQueueStatusQuery } = queueStatusApi;
