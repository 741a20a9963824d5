// The Redux store: user and ants slices persist under "antbrawl" (5 s restore time-out); the rest is per visit.
import { configureStore } from "@reduxjs/toolkit";
import { FLUSH, PAUSE, PERSIST, PURGE, persistReducer, persistStore, REGISTER, REHYDRATE } from "redux-persist";
import { antsSlice } from "../features/ants/public-state";
import { viewSlice } from "../features/dashboard/public-state";
import { attachStore, lateMiddleware, rootReducer } from "../lib/store/late-parts";
import { localStore } from "../lib/store/persist-storage";
import { PERSIST_KEY, PERSIST_TIMEOUT_MS } from "../lib/store/storage-keys";

const appReducer = rootReducer.inject(antsSlice).inject(viewSlice);

const persisted = persistReducer(
  { key: PERSIST_KEY, storage: localStore, whitelist: ["user", "ants"], timeout: PERSIST_TIMEOUT_MS },
  appReducer,
);

export const store = configureStore({
  reducer: persisted,
  middleware: (getDefault) =>
    getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(
      lateMiddleware.middleware,
    ),
});
attachStore(store.dispatch);
export const persistor = persistStore(store);
