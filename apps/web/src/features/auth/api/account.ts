// Signing in (password, Google) and the player's own account: the calls and their hooks together.
import type { AuthConfig, SignInAnswer } from "@antbrawl/protocol/auth";
import type { SessionList, SignInMethods, SuccessAnswer } from "@antbrawl/protocol/users";
import { api } from "../../../lib/api/base-api";

/** Where the browser goes to sign in with Google (or to link it, with `link`). */
export const GOOGLE_START = "/api/auth/oidc/start";

const userPath = (userId: string, rest: string) => `/users/${encodeURIComponent(userId)}/${rest}`;

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    authConfig: build.query<AuthConfig, void>({ query: () => "/auth/config" }),
    login: build.mutation<SignInAnswer, { username: string; password: string }>({
      query: (body) => ({ url: "/auth/login", method: "POST", body: { ...body, username: body.username.trim() } }),
    }),
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
    setPassword: build.mutation<SuccessAnswer, { userId: string; newPassword: string; currentPassword?: string }>({
      query: ({ userId, newPassword, currentPassword }) => ({
        url: userPath(userId, "password"),
        method: "PUT",
        body: currentPassword
          ? { new_password: newPassword, current_password: currentPassword }
          : { new_password: newPassword },
      }),
      invalidatesTags: ["SignInMethods"],
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
  useAuthConfigQuery,
  useLoginMutation,
  useOidcCallbackMutation,
  useSignInMethodsQuery,
  useLazySignInMethodsQuery,
  useChangeUsernameMutation,
  useSetPasswordMutation,
  useSessionsQuery,
  useEndSessionMutation,
} = accountApi;
