// Renders a component as the app does: a fresh store (session signed in, no persistence) and a router.
import type { User } from "@antbrawl/protocol/users";
import { combineReducers, configureStore } from "@reduxjs/toolkit";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { antsSlice } from "../../src/features/ants/public";
import { api } from "../../src/lib/api/base-api";
import { signedIn, userSlice } from "../../src/lib/session/session-slice";
import { player } from "./fixtures";

/** A store like the app's, without persistence, signed in as `user` (or signed out with null). */
export function testStore(user: User | null = player) {
  const store = configureStore({
    reducer: combineReducers({ user: userSlice.reducer, ants: antsSlice.reducer, [api.reducerPath]: api.reducer }),
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  if (user) store.dispatch(signedIn({ user, token: "test-token" }));
  return store;
}

/** Renders inside a fresh store and a memory router; returns Testing Library's result, the store and a user. */
export function renderWithApp(
  ui: ReactElement,
  options: { user?: User | null; fakeTimers?: boolean; path?: string } = {},
) {
  const store = testStore(options.user === undefined ? player : options.user);
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.path ?? "/"]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...result, store, user };
}
