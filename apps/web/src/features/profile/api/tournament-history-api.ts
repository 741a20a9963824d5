// GET /api/users/{userId}/tournaments: the profile's tournament history, one page per cursor; refetched with tournaments.

import { apiPath } from "@antbrawl/protocol/paths/route";
import { TOURNAMENT_HISTORY_PATHS } from "@antbrawl/protocol/paths/tournament-history";
import type { TournamentHistory } from "@antbrawl/protocol/tournament-history";
import { api } from "../../../lib/api/base-api";

const tournamentHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    tournamentHistory: build.query<TournamentHistory, { userId: string; before?: string }>({
      query: ({ userId, before }) => ({
        url: apiPath(TOURNAMENT_HISTORY_PATHS.history, { userId }),
        params: before ? { before } : undefined,
      }),
      providesTags: ["Tournaments"],
    }),
  }),
});

export const { useTournamentHistoryQuery } = tournamentHistoryApi;
