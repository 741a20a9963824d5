// The Arena Combat calls: start a fight on a server seed, finish it with the command log, read a fight for a replay.
import type {
  ArenaCombatFinishAnswer,
  ArenaCombatFinishBody,
  ArenaCombatReplay,
  ArenaCombatStartAnswer,
  ArenaCombatStartBody,
  ArenaOpenFights,
} from "@antbrawl/protocol/arena-combat";
import { api } from "../../../lib/api/base-api";

const combatPath = (userId: string) => `/users/${encodeURIComponent(userId)}/arena-combat`;

export const arenaCombatApi = api.injectEndpoints({
  endpoints: (build) => ({
    startArenaCombat: build.mutation<ArenaCombatStartAnswer, ArenaCombatStartBody & { userId: string }>({
      query: ({ userId, ...body }) => ({ url: combatPath(userId), method: "POST", body }),
      invalidatesTags: ["Ants", "Battles"],
    }),
    finishArenaCombat: build.mutation<
      ArenaCombatFinishAnswer,
      ArenaCombatFinishBody & { userId: string; battleId: string }
    >({
      query: ({ userId, battleId, ...body }) => ({
        url: `${combatPath(userId)}/${encodeURIComponent(battleId)}/finish`,
        method: "POST",
        body,
      }),
      invalidatesTags: (answer) => (answer ? ["Ants", "Battles", "Achievements", "Leaderboard"] : ["Ants"]),
    }),
    openArenaFights: build.query<ArenaOpenFights, string>({
      query: (userId) => combatPath(userId),
      providesTags: ["Battles"],
    }),
    arenaCombatReplay: build.query<ArenaCombatReplay, { userId: string; battleId: string }>({
      query: ({ userId, battleId }) => `${combatPath(userId)}/${encodeURIComponent(battleId)}`,
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
