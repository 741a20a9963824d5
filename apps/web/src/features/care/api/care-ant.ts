// The five care calls (POST …/feed?food_amount=5 and the like); the returned ant replaces the cached one.
import type { CareAnswer } from "@antbrawl/protocol/ants";
import { type CareAction, careRule } from "@antbrawl/rules/colony/care";
import { api } from "../../../lib/api/base-api";
import { replaceCachedAnt } from "../../ants/public";

export interface CareArgs {
  userId: string;
  antId: string;
  action: CareAction;
}

export const careApi = api.injectEndpoints({
  endpoints: (build) => ({
    careForAnt: build.mutation<CareAnswer, CareArgs>({
      query: ({ userId, antId, action }) => {
        const rule = careRule(action);
        return {
          url: `/users/${encodeURIComponent(userId)}/ants/${encodeURIComponent(antId)}/${action}`,
          method: "POST",
          params: { [rule.queryParam]: rule.defaultAmount },
        };
      },
      invalidatesTags: ["Achievements"],
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.ant) replaceCachedAnt(dispatch, userId, data.ant);
      },
    }),
  }),
});

export const { useCareForAntMutation } = careApi;
