// POST /api/battles/self-battle: two of the player's own ants fight; the ants and the history change after it.
import type { BattleAnswer, SelfBattleBody } from "@antbrawl/protocol/battles";
import { api } from "../../../lib/api/base-api";

export const selfBattleApi = api.injectEndpoints({
  endpoints: (build) => ({
    selfBattle: build.mutation<BattleAnswer, SelfBattleBody>({
      query: (body) => ({ url: "/battles/self-battle", method: "POST", body }),
      invalidatesTags: (answer) => (answer?.success ? ["Ants", "Battles", "Leaderboard", "Achievements"] : ["Ants"]),
    }),
  }),
});

export const { useSelfBattleMutation } = selfBattleApi;
