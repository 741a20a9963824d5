// Open challenges in the Ant Arena (W34–W37) between two browsers: Bob sees Alice's quick match appear without a
// reload, takes it with his ready ant, and both land in the same live battle.
import type { Page } from "@playwright/test";
import { arriveInArena } from "../fixtures/arena-player";
import { readyForScreenshot } from "../fixtures/battle";
import { expect, test } from "../fixtures/player";
import { captureBothWidths } from "../fixtures/screens";

const arenaOf = (page: Page) => page.getByRole("tabpanel", { name: "Ant Arena" });
const challengesOf = (page: Page) => arenaOf(page).getByRole("region", { name: "Open challenges" });

test("a player takes another's open quick match from the list and both fight in one live battle", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const bob = await arriveInArena(browser, testInfo, "Bob", "#228B22");
  const alice = await arriveInArena(browser, testInfo, "Alice", "#DC143C");
  const take = challengesOf(bob.page).getByRole("button", {
    name: `Take challenge: ${alice.ant.name} of ${alice.name}`,
  });
  await expect(challengesOf(bob.page)).toBeVisible();
  await expect(take).toHaveCount(0);

  const aliceArena = arenaOf(alice.page);
  await aliceArena.getByRole("radio", { name: /Quick Match/ }).check();
  await aliceArena.getByRole("radio", { name: new RegExp(alice.ant.name) }).check();
  await aliceArena.getByRole("button", { name: "Find Match" }).click();
  await expect(aliceArena.getByText("Searching for Opponent")).toBeVisible();
  // Alice's own list is gone with her menu; Bob's shows her challenge without a reload (challenges_changed).
  await expect(take).toBeVisible();
  await expect(take).toBeDisabled();
  const row = challengesOf(bob.page).getByRole("listitem").filter({ hasText: alice.name });
  await expect(row).toContainText(alice.ant.name);
  await expect(row).toContainText(/Level \d+ · Rating \d+/);
  await expect(row).toContainText(alice.name);
  await expect(row).toContainText(/Waiting \d+ s/);

  await arenaOf(bob.page)
    .getByRole("radio", { name: new RegExp(bob.ant.name) })
    .check();
  await expect(challengesOf(bob.page)).toContainText(`Take a challenge to fight with ${bob.ant.name} now.`);
  await expect(take).toBeEnabled();
  await readyForScreenshot(bob.page);
  await captureBothWidths(bob.page, "ant-arena-open-challenges");
  await take.click();

  for (const { page } of [alice, bob]) {
    await expect(arenaOf(page).getByText("Battle Found!", { exact: true })).toBeVisible({ timeout: 20_000 });
    const versus = arenaOf(page).getByText(/ vs /);
    await expect(versus).toContainText(alice.ant.name);
    await expect(versus).toContainText(bob.ant.name);
  }
  await expect(challengesOf(bob.page)).toHaveCount(0);
  await alice.context.close();
  await bob.context.close();
});
