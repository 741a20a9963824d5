// POST /api/battles/self-battle: two of the player's own ants fight; the ants and the history change after it.

import type { BattleAnswer, SelfBattleBody } from "@antbrawl/protocol/battles";
import { BATTLE_PATHS } from "@antbrawl/protocol/paths/battles";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { api } from "../../../lib/api/base-api";

const selfBattleApi = api.injectEndpoints({
  endpoints: (build) => ({
    selfBattle: build.mutation<BattleAnswer, SelfBattleBody>({
      query: (body) => ({ url: apiPath(BATTLE_PATHS.selfBattle), method: "POST", body }),
      invalidatesTags: (answer) => (answer?.success ? ["Ants", "Battles", "Leaderboard", "Achievements"] : ["Ants"]),
    }),
  }),
});

export const { useSelfBattleMutation } = selfBattleApi;
