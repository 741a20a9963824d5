// The sign-in callback page, mounted twice as React's strict mode does in development: the code is sent once, and the
// page says 'Signing you in…' while the server answers, never 'No authentication data' from the cleaned address.
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { StrictMode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { AuthCallbackPage } from "../src/features/auth/components/AuthCallbackPage";
import { player } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

afterEach(() => window.history.replaceState(null, "", "/"));

/** Answers the sign-in call only once `release` is called; `bodies` holds what was sent. */
function holdSignIn() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies: unknown[] = [];
  server.use(
    http.post("*/api/auth/oidc/callback", async ({ request }) => {
      bodies.push(await request.json());
      await held;
      return HttpResponse.json({ success: true, user: player, token: "new-token", message: "Signed in" });
    }),
  );
  return { bodies, release: () => release() };
}

describe("AuthCallbackPage", () => {
  it("sends the code once and shows 'Signing you in…' until the answer, then the welcome", async () => {
    const { bodies, release } = holdSignIn();
    window.history.replaceState(null, "", "/auth/callback?code=code-1&state=state-1");
    renderWithApp(
      <StrictMode>
        <AuthCallbackPage />
      </StrictMode>,
      { user: null },
    );

    expect(await screen.findByRole("heading", { name: "Signing you in…" })).toBeVisible();
    await expect.poll(() => bodies.length).toBe(1);
    expect(screen.queryByRole("heading", { name: "Sign-In Failed" })).not.toBeInTheDocument();
    expect(window.location.search).toBe("");

    release();
    expect(await screen.findByRole("heading", { name: `Welcome to Antbrawl, ${player.name}!` })).toBeVisible();
    expect(bodies).toEqual([{ code: "code-1", state: "state-1" }]);
  });

  it("a page mounted again while the answer is awaited follows the same request and shows its welcome", async () => {
    const { bodies, release } = holdSignIn();
    window.history.replaceState(null, "", "/auth/callback?code=code-2&state=state-2");
    const first = renderWithApp(<AuthCallbackPage />, { user: null });
    await expect.poll(() => bodies.length).toBe(1);
    first.unmount();

    renderWithApp(<AuthCallbackPage />, { user: null });
    expect(await screen.findByRole("heading", { name: "Signing you in…" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Sign-In Failed" })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole("heading", { name: `Welcome to Antbrawl, ${player.name}!` })).toBeVisible();
    expect(bodies).toEqual([{ code: "code-2", state: "state-2" }]);
  });

  it("says 'No authentication data' for an address without a code", async () => {
    window.history.replaceState(null, "", "/auth/callback");
    renderWithApp(
      <StrictMode>
        <AuthCallbackPage />
      </StrictMode>,
      { user: null },
    );
    expect(await screen.findByRole("heading", { name: "Sign-In Failed" })).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("No authentication data received from Google OAuth");
  });
});
