// Holds the page behind `loading` until redux-persist has restored the stored state (PersistGate without its class).
import { type ReactNode, useSyncExternalStore } from "react";
import type { Persistor } from "redux-persist";

export function PersistedGate({
  persistor,
  loading,
  children,
}: {
  persistor: Persistor;
  loading: ReactNode;
  children: ReactNode;
}) {
  const bootstrapped = useSyncExternalStore(persistor.subscribe, () => persistor.getState().bootstrapped);
  return bootstrapped ? children : loading;
}
