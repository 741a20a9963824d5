// Practice against a house ant (W30): the call that leaves the queue and starts the live battle.
import { ARENA_PATHS } from "@antbrawl/protocol/paths/arena";
import { apiPath } from "@antbrawl/protocol/paths/route";
import type { PracticeStartAnswer } from "@antbrawl/protocol/queue-status";
import { api } from "../../../lib/api/base-api";

const practiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    startPractice: build.mutation<PracticeStartAnswer, { antId: string }>({
      query: ({ antId }) => ({ url: apiPath(ARENA_PATHS.practice), method: "POST", body: { ant_id: antId } }),
      invalidatesTags: ["Ants"],
    }),
  }),
});

export const { useStartPracticeMutation } = practiceApi;
