// The inspector's reads: the ant's equipment bonuses and its battles (the battle history call, newest 50).

import type { BattleList } from "@antbrawl/protocol/battles";
import { BATTLE_PATHS } from "@antbrawl/protocol/paths/battles";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { api } from "../../../lib/api/base-api";

/** Battles the History sub-tab reads (the history call's largest page). */
const INSPECTOR_BATTLES = 50;

const inspectorApi = api.injectEndpoints({
  endpoints: (build) => ({
    inspectorBattles: build.query<BattleList, string>({
      query: (userId) => ({
        url: apiPath(BATTLE_PATHS.history, { userId }),
        params: { limit: INSPECTOR_BATTLES },
      }),
      providesTags: ["Battles"],
    }),
  }),
});

export const { useInspectorBattlesQuery } = inspectorApi;
