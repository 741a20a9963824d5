// Which dashboard view is shown (colony or achievements); per visit, not persisted.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export interface ViewState {
  currentView: "dashboard" | "achievements";
}

const initialState: ViewState = { currentView: "dashboard" };

export const viewSlice = createSlice({
  name: "ui",
  initialState,
  reducers: {
    viewChanged(state, action: PayloadAction<ViewState["currentView"]>) {
      state.currentView = action.payload;
    },
  },
});

export const { viewChanged } = viewSlice.actions;
