// The inspector's reads: the ant's equipment bonuses and its battles (the battle history call, newest 50).
import type { BattleList } from "@antbrawl/protocol/battles";
import { api } from "../../../lib/api/base-api";

/** Battles the History sub-tab reads (the history call's largest page). */
export const INSPECTOR_BATTLES = 50;

export const inspectorApi = api.injectEndpoints({
  endpoints: (build) => ({
    inspectorBattles: build.query<BattleList, string>({
      query: (userId) => ({
        url: `/users/${encodeURIComponent(userId)}/battles`,
        params: { limit: INSPECTOR_BATTLES },
      }),
      providesTags: ["Battles"],
    }),
  }),
});

export const { useInspectorBattlesQuery } = inspectorApi;
