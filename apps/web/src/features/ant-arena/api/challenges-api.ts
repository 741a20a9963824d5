// Open challenges (W34–W36): the list of others' waiting quick matches and the take that pairs the player at once.
import type { OpenChallengeList } from "@antbrawl/protocol/challenges";
import { ARENA_PATHS } from "@antbrawl/protocol/paths/arena";
import { apiPath } from "@antbrawl/protocol/paths/route";
import type { PracticeStartAnswer } from "@antbrawl/protocol/queue-status";
import { api } from "../../../lib/api/base-api";

const challengesApi = api.injectEndpoints({
  endpoints: (build) => ({
    openChallenges: build.query<OpenChallengeList, void>({
      query: () => apiPath(ARENA_PATHS.challenges),
    }),
    takeChallenge: build.mutation<PracticeStartAnswer, { ticketId: string; antId: string }>({
      query: ({ ticketId, antId }) => ({
        url: apiPath(ARENA_PATHS.takeChallenge, { ticketId }),
        method: "POST",
        body: { ant_id: antId },
      }),
      invalidatesTags: ["Ants"],
    }),
  }),
});

export const { useOpenChallengesQuery, useTakeChallengeMutation } = challengesApi;
