// Every route of the route table exists; signed-out visitors see each page's own prompt.
import { expect, signUpThroughUi, test } from "../fixtures/player";

const prompts: [string, string][] = [
  ["/battle", "Please create an account to access the Battle Arena"],
  ["/training", "Please create an account to access the Training Arena."],
  ["/profile", "Access Restricted - Please sign in to access your profile settings."],
  ["/ant-lab", "Please create an account to access the Ant Laboratory."],
  ["/my-ants", "Please create an account to see your ants."],
];

for (const [path, text] of prompts) {
  test(`signed out, ${path} shows its prompt`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  });
}

test("the side menu reaches every page and the leaderboard is public", async ({ page }) => {
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await menu.getByRole("link", { name: "Leaderboard" }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole("heading", { name: "Global Leaderboard" })).toBeVisible();
  for (const name of ["Colony Dashboard", "My Ants", "Ant Lab", "Training Arena", "Battle Arena", "Profile"]) {
    await expect(menu.getByRole("link", { name })).toBeVisible();
  }
});

test("/debug shows the user state and stored data, with the token hidden", async ({ page, username }) => {
  await signUpThroughUi(page, username);
  await page.goto("/debug");
  await expect(page.getByRole("heading", { name: "User state" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Stored data" })).toBeVisible();
  await expect(page.getByText("persist:antbrawl")).toBeVisible();
  await expect(page.getByText(username).first()).toBeVisible();
  const token = await page.evaluate(
    () => JSON.parse(JSON.parse(localStorage.getItem("persist:antbrawl") ?? "{}").user).token,
  );
  await expect(page.getByText(token)).toHaveCount(0);
});

test("/auth/callback sits outside the layout and reports missing sign-in data", async ({ page }) => {
  await page.goto("/auth/callback");
  await expect(page.getByRole("heading", { name: "Sign-In Failed" })).toBeVisible();
  await expect(page.getByText("No authentication data received from Google OAuth")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page.getByRole("button", { name: "Start Your Colony" })).toBeVisible();
});

test("the splash 'Loading your colony...' shows until the colony is restored", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.getByRole("status").getByText("Loading your colony...")).toBeVisible();
  release();
  await expect(page.getByRole("button", { name: "Start Your Colony" })).toBeVisible();
  await expect(page.getByText("Loading your colony...")).toHaveCount(0);
});
