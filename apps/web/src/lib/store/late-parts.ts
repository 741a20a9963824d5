// Store parts that join when the module needing them loads: the RTK Query cache arrives with the first page that calls it.
import {
  type Action,
  combineSlices,
  createDynamicMiddleware,
  type Reducer,
  type UnknownAction,
} from "@reduxjs/toolkit";
import { userSlice } from "../session/session-slice";

/** The root reducer: the session from the start; features and the API cache are injected into it. */
export const rootReducer = combineSlices(userSlice);

/** The store's slot for middleware added after it was made (the API cache's). */
export const lateMiddleware = createDynamicMiddleware();

const LATE_PART_ADDED = "store/latePartAdded";

let dispatchToStore: ((action: Action) => unknown) | undefined;

/** Called once by the app's store: later parts announce themselves through it so their state exists at once. */
export function attachStore(dispatch: (action: Action) => unknown): void {
  dispatchToStore = dispatch;
}

/** Adds a reducer (and its middleware) under `reducerPath` to the running store, once. */
export function addLatePart<S>(part: {
  reducerPath: string;
  reducer: Reducer<S, UnknownAction>;
  middleware?: Parameters<typeof lateMiddleware.addMiddleware>[0];
}): void {
  rootReducer.inject({ reducerPath: part.reducerPath, reducer: part.reducer as Reducer });
  if (part.middleware) lateMiddleware.addMiddleware(part.middleware);
  dispatchToStore?.({ type: LATE_PART_ADDED });
}
