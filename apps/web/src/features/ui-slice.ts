// Interface preferences and notices that are not persisted: sound, notifications, current view.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export interface UiState {
  sound: boolean;
  currentView: "dashboard" | "achievements";
  notifications: { id: number; kind: "error" | "success" | "info"; text: string }[];
}

const initialState: UiState = { sound: true, currentView: "dashboard", notifications: [] };

export const uiSlice = createSlice({
  name: "ui",
  initialState,
  reducers: {
    viewChanged(state, action: PayloadAction<UiState["currentView"]>) {
      state.currentView = action.payload;
    },
    soundToggled(state) {
      state.sound = !state.sound;
    },
  },
});

export const { viewChanged, soundToggled } = uiSlice.actions;
