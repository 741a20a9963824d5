// Logout: end the session on the server, clear stored state, reload.
import { useCallback } from "react";
import { persistor, useAppDispatch } from "../../../app/store";
import { PERSIST_STORAGE_KEY, TRAINING_USER_KEY } from "../../../lib/storage-keys";
import { useLogoutMutation } from "../api/session";
import { signedOut } from "../user-slice";

export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    await logout()
      .unwrap()
      .catch((error: unknown) => console.warn("Logout call failed; clearing the local session anyway", error));
    dispatch(signedOut());
    await persistor.purge();
    localStorage.removeItem(PERSIST_STORAGE_KEY);
    localStorage.removeItem(TRAINING_USER_KEY);
    window.location.reload();
  }, [dispatch, logout]);
}
