// Google sign-in's callback and the player's own account (RTK Query: loaded with the account pages only).

import type { SignInAnswer } from "@antbrawl/protocol/auth";
import { AUTH_PATHS } from "@antbrawl/protocol/paths/auth";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { USER_PATHS } from "@antbrawl/protocol/paths/users";
import type { PasswordAnswer, SessionList, SignInMethods, SuccessAnswer } from "@antbrawl/protocol/users";
import { api } from "../../../lib/api/base-api";

const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    oidcCallback: build.mutation<SignInAnswer, { code: string; state: string }>({
      query: (body) => ({ url: apiPath(AUTH_PATHS.oidcCallback), method: "POST", body }),
      invalidatesTags: ["SignInMethods"],
    }),
    signInMethods: build.query<SignInMethods, string>({
      query: (userId) => apiPath(AUTH_PATHS.signInMethods, { userId }),
      providesTags: ["SignInMethods"],
    }),
    changeUsername: build.mutation<SuccessAnswer, { userId: string; newUsername: string }>({
      query: ({ userId, newUsername }) => ({
        url: apiPath(USER_PATHS.username, { userId }),
        method: "PUT",
        body: { new_username: newUsername.trim() },
      }),
      invalidatesTags: ["User", "Leaderboard"],
    }),
    setPassword: build.mutation<
      PasswordAnswer,
      { userId: string; newPassword: string; currentPassword?: string; signOutHere?: boolean }
    >({
      query: ({ userId, newPassword, currentPassword, signOutHere }) => ({
        url: apiPath(USER_PATHS.password, { userId }),
        method: "PUT",
        body: {
          new_password: newPassword,
          ...(currentPassword ? { current_password: currentPassword } : {}),
          sign_out: signOutHere ? "all" : "others",
        },
      }),
      invalidatesTags: ["SignInMethods", "Sessions"],
    }),
    sessions: build.query<SessionList, string>({
      query: (userId) => apiPath(USER_PATHS.sessions, { userId }),
      providesTags: ["Sessions"],
    }),
    endSession: build.mutation<SuccessAnswer, { userId: string; sessionId: string }>({
      query: ({ userId, sessionId }) => ({
        url: apiPath(USER_PATHS.endSession, { userId, sessionId }),
        method: "DELETE",
      }),
      invalidatesTags: ["Sessions"],
    }),
  }),
});

export const {
  useOidcCallbackMutation,
  useSignInMethodsQuery,
  useChangeUsernameMutation,
  useSetPasswordMutation,
  useSessionsQuery,
  useEndSessionMutation,
} = accountApi;
