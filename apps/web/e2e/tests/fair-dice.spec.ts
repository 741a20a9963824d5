// Fair dice in Chromium (FD3, FD4, FD6): two players fight a live Quick Match; at its end each sees Victory! or
// Defeat!, the revealed seed and salt under the commitment, and 'Verify this battle' replays it and says it checks out.
import type { Ant } from "@antbrawl/protocol/ants";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { createAnt, readyForScreenshot, sessionOf } from "../fixtures/battle";
import { uniqueAntName } from "../fixtures/colony";
import { expect, signUpThroughUi, test, uniqueUsername } from "../fixtures/player";
import { captureBothWidths } from "../fixtures/screens";
import { liveOn } from "../fixtures/tabs";

const arenaOf = (page: Page) => page.getByRole("tabpanel", { name: "Ant Arena" });

async function arrive(browser: Browser, testInfo: TestInfo, prefix: string, colour: string) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await signUpThroughUi(page, uniqueUsername(prefix));
  const ant: Ant = await createAnt(page.request, await sessionOf(page), uniqueAntName(prefix), colour);
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Battle Arena" }).click();
  await expect(liveOn(page)).toBeVisible();
  return { context, page, ant };
}

test("a finished live battle reveals its dice, and 'Verify this battle' recomputes the commitment and replays it", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const players = [
    await arrive(browser, testInfo, "Dicey", "#DC143C"),
    await arrive(browser, testInfo, "Fair", "#228B22"),
  ];
  for (const { page, ant } of players) {
    const arena = arenaOf(page);
    await arena.getByRole("radio", { name: /Quick Match/ }).check();
    await arena.getByRole("radio", { name: new RegExp(ant.name) }).check();
    await arena.getByRole("button", { name: "Find Match" }).click();
  }
  for (const { page } of players) {
    await expect(arenaOf(page).getByText("Battle Found!", { exact: true })).toBeVisible({ timeout: 20_000 });
  }
  // Nobody clicks a tactic: the turn clock plays each seat's last one (balanced) until the battle ends.
  const verdicts: string[] = [];
  for (const { page } of players) {
    const arena = arenaOf(page);
    await expect(arena.getByText("Battle Complete!", { exact: true })).toBeVisible({ timeout: 150_000 });
    const verdict = arena.getByText(/^(Victory!|Defeat!)$/);
    await expect(verdict).toBeVisible();
    verdicts.push((await verdict.textContent()) ?? "");
  }
  expect(verdicts.sort()).toEqual(["Defeat!", "Victory!"]);

  for (const { page } of players) {
    const dice = arenaOf(page).getByRole("region", { name: "Fair dice" });
    await expect(dice.getByText("Commitment (published at the start)")).toBeVisible();
    await expect(dice.getByText(/^[0-9a-f]{64}$/)).toHaveCount(2);
    await expect(dice.getByText(/^\d+$/)).toBeVisible();
    await dice.getByRole("button", { name: "Verify this battle" }).click();
    const verify = dice.getByRole("region", { name: "Verify this battle" });
    await expect(verify.getByText("This battle checks out.")).toBeVisible();
    await expect(verify.getByText("✓ matches the one published at the start")).toBeVisible();
    await expect(verify.getByText(/^✓ same log and winner as the \d+-line record$/)).toBeVisible();
  }
  const first = players[0]?.page as Page;
  await arenaOf(first).getByRole("region", { name: "Verify this battle" }).scrollIntoViewIfNeeded();
  await readyForScreenshot(first);
  await captureBothWidths(first, "fair-dice-verify");
  for (const { context } of players) await context.close();
});
