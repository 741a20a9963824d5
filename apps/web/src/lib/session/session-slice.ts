// The signed-in player and its session token; persisted under the product's storage key.
import type { User } from "@antbrawl/protocol/users";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export interface UserState {
  user: User | null;
  token: string | null;
  validated: boolean;
  loading: boolean;
  error: string | null;
  oauthState: string | null;
}

const initialState: UserState = {
  user: null,
  token: null,
  validated: false,
  loading: false,
  error: null,
  oauthState: null,
};

export const userSlice = createSlice({
  name: "user",
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: User; token: string }>) {
      state.user = action.payload.user;
      state.token = action.payload.token;
      state.validated = true;
      state.error = null;
    },
    userRefreshed(state, action: PayloadAction<User>) {
      if (state.user?.id !== action.payload.id) return;
      state.user = action.payload;
      state.validated = true;
    },
    userFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
    signedOut() {
      return initialState;
    },
  },
});

export const { signedIn, userRefreshed, userFailed, signedOut } = userSlice.actions;
