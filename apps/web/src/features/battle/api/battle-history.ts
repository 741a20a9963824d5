// The player's battles, newest first, ten a page (cursor `before`), with the total wins; and one battle by id.
import type { BattleProof } from "@antbrawl/protocol/battle-proof";
import type { Battle, BattleList } from "@antbrawl/protocol/battles";
import { api } from "../../../lib/api/base-api";
import { battlePath, battleProofPath, userBattlesPath } from "./battle-paths";

export const HISTORY_PAGE_SIZE = 10;

export const battleHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    battleHistory: build.infiniteQuery<BattleList, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
      },
      query: ({ queryArg: userId, pageParam }) => ({
        url: userBattlesPath(userId),
        params: pageParam ? { limit: HISTORY_PAGE_SIZE, before: pageParam } : { limit: HISTORY_PAGE_SIZE },
      }),
      providesTags: ["Battles"],
    }),
    battle: build.query<Battle, string>({
      query: (battleId) => battlePath(battleId),
      providesTags: (_answer, _error, battleId) => [{ type: "Battles", id: battleId }],
    }),
    /** FD6: a finished battle's revealed dice, snapshots and choices (409 while it runs, 403 for a watcher). */
    battleProof: build.query<BattleProof, string>({
      query: (battleId) => battleProofPath(battleId),
    }),
  }),
});

export const { useBattleHistoryInfiniteQuery, useBattleQuery, useLazyBattleProofQuery } = battleHistoryApi;
