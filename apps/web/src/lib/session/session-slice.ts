// The signed-in player and its session token; persisted under the product's storage key.
import type { User } from "@antbrawl/protocol/users";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export interface UserState {
  user: User | null;
  token: string | null;
  validated: boolean;
  loading: boolean;
  oauthState: string | null;
  /** Why this device was signed out by the server (shown on the welcome panel until dismissed or signed in). */
  notice?: string | null;
}

const initialState: UserState = {
  user: null,
  token: null,
  validated: false,
  loading: false,
  oauthState: null,
  notice: null,
};

export const userSlice = createSlice({
  name: "user",
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: User; token: string }>) {
      state.user = action.payload.user;
      state.token = action.payload.token;
      state.validated = true;
      state.notice = null;
    },
    userRefreshed(state, action: PayloadAction<User>) {
      if (state.user?.id !== action.payload.id) return;
      state.user = action.payload;
      state.validated = true;
    },
    /** Signed out here; with a notice when the server ended the session (the player did not log out). */
    signedOut(_state, action: PayloadAction<string | undefined>) {
      return { ...initialState, notice: action.payload ?? null };
    },
    noticeDismissed(state) {
      state.notice = null;
    },
  },
});

export const { signedIn, userRefreshed, signedOut, noticeDismissed } = userSlice.actions;

/** What a device reads after the server ended its session (a password change, a sign-out elsewhere, expiry). */
export const SESSION_ENDED_TEXT =
  "You were signed out on this device: its session ended (a password change, a sign-out elsewhere or its expiry). Sign in again to continue.";
