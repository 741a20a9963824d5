// Google sign-in's callback and the player's own account (RTK Query: loaded with the account pages only).
import type { SignInAnswer } from "@antbrawl/protocol/auth";
import type { PasswordAnswer, SessionList, SignInMethods, SuccessAnswer } from "@antbrawl/protocol/users";
import { api } from "../../../lib/api/base-api";

const userPath = (userId: string, rest: string) => `/users/${encodeURIComponent(userId)}/${rest}`;

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    oidcCallback: build.mutation<SignInAnswer, { code: string; state: string }>({
      query: (body) => ({ url: "/auth/oidc/callback", method: "POST", body }),
      invalidatesTags: ["SignInMethods"],
    }),
    signInMethods: build.query<SignInMethods, string>({
      query: (userId) => userPath(userId, "sign-in-methods"),
      providesTags: ["SignInMethods"],
    }),
    changeUsername: build.mutation<SuccessAnswer, { userId: string; newUsername: string }>({
      query: ({ userId, newUsername }) => ({
        url: userPath(userId, "username"),
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
        url: userPath(userId, "password"),
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
      query: (userId) => userPath(userId, "sessions"),
      providesTags: ["Sessions"],
    }),
    endSession: build.mutation<SuccessAnswer, { userId: string; sessionId: string }>({
      query: ({ userId, sessionId }) => ({
        url: userPath(userId, `sessions/${encodeURIComponent(sessionId)}`),
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
