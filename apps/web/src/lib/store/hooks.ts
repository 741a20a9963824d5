// Typed Redux hooks for features: the session and the API cache are shared; a feature adds its own slice's type.
import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { useDispatch, useSelector } from "react-redux";
import type { api } from "../api/base-api";
import type { UserState } from "../session/session-slice";

/** The part of the store every feature may read: the session and the RTK Query cache. */
export interface SharedState {
  user: UserState;
  [api.reducerPath]: ReturnType<typeof api.reducer>;
}

export type AppDispatch = ThunkDispatch<SharedState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/**
 * Selects from the store; a feature reading its own slice types the state as `SharedState & { slice: SliceState }`.
 */
export function useAppSelector<T, S extends SharedState = SharedState>(selector: (state: S) => T): T {
  return useSelector(selector);
}
