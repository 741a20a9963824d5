// Sign-up, sign-in, the user check and logout: plain calls (no RTK Query), as they run on a visitor's first load.

import type { AuthConfig, SignInAnswer } from "@antbrawl/protocol/auth";
import { AUTH_PATHS } from "@antbrawl/protocol/paths/auth";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { USER_PATHS } from "@antbrawl/protocol/paths/users";
import type { SessionAnswer, SignInMethods, User } from "@antbrawl/protocol/users";
import { useEffect, useState } from "react";
import { callApi } from "../../../lib/api/request";

/** The placeholder local e-mail the client builds from a username at sign-up (spec 000 §5). */
function placeholderEmail(username: string): string {
  const local =
    username
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, ".")
      .replace(/^\.+|\.+$/g, "") || "player";
  return `${local}@players.antbrawl.local`;
}

export const signUp = ({ username }: { username: string }) =>
  callApi<SessionAnswer>(apiPath(USER_PATHS.signUp), {
    method: "POST",
    body: { username: username.trim(), email: placeholderEmail(username) },
  });

export const login = ({ username, password }: { username: string; password: string }) =>
  callApi<SignInAnswer>(apiPath(AUTH_PATHS.login), { method: "POST", body: { username: username.trim(), password } });

export const fetchUser = (userId: string, token: string | null) =>
  callApi<User>(apiPath(USER_PATHS.user, { userId }), { token });

export const fetchSignInMethods = (userId: string, token: string | null) =>
  callApi<SignInMethods>(apiPath(AUTH_PATHS.signInMethods, { userId }), { token });

export const logout = (token: string | null) =>
  callApi<{ success: boolean }>(apiPath(AUTH_PATHS.logout), { method: "POST", token });

let authConfig: Promise<AuthConfig> | undefined;

/** Whether Google sign-in is on (and why not), asked once per page load; a failed answer is asked again next time. */
export function useAuthConfig(): { data: AuthConfig | undefined; isError: boolean } {
  const [state, setState] = useState<{ data: AuthConfig | undefined; isError: boolean }>({
    data: undefined,
    isError: false,
  });
  useEffect(() => {
    let live = true;
    authConfig ??= callApi<AuthConfig>(apiPath(AUTH_PATHS.config));
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
