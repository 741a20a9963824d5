// The Redux store: user and ants slices persist under "antbrawl" (5 s restore time-out); the rest is per visit.
import { combineReducers, configureStore } from "@reduxjs/toolkit";
import { type TypedUseSelectorHook, useDispatch, useSelector } from "react-redux";
import { FLUSH, PAUSE, PERSIST, PURGE, persistReducer, persistStore, REGISTER, REHYDRATE } from "redux-persist";
import { antsSlice } from "../features/ants-slice";
import { userSlice } from "../features/auth/user-slice";
import { uiSlice } from "../features/ui-slice";
import { localStore } from "../lib/persist-storage";
import { PERSIST_KEY, PERSIST_TIMEOUT_MS } from "../lib/storage-keys";
import { api } from "./api";

const rootReducer = combineReducers({
  user: userSlice.reducer,
  ants: antsSlice.reducer,
  ui: uiSlice.reducer,
  [api.reducerPath]: api.reducer,
});

const persisted = persistReducer(
  { key: PERSIST_KEY, storage: localStore, whitelist: ["user", "ants"], timeout: PERSIST_TIMEOUT_MS },
  rootReducer,
);

export const store = configureStore({
  reducer: persisted,
  middleware: (getDefault) =>
    getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(
      api.middleware,
    ),
});
export const persistor = persistStore(store);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
