// The Arena Combat calls: start a fight on a server seed, finish it with the command log, read a fight for a replay.

import type {
  ArenaCombatFinishAnswer,
  ArenaCombatFinishBody,
  ArenaCombatReplay,
  ArenaCombatStartAnswer,
  ArenaCombatStartBody,
  ArenaOpenFights,
} from "@antbrawl/protocol/arena-combat";
import { ARENA_COMBAT_PATHS } from "@antbrawl/protocol/paths/arena-combat";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { api } from "../../../lib/api/base-api";

const arenaCombatApi = api.injectEndpoints({
  endpoints: (build) => ({
    startArenaCombat: build.mutation<ArenaCombatStartAnswer, ArenaCombatStartBody & { userId: string }>({
      query: ({ userId, ...body }) => ({ url: apiPath(ARENA_COMBAT_PATHS.start, { userId }), method: "POST", body }),
      invalidatesTags: ["Ants", "Battles"],
    }),
    finishArenaCombat: build.mutation<
      ArenaCombatFinishAnswer,
      ArenaCombatFinishBody & { userId: string; battleId: string }
    >({
      query: ({ userId, battleId, ...body }) => ({
        url: apiPath(ARENA_COMBAT_PATHS.finish, { userId, battleId }),
        method: "POST",
        body,
      }),
      invalidatesTags: (answer) => (answer ? ["Ants", "Battles", "Achievements", "Leaderboard"] : ["Ants"]),
    }),
    openArenaFights: build.query<ArenaOpenFights, string>({
      query: (userId) => apiPath(ARENA_COMBAT_PATHS.open, { userId }),
      providesTags: ["Battles"],
    }),
    arenaCombatReplay: build.query<ArenaCombatReplay, { userId: string; battleId: string }>({
      query: ({ userId, battleId }) => apiPath(ARENA_COMBAT_PATHS.fight, { userId, battleId }),
      providesTags: (_answer, _error, { battleId }) => [{ type: "Battles", id: battleId }],
    }),
  }),
});

export const {
  useStartArenaCombatMutation,
  useFinishArenaCombatMutation,
  useArenaCombatReplayQuery,
  useLazyArenaCombatReplayQuery,
  useOpenArenaFightsQuery,
} = arenaCombatApi;
