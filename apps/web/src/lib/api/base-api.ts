// The one RTK Query API; features inject their endpoints into it. Sends the session token as Bearer.
// It joins the store when first imported (no visitor's first load carries it; see docs/performance.md).
import { createApi, fetchBaseQuery } from "@reduxjs/toolkit/query/react";
import { addLatePart } from "../store/late-parts";

interface TokenState {
  user: { token: string | null };
}

export const api = createApi({
  reducerPath: "api",
  baseQuery: fetchBaseQuery({
    baseUrl: "/api",
    credentials: "same-origin",
    prepareHeaders(headers, { getState }) {
      const token = (getState() as TokenState).user.token;
      if (token) headers.set("authorization", `Bearer ${token}`);
      return headers;
    },
  }),
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
