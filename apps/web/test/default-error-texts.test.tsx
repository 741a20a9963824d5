// Spec 000 §8's default texts where their failures happen: get user (logged), Google login, train (training.test.tsx).
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthCallbackPage, useValidateStoredUser } from "../src/features/auth/public";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

function Validator() {
  useValidateStoredUser();
  return null;
}

describe("spec 000's default error texts", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, "", "/");
  });

  it("a stored user the server refuses without a detail is signed out, logging 'Failed to get user'", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(http.get("*/api/users/:userId", () => new HttpResponse(null, { status: 404 })));
    const { store } = renderWithApp(<Validator />);
    await vi.waitFor(() => expect(store.getState().user.user).toBeNull());
    expect(warn).toHaveBeenCalledWith("Failed to get user: signing out the stored user", expect.anything());
  });

  it("a Google sign-in the server refuses without a detail says 'Failed to login with Google'", async () => {
    window.history.replaceState(null, "", "/auth/callback?code=abc&state=xyz");
    server.use(http.post("*/api/auth/oidc/callback", () => new HttpResponse(null, { status: 502 })));
    renderWithApp(
      <Suspense fallback={null}>
        <AuthCallbackPage />
      </Suspense>,
    );
    expect(await screen.findByText("Failed to login with Google")).toBeTruthy();
  });
});
