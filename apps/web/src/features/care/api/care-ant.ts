// The five care calls (POST …/feed?food_amount=5 and the like); the returned ant replaces the cached one.

import type { CareAnswer } from "@antbrawl/protocol/ants";
import { CARE_PATHS } from "@antbrawl/protocol/paths/ants";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { type CareAction, careRule } from "@antbrawl/rules/colony/care";
import { api } from "../../../lib/api/base-api";
import { replaceCachedAnt } from "../../ants/public";

interface CareArgs {
  userId: string;
  antId: string;
  action: CareAction;
}

const careApi = api.injectEndpoints({
  endpoints: (build) => ({
    careForAnt: build.mutation<CareAnswer, CareArgs>({
      query: ({ userId, antId, action }) => {
        const rule = careRule(action);
        return {
          url: apiPath(CARE_PATHS[action], { userId, antId }),
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
