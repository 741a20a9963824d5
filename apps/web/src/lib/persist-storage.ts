// The browser's localStorage in the promise-based shape redux-persist expects.
import type { Storage } from "redux-persist";

export const localStore: Storage = {
  getItem: (key: string) => Promise.resolve(window.localStorage.getItem(key)),
  setItem: (key: string, value: string) => Promise.resolve(window.localStorage.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(window.localStorage.removeItem(key)),
};
