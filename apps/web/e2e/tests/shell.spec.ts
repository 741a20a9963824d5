// The shell as a player meets it: sign up, stay signed in across a reload, the user menu, logout.
import { seriousAxeFindings } from "../fixtures/page-checks";
import { expect, logOut, signUpThroughUi, test } from "../fixtures/player";
import { captureBothWidths } from "../fixtures/screens";

test("a new visitor starts a colony, reloads, and logs out", async ({ page, username }) => {
  await page.goto("/");
  const start = page.getByRole("button", { name: "Start Your Colony" });
  await expect(start).toBeDisabled();
  await page.getByLabel("Username").fill("   ");
  await expect(start).toBeDisabled();
  await captureBothWidths(page, "welcome");

  await page.getByLabel("Username").fill(username);
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page.getByRole("heading", { name: new RegExp(`^Welcome( back)?, ${username}!$`) })).toBeVisible();
  await expect(page.getByText("Your colony has 0 ants of 3.")).toBeVisible();
  await captureBothWidths(page, "dashboard");

  await page.reload();
  await expect(page.getByRole("heading", { name: new RegExp(`^Welcome( back)?, ${username}!$`) })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem("persist:antbrawl"));
  expect(stored).toContain(username);

  await page.getByRole("button", { name: username }).click();
  await expect(page.getByRole("menu", { name: "Account" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByText(/This account cannot be recovered/)).toBeVisible();
  await page.getByRole("button", { name: "Log out anyway" }).click();
  await expect(page.getByRole("button", { name: "Start Your Colony" })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("persist:antbrawl") ?? "").catch(() => username))
    .not.toContain(username);
});

test("the old session stops working on the server after logout", async ({ page, username }) => {
  await signUpThroughUi(page, username);
  const session = await page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem("persist:antbrawl") ?? "{}");
    const user = JSON.parse(root.user ?? "{}");
    return { id: user.user.id as string, token: user.token as string };
  });
  const before = await page.request.get(`/api/users/${session.id}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(before.status()).toBe(200);
  await logOut(page, username, true);
  await expect(page.getByRole("button", { name: "Start Your Colony" })).toBeVisible();
  const after = await page.request.get(`/api/users/${session.id}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(after.status()).toBe(401);
});

test("the user menu shows the account and closes on a click outside", async ({ page, username }) => {
  await signUpThroughUi(page, username);
  await page.getByRole("button", { name: username }).click();
  const menu = page.getByRole("menu", { name: "Account" });
  await expect(menu).toBeVisible();
  await expect(menu.getByText(`${username.toLowerCase()}@players.antbrawl.local`)).toBeVisible();
  await expect(menu.getByText(/^Joined /)).toBeVisible();
  for (const entry of ["Profile Settings", "My Achievements", "Colony Statistics", "Logout"]) {
    await expect(menu.getByRole("menuitem", { name: entry })).toBeVisible();
  }
  await page.getByRole("heading", { name: new RegExp(`^Welcome( back)?, ${username}!$`) }).click();
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: username }).click();
  await page.getByRole("menuitem", { name: "Profile Settings" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("a stored user the server no longer knows is cleared on load", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    const user = {
      id: "00000000-0000-0000-0000-000000000000",
      username: "Ghost",
      name: null,
      email: "g@h.i",
      avatar_url: null,
      created_at: new Date().toISOString(),
      validated: true,
      max_ants: 3,
    };
    const slice = { user, token: "stale-token", validated: true, loading: false, error: null, oauthState: null };
    localStorage.setItem(
      "persist:antbrawl",
      JSON.stringify({
        user: JSON.stringify(slice),
        ants: JSON.stringify({ selectedId: null, trainingResults: {} }),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
  });
  await page.reload();
  await expect(page.getByRole("button", { name: "Start Your Colony" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("persist:antbrawl") ?? "")).not.toContain("Ghost");
});

test("a name already taken shows the server's detail", async ({ page, username }) => {
  await signUpThroughUi(page, username);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto("/");
  await page.getByLabel("Username").fill(username.toUpperCase());
  await page.getByRole("button", { name: "Start Your Colony" }).click();
  await expect(page.getByRole("alert")).toHaveText("Username already taken");
});

test("the welcome panel and dashboard have no serious accessibility violations", async ({ page, username }) => {
  await page.goto("/");
  expect(await seriousAxeFindings(page)).toEqual([]);
  await signUpThroughUi(page, username);
  expect(await seriousAxeFindings(page)).toEqual([]);
});
