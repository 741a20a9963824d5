// The first-hour guide's calls: its state (from the player's progress, so it refreshes with achievements), a step
// opened from it, and the skip; each answer replaces the cached guide.
import type { GuideAnswer, GuideVisitBody } from "@antbrawl/protocol/guide";
import { GUIDE_PATHS } from "@antbrawl/protocol/paths/guide";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { api } from "../../../lib/api/base-api";

const guideApi = api.injectEndpoints({
  endpoints: (build) => ({
    guide: build.query<GuideAnswer, string>({
      query: (userId) => apiPath(GUIDE_PATHS.state, { userId }),
      providesTags: ["Achievements"],
    }),
    visitGuideStep: build.mutation<GuideAnswer, { userId: string; step: GuideVisitBody["step"] }>({
      query: ({ userId, step }) => ({ url: apiPath(GUIDE_PATHS.visit, { userId }), method: "POST", body: { step } }),
      onQueryStarted: async ({ userId }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(guideApi.util.upsertQueryData("guide", userId, data));
      },
    }),
    skipGuide: build.mutation<GuideAnswer, string>({
      query: (userId) => ({ url: apiPath(GUIDE_PATHS.skip, { userId }), method: "POST" }),
      onQueryStarted: async (userId, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(guideApi.util.upsertQueryData("guide", userId, data));
      },
    }),
  }),
});

export const { useGuideQuery, useVisitGuideStepMutation, useSkipGuideMutation } = guideApi;
