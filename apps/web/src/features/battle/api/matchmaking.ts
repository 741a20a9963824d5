// Server battles: request a match, start it, or cancel the request while it is pending.
import type { BattleAnswer, BattleRequestAnswer, BattleRequestBody } from "@antbrawl/protocol/battles";
import { api } from "../../../lib/api/base-api";
import { BALANCE_TAG } from "./balance";
import { antBattlePath, battleRequestPath, battleStartPath } from "./battle-paths";

interface BattleRequestArgs {
  userId: string;
  body: BattleRequestBody;
}

interface CancelBattleArgs {
  userId: string;
  antId: string;
}

const matchmakingApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestBattle: build.mutation<BattleRequestAnswer, BattleRequestArgs>({
      query: ({ userId, body }) => ({ url: battleRequestPath(userId), method: "POST", body }),
      invalidatesTags: ["Ants", "Battles", "Leaderboard", BALANCE_TAG],
    }),
    startBattle: build.mutation<BattleAnswer, string>({
      query: (battleId) => ({ url: battleStartPath(battleId), method: "POST" }),
      invalidatesTags: ["Ants", "Battles", "Leaderboard", "Achievements", BALANCE_TAG],
    }),
    cancelBattle: build.mutation<unknown, CancelBattleArgs>({
      query: ({ userId, antId }) => ({ url: antBattlePath(userId, antId), method: "DELETE" }),
      invalidatesTags: ["Ants", "Battles", BALANCE_TAG],
    }),
  }),
});

export const { useRequestBattleMutation, useStartBattleMutation, useCancelBattleMutation } = matchmakingApi;
