// The password section: a change says how many other devices were signed out, and can sign this one out too.
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PasswordSection } from "../src/features/auth/public-account";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const SAVED = "Password saved: you can now sign in with your username and password";

function serve(hasPassword: boolean, ended: number) {
  const bodies: unknown[] = [];
  server.use(
    http.get("*/api/users/:userId/sign-in-methods", () =>
      HttpResponse.json({ password: hasPassword, google: { linked: false, email: null }, google_available: false }),
    ),
    http.put("*/api/users/:userId/password", async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ success: true, message: SAVED, ended_sessions: ended });
    }),
    http.post("*/api/auth/logout", () => HttpResponse.json({ detail: "Not authenticated" }, { status: 401 })),
  );
  return bodies;
}

describe("PasswordSection", () => {
  afterEach(() => vi.restoreAllMocks());

  it("changes the password, keeps this device signed in and says how many others were signed out", async () => {
    const bodies = serve(true, 2);
    const { user } = renderWithApp(<PasswordSection />);
    await user.type(await screen.findByLabelText("Current password"), "old password");
    await user.type(screen.getByLabelText("New password"), "new password");
    await user.type(screen.getByLabelText("Repeat new password"), "new password");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText(`${SAVED}. Signed out on 2 other devices.`)).toBeTruthy();
    expect(bodies).toEqual([{ new_password: "new password", current_password: "old password", sign_out: "others" }]);
  });

  it("with 'Sign out on this device too' asks the server to end every session and signs out here", async () => {
    const bodies = serve(false, 1);
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    const { user, store } = renderWithApp(<PasswordSection />);
    await user.type(await screen.findByLabelText("New password"), "brand new pass");
    await user.type(screen.getByLabelText("Repeat new password"), "brand new pass");
    await user.click(screen.getByLabelText("Sign out on this device too"));
    await user.click(screen.getByRole("button", { name: "Set password" }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(bodies).toEqual([{ new_password: "brand new pass", sign_out: "all" }]);
    expect(store.getState().user.user).toBeNull();
  });
});
