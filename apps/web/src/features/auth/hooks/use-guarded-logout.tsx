// Logout that first asks the server how the player could sign back in, and warns when there is no way back.
import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { useLazySignInMethodsQuery } from "../api/account";
import { useLogout } from "./use-logout";

const LogoutWarning = lazy(() => import("../components/LogoutWarning").then((m) => ({ default: m.LogoutWarning })));

/** `requestLogout` logs out at once, or first shows `warning` when the account has no password and no Google link. */
export function useGuardedLogout(userId: string | undefined): { requestLogout: () => void; warning: ReactNode } {
  const logout = useLogout();
  const [fetchMethods] = useLazySignInMethodsQuery();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const leave = useCallback(() => {
    setBusy(true);
    void logout();
  }, [logout]);

  const requestLogout = useCallback(() => {
    if (!userId) return leave();
    fetchMethods(userId)
      .unwrap()
      .then((methods) => (methods.password || methods.google.linked ? leave() : setAsking(true)))
      .catch(() => leave());
  }, [userId, fetchMethods, leave]);

  const warning = asking ? (
    <Suspense fallback={null}>
      <LogoutWarning busy={busy} onConfirm={leave} onCancel={() => setAsking(false)} />
    </Suspense>
  ) : null;
  return { requestLogout, warning };
}
