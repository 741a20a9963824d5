// Accounts as a player sees them: Google sign-in through the loopback provider, a password to come back with,
// the warning before an unrecoverable logout, and screenshots of the welcome panel and the callback's three states.
import type { Page } from "@playwright/test";
import { createAnt, sessionOf } from "../fixtures/battle";
import { expect, logOut, signUpThroughUi, test, uniqueUsername } from "../fixtures/player";
import { captureBothWidths } from "../fixtures/screens";

/** Clicks 'Continue with Google' and passes the loopback provider's login page as the person would. */
async function continueWithGoogle(page: Page, email: string, fullName: string): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByRole("heading", { name: "Loopback ID" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Full name").fill(fullName);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a new player continues with Google, passes the provider's login page and lands signed in", async ({
  page,
  username,
}) => {
  await continueWithGoogle(page, `${username.toLowerCase()}@loopback.test`, username);
  // The success state ('Welcome to Antbrawl, …!') shows for 2 seconds; the screenshot test below holds it still.
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: new RegExp(`^Welcome( back)?, ${username}!$`) })).toBeVisible();
  const session = await sessionOf(page);
  const methods = await page.request.get(`/api/users/${session.userId}/sign-in-methods`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(await methods.json()).toMatchObject({ google: { linked: true } });

  await logOut(page, username);
  await expect(page.getByRole("button", { name: "Start Your Colony" })).toBeVisible();
  await continueWithGoogle(page, `${username.toLowerCase()}@loopback.test`, username);
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: new RegExp(`^Welcome( back)?, ${username}!$`) })).toBeVisible();
  expect((await sessionOf(page)).userId).toBe(session.userId);
});

test("a player sets a password, logs out, signs back in with it and finds the same ants", async ({
  page,
  username,
}) => {
  await signUpThroughUi(page, username);
  const session = await sessionOf(page);
  await createAnt(page.request, session, "Iron Mandible", "#DC143C");
  await page.getByRole("link", { name: "Profile" }).first().click();
  const passwordForm = page.getByRole("form", { name: "Set a password" });
  await passwordForm.getByLabel("New password", { exact: true }).fill("tunnel-digger-42");
  await passwordForm.getByLabel("Repeat new password").fill("tunnel-digger-42");
  await passwordForm.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Password saved: you can now sign in with your username and password")).toBeVisible();
  await expect(page.getByRole("form", { name: "Change password" })).toBeVisible();

  await logOut(page, username);
  await expect(page.getByText("Access Restricted - Please sign in to access your profile settings.")).toBeVisible();
  await page.getByRole("link", { name: "Colony Dashboard" }).first().click();
  await expect(page.getByRole("button", { name: "Start Your Colony" })).toBeVisible();

  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Account name").fill(username);
  await form.getByLabel("Password").fill("wrong-password-1");
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(form.getByRole("alert")).toHaveText("Wrong username or password");
  await form.getByLabel("Password").fill("tunnel-digger-42");
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`^Welcome( back)?, ${username}!$`) })).toBeVisible();
  await expect(page.getByText("Iron Mandible").first()).toBeVisible();
  expect((await sessionOf(page)).userId).toBe(session.userId);
});

test("changing the password on one device signs the other device out, which says why", async ({
  page,
  browser,
  username,
}) => {
  await signUpThroughUi(page, username);
  await page.getByRole("link", { name: "Profile" }).first().click();
  const setForm = page.getByRole("form", { name: "Set a password" });
  await setForm.getByLabel("New password", { exact: true }).fill("first-burrow-11");
  await setForm.getByLabel("Repeat new password").fill("first-burrow-11");
  await setForm.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("form", { name: "Change password" })).toBeVisible();

  const phone = await browser.newContext();
  const other = await phone.newPage();
  await other.goto("/");
  const signIn = other.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("Account name").fill(username);
  await signIn.getByLabel("Password").fill("first-burrow-11");
  await signIn.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(other.getByRole("heading", { name: new RegExp(`^Welcome( back)?, ${username}!$`) })).toBeVisible();
  await expect(other.getByRole("status").filter({ hasText: "Live updates on" })).toBeAttached();

  const change = page.getByRole("form", { name: "Change password" });
  await change.getByLabel("Current password").fill("first-burrow-11");
  await change.getByLabel("New password", { exact: true }).fill("second-burrow-22");
  await change.getByLabel("Repeat new password").fill("second-burrow-22");
  await change.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Signed out on 1 other device.")).toBeVisible();

  await expect(other.getByText("You were signed out on this device")).toBeVisible();
  await expect(other.getByRole("button", { name: "Start Your Colony" })).toBeVisible();
  await captureBothWidths(other, "accounts-signed-out-elsewhere");
  await other.getByRole("button", { name: "Dismiss" }).click();
  await expect(other.getByText("You were signed out on this device")).toBeHidden();
  await phone.close();
});

test("a player with no way back is warned before logging out", async ({ page, username }) => {
  await signUpThroughUi(page, username);
  await page.getByRole("button", { name: username }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  const dialog = page.getByRole("dialog", { name: "Log out for good?" });
  await expect(dialog).toContainText("This account cannot be recovered");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: new RegExp(`^Welcome( back)?, ${username}!$`) })).toBeVisible();

  await page.getByRole("button", { name: username }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.getByRole("button", { name: "Log out anyway" }).click();
  await expect(page.getByRole("button", { name: "Start Your Colony" })).toBeVisible();
});

test("screenshots: the welcome panel with both sign-in ways and the callback's three states", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
  await captureBothWidths(page, "accounts-welcome");

  await page.goto("/auth/callback");
  await expect(page.getByRole("heading", { name: "Sign-In Failed" })).toBeVisible();
  await expect(page.getByText("No authentication data received from Google OAuth")).toBeVisible();
  await captureBothWidths(page, "accounts-callback-error");

  // Hold the callback call to see 'processing'; once it is held, pause the page clock so 'success' stays past its
  // 2-second redirect. The clock goes in only then: the provider's redirect loads the whole app afresh on real time.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = () => {};
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route("**/api/auth/oidc/callback", async (route) => {
    arrived();
    await held;
    await route.continue();
  });
  const name = uniqueUsername("Grace");
  await continueWithGoogle(page, `${name.toLowerCase()}@loopback.test`, name);
  await reached;
  await expect(page).toHaveURL(/\/auth\/callback$/);
  await expect(page.getByRole("heading", { name: "Signing you in…" })).toBeVisible();
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await captureBothWidths(page, "accounts-callback-processing");
  release();
  await expect(page.getByRole("heading", { name: `Welcome to Antbrawl, ${name}!` })).toBeVisible();
  await captureBothWidths(page, "accounts-callback-success");
  await page.clock.resume();
  await expect(page.getByRole("heading", { name: new RegExp(`^Welcome( back)?, ${name}!$`) })).toBeVisible();
});
