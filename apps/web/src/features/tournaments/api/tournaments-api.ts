// The tournaments' calls: the list, one tournament (polled while it runs), register, withdraw, a match's battle.
import type { Battle } from "@antbrawl/protocol/battles";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { TOURNAMENT_PATHS } from "@antbrawl/protocol/paths/tournaments";
import type {
  RegistrationAnswer,
  TournamentDetail,
  TournamentList,
  WithdrawalAnswer,
} from "@antbrawl/protocol/tournaments";
import { api } from "../../../lib/api/base-api";

/** A registration moves the balance too (the fee is held), so it refreshes the balance the arena shows. */
const CHANGED = ["Tournaments", { type: "User", id: "balance" }] as const;

const tournamentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    tournaments: build.query<TournamentList, void>({
      query: () => apiPath(TOURNAMENT_PATHS.list),
      providesTags: ["Tournaments"],
    }),
    tournament: build.query<TournamentDetail, string>({
      query: (tournamentId) => apiPath(TOURNAMENT_PATHS.detail, { tournamentId }),
      providesTags: ["Tournaments"],
    }),
    registerAnt: build.mutation<RegistrationAnswer, { tournamentId: string; antId: string }>({
      query: ({ tournamentId, antId }) => ({
        url: apiPath(TOURNAMENT_PATHS.register, { tournamentId }),
        method: "POST",
        body: { ant_id: antId },
      }),
      invalidatesTags: [...CHANGED],
    }),
    withdrawAnt: build.mutation<WithdrawalAnswer, string>({
      query: (tournamentId) => ({ url: apiPath(TOURNAMENT_PATHS.withdraw, { tournamentId }), method: "DELETE" }),
      invalidatesTags: [...CHANGED],
    }),
    tournamentBattle: build.query<Battle, { tournamentId: string; battleId: string }>({
      query: (params) => apiPath(TOURNAMENT_PATHS.battle, params),
    }),
  }),
});

export const {
  useTournamentsQuery,
  useTournamentQuery,
  useRegisterAntMutation,
  useWithdrawAntMutation,
  useTournamentBattleQuery,
} = tournamentsApi;
