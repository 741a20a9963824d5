// On load, a stored user is checked with the server once; an answered failure clears it and the storage.
import { useEffect, useRef } from "react";
import { useStore } from "react-redux";
import { errorStatus, errorText } from "../../../lib/api/api-error";
import { signedOut, userRefreshed } from "../../../lib/session/session-slice";
import { type SharedState, useAppDispatch } from "../../../lib/store/hooks";
import { purgeStored } from "../../../lib/store/persist-storage";
import { fetchUser } from "../api/session";

export function useValidateStoredUser(): void {
  const dispatch = useAppDispatch();
  const store = useStore<SharedState>();
  const userId = useRef(store.getState().user.user?.id).current;
  const checked = useRef(false);

  useEffect(() => {
    if (!userId || checked.current) return;
    checked.current = true;
    fetchUser(userId, store.getState().user.token)
      .then((user) => dispatch(userRefreshed(user)))
      .catch((error: unknown) => {
        if (errorStatus(error) === undefined) {
          console.warn("Could not reach the server to validate the stored user", error);
          return;
        }
        // Spec 000 §8: the get-user failure's text (the server's detail, else 'Failed to get user') is only logged.
        console.warn(`${errorText(error, "Failed to get user")}: signing out the stored user`, error);
        if (store.getState().user.user?.id !== userId) return;
        dispatch(signedOut());
        void purgeStored();
      });
  }, [userId, dispatch, store]);
}
