// Logout that first asks the server how the player could sign back in, and warns when there is no way back.
import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { useStore } from "react-redux";
import type { SharedState } from "../../../lib/store/hooks";
import { fetchSignInMethods } from "../api/session";
import { useLogout } from "./use-logout";

const LogoutWarning = lazy(() => import("../components/LogoutWarning").then((m) => ({ default: m.LogoutWarning })));

/** `requestLogout` logs out at once, or first shows `warning` when the account has no password and no Google link. */
export function useGuardedLogout(userId: string | undefined): { requestLogout: () => void; warning: ReactNode } {
  const logout = useLogout();
  const store = useStore<SharedState>();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const leave = useCallback(() => {
    setBusy(true);
    void logout();
  }, [logout]);

  const requestLogout = useCallback(() => {
    if (!userId) return leave();
    fetchSignInMethods(userId, store.getState().user.token)
      .then((methods) => (methods.password || methods.google.linked ? leave() : setAsking(true)))
      .catch(() => leave());
  }, [userId, store, leave]);

  const warning = asking ? (
    <Suspense fallback={null}>
      <LogoutWarning busy={busy} onConfirm={leave} onCancel={() => setAsking(false)} />
    </Suspense>
  ) : null;
  return { requestLogout, warning };
}
