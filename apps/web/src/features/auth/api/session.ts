// Sign-up, sign-in, the user check and logout: plain calls (no RTK Query), as they run on a visitor's first load.
import type { AuthConfig, SignInAnswer } from "@antbrawl/protocol/auth";
import type { SessionAnswer, SignInMethods, User } from "@antbrawl/protocol/users";
import { useEffect, useState } from "react";
import { callApi } from "../../../lib/api/request";

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

const userPath = (userId: string, rest = "") => `/users/${encodeURIComponent(userId)}${rest}`;

export const signUp = ({ username }: { username: string }) =>
  callApi<SessionAnswer>("/users", {
    method: "POST",
    body: { username: username.trim(), email: placeholderEmail(username) },
  });

export const login = ({ username, password }: { username: string; password: string }) =>
  callApi<SignInAnswer>("/auth/login", { method: "POST", body: { username: username.trim(), password } });

export const fetchUser = (userId: string, token: string | null) => callApi<User>(userPath(userId), { token });

export const fetchSignInMethods = (userId: string, token: string | null) =>
  callApi<SignInMethods>(userPath(userId, "/sign-in-methods"), { token });

export const logout = (token: string | null) =>
  callApi<{ success: boolean }>("/auth/logout", { method: "POST", token });

let authConfig: Promise<AuthConfig> | undefined;

/** Whether Google sign-in is on (and why not), asked once per page load; a failed answer is asked again next time. */
export function useAuthConfig(): { data: AuthConfig | undefined; isError: boolean } {
  const [state, setState] = useState<{ data: AuthConfig | undefined; isError: boolean }>({
    data: undefined,
    isError: false,
  });
  useEffect(() => {
    let live = true;
    authConfig ??= callApi<AuthConfig>("/auth/config");
    authConfig.then(
      (data) => live && setState({ data, isError: false }),
      () => {
        authConfig = undefined;
        if (live) setState({ data: undefined, isError: true });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
