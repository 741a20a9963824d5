// Logout: end the session on the server, clear stored state, reload.
import { useCallback } from "react";
import { useStore } from "react-redux";
import { signedOut } from "../../../lib/session/session-slice";
import { type SharedState, useAppDispatch } from "../../../lib/store/hooks";
import { purgeStored } from "../../../lib/store/persist-storage";
import { LAST_SEEN_ANTS_KEY, PERSIST_STORAGE_KEY, TRAINING_USER_KEY } from "../../../lib/store/storage-keys";
import { logout } from "../api/session";

export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const store = useStore<SharedState>();
  return useCallback(async () => {
    await logout(store.getState().user.token).catch((error: unknown) =>
      console.warn("Logout call failed; clearing the local session anyway", error),
    );
    dispatch(signedOut());
    await purgeStored();
    localStorage.removeItem(PERSIST_STORAGE_KEY);
    localStorage.removeItem(TRAINING_USER_KEY);
    localStorage.removeItem(LAST_SEEN_ANTS_KEY);
    window.location.reload();
  }, [dispatch, store]);
}
