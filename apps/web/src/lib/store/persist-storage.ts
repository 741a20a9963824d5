// The browser's localStorage in the promise-based shape redux-persist expects, and the purge of the stored state.
import { purgeStoredState, type Storage } from "redux-persist";
import { PERSIST_KEY } from "./storage-keys";

export const localStore: Storage = {
  getItem: (key: string) => Promise.resolve(window.localStorage.getItem(key)),
  setItem: (key: string, value: string) => Promise.resolve(window.localStorage.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(window.localStorage.removeItem(key)),
};

/** Removes the persisted user and ants state (what `persistor.purge()` does, without reaching for the store). */
export function purgeStored(): Promise<unknown> {
  return purgeStoredState({ key: PERSIST_KEY, storage: localStore });
}
