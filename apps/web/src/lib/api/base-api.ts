// The one RTK Query API; features inject their endpoints into it. Sends the session token as Bearer.
// It joins the store when first imported (no visitor's first load carries it; see docs/performance.md).
import { createApi, fetchBaseQuery } from "@reduxjs/toolkit/query/react";
import { reportCallAnswered, reportCallFailed } from "../network/online-status";
import { addLatePart } from "../store/late-parts";

interface TokenState {
  user: { token: string | null };
}

const fetchQuery = fetchBaseQuery({
  baseUrl: "/api",
  credentials: "same-origin",
  prepareHeaders(headers, { getState }) {
    const token = (getState() as TokenState).user.token;
    if (token) headers.set("authorization", `Bearer ${token}`);
    return headers;
  },
});

/** The fetch base, telling the offline banner whether the server answered. */
const baseQuery: typeof fetchQuery = async (args, queryApi, extra) => {
  const result = await fetchQuery(args, queryApi, extra);
  if (result.error?.status === "FETCH_ERROR") reportCallFailed(result.error.error);
  else reportCallAnswered();
  return result;
};

export const api = createApi({
  reducerPath: "api",
  baseQuery,
  tagTypes: [
    "User",
    "Ants",
    "Achievements",
    "Battles",
    "Leaderboard",
    "Friends",
    "FriendRequests",
    "BattleInvitations",
    "Preferences",
    "SignInMethods",
    "Sessions",
    "Breeding",
    "Equipment",
    "Training",
    "Notifications",
    "Tournaments",
  ],
  endpoints: () => ({}),
});

addLatePart(api);
