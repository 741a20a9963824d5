// Two players find each other in the Ant Arena's Friends panel, become friends live, and see each other come and go.
import type { Page } from "@playwright/test";
import { readyForScreenshot } from "../fixtures/battle";
import { seriousAxeFindings } from "../fixtures/page-checks";
import { expect, signUpThroughUi, test, uniqueUsername } from "../fixtures/player";
import { captureBothWidths } from "../fixtures/screens";

/** Opens the Battle Arena's Ant Arena tab and its Friends panel. */
async function openFriendsPanel(page: Page) {
  await page.goto("/battle");
  await page.getByRole("tab", { name: "Ant Arena" }).click();
  await page.getByRole("button", { name: /^Friends \(\d+\)/ }).click();
  const panel = page.getByRole("complementary", { name: "Friends panel" });
  await expect(panel).toBeVisible();
  return panel;
}

const friendRow = (page: Page, username: string) =>
  page.getByRole("list", { name: "Friends" }).getByRole("listitem").filter({ hasText: username });

test("two players become friends through the Friends panel and see each other online, then offline", async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers sign up and play side by side: three times the usual time on a busy machine.
  test.slow();
  const alice = uniqueUsername("Alice");
  const bob = uniqueUsername("Bob");
  const bobContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const bobPage = await bobContext.newPage();
  await signUpThroughUi(page, alice);
  await signUpThroughUi(bobPage, bob);

  const alicePanel = await openFriendsPanel(page);
  const bobPanel = await openFriendsPanel(bobPage);
  await expect(alicePanel.getByText("No friends yet")).toBeVisible();

  await alicePanel.getByLabel("Find players").fill(bob.slice(0, 8).toLowerCase());
  await alicePanel.getByRole("button", { name: "Search" }).click();
  const result = alicePanel
    .getByRole("list", { name: "Search results" })
    .getByRole("listitem")
    .filter({ hasText: bob });
  await result.getByRole("button", { name: "Add Friend" }).click();
  await expect(alicePanel.getByRole("status").first()).toHaveText(`Friend request sent to ${bob}`);
  await expect(result.getByText("Pending")).toBeVisible();

  // Bob never reloads: the request, its badge and the notice arrive over the live connection.
  await expect(bobPage.getByRole("status", { name: "1 pending friend requests" })).toBeVisible();
  await expect(bobPanel.getByText(`${alice} sent you a friend request`)).toBeVisible();
  const request = bobPanel
    .getByRole("list", { name: "Friend requests" })
    .getByRole("listitem")
    .filter({ hasText: alice });
  await request.getByRole("button", { name: "Accept" }).click();
  await expect(bobPanel.getByText("Friend request accepted")).toBeVisible();

  await expect(friendRow(bobPage, alice)).toContainText("Online");
  await expect(friendRow(page, bob)).toContainText("Online");
  await expect(page.getByRole("button", { name: "Friends (1)" })).toBeVisible();
  await expect(result.getByText("Friends")).toBeVisible();

  await readyForScreenshot(page);
  await captureBothWidths(page, "friends-panel");

  await bobPage.close();
  await expect(friendRow(page, bob)).toContainText("Offline");
  await bobContext.close();
});

test("a blank search makes no call and a signed-in player's Friends panel starts empty", async ({ page, username }) => {
  await signUpThroughUi(page, username);
  const panel = await openFriendsPanel(page);
  let searches = 0;
  page.on("request", (r) => {
    if (r.url().includes("/search?")) searches += 1;
  });
  await panel.getByLabel("Find players").fill("   ");
  await panel.getByRole("button", { name: "Search" }).click();
  await expect(panel.getByRole("list", { name: "Search results" })).toHaveCount(0);
  await panel.getByLabel("Find players").fill("zzzz-nobody");
  await panel.getByRole("button", { name: "Search" }).click();
  await expect(panel.getByText("No players found for “zzzz-nobody”")).toBeVisible();
  expect(searches).toBe(1);
  await expect(panel.getByText("No pending requests")).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});
