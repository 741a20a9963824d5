// The colony as the client keeps it between pages: the list, the selected ant, training results.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export interface AntsState {
  selectedId: string | null;
  trainingResults: Record<string, unknown>;
}

const initialState: AntsState = { selectedId: null, trainingResults: {} };

export const antsSlice = createSlice({
  name: "ants",
  initialState,
  reducers: {
    antSelected(state, action: PayloadAction<string | null>) {
      state.selectedId = action.payload;
    },
  },
});

export const { antSelected } = antsSlice.actions;
