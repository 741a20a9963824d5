// The colony as the client keeps it between pages: the selected ant (spec 000 §4).
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export interface AntsState {
  selectedId: string | null;
}

const initialState: AntsState = { selectedId: null };

export const antsSlice = createSlice({
  name: "ants",
  initialState,
  reducers: {
    antSelected(state, action: PayloadAction<string | null>) {
      state.selectedId = action.payload;
    },
    /** After a list fetch the first ant is selected when none (or one no longer in the list) is. */
    antsListed(state, action: PayloadAction<string[]>) {
      const ids = action.payload;
      if (state.selectedId === null || !ids.includes(state.selectedId)) state.selectedId = ids[0] ?? null;
    },
    /** A newly created ant becomes the selected one. */
    antCreated(state, action: PayloadAction<string>) {
      state.selectedId = action.payload;
    },
    /** After a delete the selection moves to the first remaining ant, or to none. */
    antDeleted(state, action: PayloadAction<{ antId: string; remainingIds: string[] }>) {
      const { antId, remainingIds } = action.payload;
      if (state.selectedId === antId || state.selectedId === null) state.selectedId = remainingIds[0] ?? null;
    },
  },
});

export const { antSelected, antsListed, antCreated, antDeleted } = antsSlice.actions;
