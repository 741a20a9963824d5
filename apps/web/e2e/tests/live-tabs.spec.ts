// One player, two tabs: care, releases and battles made in one tab show in the other without a reload (issue 7 item 3, issue 11 item 9).
import path from "node:path";
import type { Page } from "@playwright/test";
import { createAntThroughUi, uniqueAntName } from "../fixtures/colony";
import { expect, signUpThroughUi, test } from "../fixtures/player";
import { SCREENSHOT_DIR, settleTransitions, VIEWPORTS } from "../fixtures/screens";
import { controlLiveSockets, liveOn, openAnotherTab } from "../fixtures/tabs";

/** The dashboard needs panel's Food bar (its aria-valuenow is the whole number shown as "n/20"). */
const foodBar = (page: Page) =>
  page.getByRole("region", { name: "Needs", exact: true }).getByRole("progressbar", { name: "Food", exact: true });

test("feeding and releasing in one tab show in the player's other tab at once", async ({ page: tabA, username }) => {
  test.setTimeout(90_000);
  await signUpThroughUi(tabA, username);
  const scout = uniqueAntName("Scout");
  const runner = uniqueAntName("Runner");
  await createAntThroughUi(tabA, scout, "Red", "Create Your First Ant");
  await expect(liveOn(tabA)).toBeVisible();

  const tabB = await openAnotherTab(tabA, "/");
  await expect(tabB.getByRole("heading", { name: new RegExp(`^Welcome( back)?, ${username}!$`) })).toBeVisible();
  await expect(tabB.getByText("Your colony has 1 ant of 3.")).toBeVisible();

  await createAntThroughUi(tabA, runner, "Blue");
  await expect(tabB.getByRole("button", { name: runner })).toBeVisible();
  await expect(tabB.getByText("Your colony has 2 ants of 3.")).toBeVisible();

  for (const tab of [tabA, tabB]) {
    await tab.getByRole("button", { name: scout }).click();
    await expect(tab.getByRole("button", { name: scout })).toHaveAttribute("aria-pressed", "true");
  }
  const before = await foodBar(tabB).getAttribute("aria-valuenow");
  await expect(foodBar(tabA)).toHaveAttribute("aria-valuenow", before ?? "");
  await tabA.getByRole("button", { name: "Feed (5)" }).click();
  await expect(tabA.getByRole("status").filter({ hasText: /Food is now/ })).toBeVisible();
  await expect(foodBar(tabA)).not.toHaveAttribute("aria-valuenow", before ?? "");
  const fed = (await foodBar(tabA).getAttribute("aria-valuenow")) ?? "";
  expect(Number(fed)).toBeGreaterThan(Number(before));
  await expect(foodBar(tabB)).toHaveAttribute("aria-valuenow", fed);
  await expect(tabB.getByRole("region", { name: "Needs", exact: true }).getByText(`${fed}/20`)).toBeVisible();

  for (const tab of [tabA, tabB]) {
    await tab.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "My Ants" }).click();
    await expect(tab.getByRole("heading", { name: "My Ants" })).toBeVisible();
    await expect(tab.getByRole("article")).toHaveCount(2);
  }
  await tabA
    .getByRole("article", { name: runner })
    .getByRole("button", { name: `Release ${runner}` })
    .click();
  await tabA
    .getByRole("dialog", { name: `Release ${runner}?` })
    .getByRole("button", { name: "Release" })
    .click();
  await expect(tabA.getByRole("article", { name: runner })).toHaveCount(0);
  await expect(tabB.getByRole("article", { name: runner })).toHaveCount(0);
  await expect(tabB.getByRole("article")).toHaveCount(1);
  await expect(tabB.getByRole("article", { name: scout })).toBeVisible();
  await expect(tabB.getByText("1 of 3 ants in your colony.")).toBeVisible();
});

test("a self battle finished in one tab appears in the other tab's Battle History and Total Wins", async ({
  page: tabA,
  username,
}) => {
  test.setTimeout(90_000);
  await signUpThroughUi(tabA, username);
  const fang = uniqueAntName("Fang");
  const goldie = uniqueAntName("Goldie");
  await createAntThroughUi(tabA, fang, "Red", "Create Your First Ant");
  await createAntThroughUi(tabA, goldie, "Golden");

  const tabB = await openAnotherTab(tabA, "/battle?tab=history");
  const history = tabB.getByRole("tabpanel", { name: "Battle History" });
  await expect(history.getByRole("heading", { name: "No Battle History" })).toBeVisible();
  await expect(tabB.locator(".total-wins-count")).toHaveText("0");

  await tabA.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Battle Arena" }).click();
  await tabA.getByRole("tab", { name: "Self Battle" }).click();
  const panel = tabA.getByRole("tabpanel", { name: "Self Battle" });
  await panel.getByRole("group", { name: "Fighter 1" }).getByRole("radio", { name: fang }).check();
  await panel.getByRole("group", { name: "Fighter 2" }).getByRole("radio", { name: goldie }).check();
  await panel.getByLabel("Battle speed").selectOption("fast");
  await panel.getByRole("button", { name: "START BATTLE" }).click();
  await panel.getByRole("button", { name: "Skip to end" }).click();
  const winner = panel.getByRole("region", { name: "Battle result" }).getByText(/ wins!$/);
  await expect(winner).toBeVisible();

  const item = history.getByRole("button", { name: new RegExp(`${fang} vs ${goldie}`) });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Victory");
  await expect(item).toContainText("Self Battle");
  await expect(history.getByRole("heading", { name: "No Battle History" })).toHaveCount(0);
  // A self battle is no win over another player (issue 26): Total Wins stays 0 in the other tab too.
  await expect(tabB.locator(".total-wins-count")).toHaveText("0");
});

test("the live indicator says when a tab loses its connection, and the tab catches up on what it missed", async ({
  page: tabA,
  username,
}) => {
  test.setTimeout(90_000);
  await signUpThroughUi(tabA, username);
  const scout = uniqueAntName("Scout");
  await createAntThroughUi(tabA, scout, "Green", "Create Your First Ant");
  await expect(liveOn(tabA)).toBeVisible();
  await expect(liveOn(tabA)).toHaveText("Live updates on");

  let sockets: Awaited<ReturnType<typeof controlLiveSockets>> | undefined;
  const tabB = await openAnotherTab(tabA, "/", async (tab) => {
    sockets = await controlLiveSockets(tab);
  });
  await expect(tabB.getByRole("button", { name: scout })).toHaveAttribute("aria-pressed", "true");
  const before = (await foodBar(tabB).getAttribute("aria-valuenow")) ?? "";

  await sockets?.drop();
  const indicator = tabB.getByRole("banner").getByRole("status");
  await expect(indicator.getByText("Connection lost. Reconnecting... (1/3)", { exact: true })).toBeAttached();
  await expect(indicator).toHaveAccessibleName("Reconnecting");
  // On a phone the pill says it in a few words, and the brand keeps only its ant to make room.
  const size = tabB.viewportSize();
  await tabB.setViewportSize(VIEWPORTS.phone);
  await expect(indicator.getByText(/^Reconnecting [12]\/3$/)).toBeVisible();
  await expect(tabB.getByRole("banner").getByText("Antbrawl", { exact: true })).toBeHidden();
  await tabB.screenshot({ path: path.join(SCREENSHOT_DIR, "live-reconnecting-phone.png") });
  if (size) await tabB.setViewportSize(size);
  await expect(indicator.getByText(/^Reconnecting [12]\/3$/)).toBeHidden();
  await expect(indicator.getByText(/^Connection lost\. Reconnecting\.\.\. \([12]\/3\)$/)).toBeVisible();
  await settleTransitions(tabB);
  await tabB.screenshot({ path: path.join(SCREENSHOT_DIR, "live-reconnecting-desktop.png") });

  await tabA.getByRole("button", { name: "Feed (5)" }).click();
  await expect(foodBar(tabA)).not.toHaveAttribute("aria-valuenow", before);
  const fed = (await foodBar(tabA).getAttribute("aria-valuenow")) ?? "";
  await expect(indicator.getByText("Connection lost. Reconnecting... (2/3)", { exact: true })).toBeVisible();
  await expect(foodBar(tabB)).toHaveAttribute("aria-valuenow", before);

  sockets?.restore();
  await expect(liveOn(tabB)).toBeVisible();
  await expect(indicator).toHaveText("Live updates on");
  await expect(foodBar(tabB)).toHaveAttribute("aria-valuenow", fed);
});
