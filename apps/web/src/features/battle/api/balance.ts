// GET /api/users/{userId}/balance: the in-game ETH balance shown next to a ranked stake.
import type { BalanceAnswer } from "@antbrawl/protocol/battles";
import { api } from "../../../lib/api/base-api";
import { balancePath } from "./battle-paths";

/** The balance changes with ranked stakes; server battles invalidate this tag. */
export const BALANCE_TAG = { type: "User", id: "balance" } as const;

const balanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    balance: build.query<BalanceAnswer, string>({
      query: (userId) => balancePath(userId),
      providesTags: [BALANCE_TAG],
    }),
  }),
});

export const { useBalanceQuery } = balanceApi;
