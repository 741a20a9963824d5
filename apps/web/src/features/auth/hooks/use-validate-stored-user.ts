// On load, a stored user is checked with the server once; an answered failure clears it and the storage.
import { useEffect, useRef } from "react";
import { persistor, store, useAppDispatch } from "../../../app/store";
import { errorStatus } from "../../../lib/api-error";
import { useLazyGetUserQuery } from "../api/session";
import { signedOut, userRefreshed } from "../user-slice";

export function useValidateStoredUser(): void {
  const dispatch = useAppDispatch();
  const userId = useRef(store.getState().user.user?.id).current;
  const [fetchUser] = useLazyGetUserQuery();
  const checked = useRef(false);

  useEffect(() => {
    if (!userId || checked.current) return;
    checked.current = true;
    fetchUser(userId)
      .unwrap()
      .then((user) => dispatch(userRefreshed(user)))
      .catch((error: unknown) => {
        if (errorStatus(error) === undefined) {
          console.warn("Could not reach the server to validate the stored user", error);
          return;
        }
        console.warn("Stored user is no longer valid; signing out", error);
        if (store.getState().user.user?.id !== userId) return;
        dispatch(signedOut());
        void persistor.purge();
      });
  }, [userId, fetchUser, dispatch]);
}
