// Sign-up, the user fetch and logout: the calls and their hooks together.
import type { SessionAnswer, User } from "@antbrawl/protocol/users";
import { api } from "../../../lib/api/base-api";

/** The placeholder local e-mail the client builds from a username at sign-up (spec 000 §5). */
export function placeholderEmail(username: string): string {
  const local =
    username
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, ".")
      .replace(/^\.+|\.+$/g, "") || "player";
  return `${local}@players.antbrawl.local`;
}

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<SessionAnswer, { username: string }>({
      query: ({ username }) => ({
        url: "/users",
        method: "POST",
        body: { username: username.trim(), email: placeholderEmail(username) },
      }),
    }),
    getUser: build.query<User, string>({
      query: (userId) => `/users/${encodeURIComponent(userId)}`,
      providesTags: ["User"],
    }),
    logout: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: "/auth/logout", method: "POST" }),
    }),
  }),
});

export const { useSignUpMutation, useLazyGetUserQuery, useLogoutMutation } = sessionApi;
