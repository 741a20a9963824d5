// Live now against the real server: two players fight a ranked match and a third, no friend of theirs, watches it from
// the Live now list, in progress and to its end.
import type { Ant } from "@antbrawl/protocol/ants";
import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { createAnt, readyForScreenshot, sessionOf } from "../fixtures/battle";
import { uniqueAntName } from "../fixtures/colony";
import { expect, signUpThroughUi, test, uniqueUsername } from "../fixtures/player";
import { captureBothWidths } from "../fixtures/screens";
import { liveOn } from "../fixtures/tabs";

interface Person {
  name: string;
  context: BrowserContext;
  page: Page;
  ant: Ant | null;
}

/** Someone in their own browser, signed up through the welcome panel (with one ready ant if asked), on the arena. */
async function arrive(browser: Browser, testInfo: TestInfo, prefix: string, colour: string | null): Promise<Person> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  const name = uniqueUsername(prefix);
  await signUpThroughUi(page, name);
  const ant = colour ? await createAnt(page.request, await sessionOf(page), uniqueAntName(prefix), colour) : null;
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Battle Arena" }).click();
  await expect(page.getByRole("tab", { name: "Ant Arena" })).toHaveAttribute("aria-selected", "true");
  await expect(liveOn(page)).toBeVisible();
  return { name, context, page, ant };
}

const arenaOf = (page: Page) => page.getByRole("tabpanel", { name: "Ant Arena" });
const liveNowOf = (page: Page) => arenaOf(page).getByRole("region", { name: "Live now" });

/** The turn number the battle view shows. */
async function shownTurn(page: Page): Promise<number> {
  const text = await arenaOf(page)
    .getByText(/^Turn \d+$/)
    .textContent({ timeout: 1_000 })
    .catch(() => null);
  return Number(text?.match(/\d+/)?.[0] ?? 0);
}

test("a third player watches a ranked battle from Live now, in progress and to its end", async ({
  browser,
}, testInfo) => {
  // Engine v3 fights may run to the 50-turn cap: 2 s turns, 10 s countdown, with room for a loaded machine.
  test.setTimeout(300_000);
  const erin = await arrive(browser, testInfo, "Erin", "#DC143C");
  const finn = await arrive(browser, testInfo, "Finn", "#228B22");
  const gus = await arrive(browser, testInfo, "Gus", null);
  const fighters = [erin, finn];
  const antNames = fighters.map((p) => p.ant?.name ?? "");

  await expect(liveNowOf(gus.page)).toBeVisible();
  for (const [index, player] of fighters.entries()) {
    const arena = arenaOf(player.page);
    await arena.getByRole("radio", { name: /Ranked Match/ }).check();
    await arena.getByRole("radio", { name: new RegExp(player.ant?.name ?? "") }).check();
    await arena.getByRole("button", { name: "Find Match" }).click();
    // The second player is paired at once: only the first one's search stays on screen long enough to see.
    if (index === 0) await expect(arena.getByText("Searching for Opponent")).toBeVisible();
  }
  for (const { page } of fighters) {
    await expect(arenaOf(page).getByText("Battle Found!", { exact: true })).toBeVisible({ timeout: 20_000 });
  }

  // Gus sees the battle listed with both ants and owners (Refresh instead of waiting for the next poll).
  const listNow = liveNowOf(gus.page);
  const row = listNow.getByRole("listitem").filter({ hasText: erin.name }).filter({ hasText: finn.name });
  await expect(async () => {
    await listNow.getByRole("button", { name: "Refresh" }).click();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  for (const ant of antNames) await expect(row).toContainText(ant);
  await expect(row).toContainText(/· 1000/);
  await readyForScreenshot(gus.page);
  await captureBothWidths(gus.page, "ant-arena-live-now");

  await row.getByRole("button", { name: /^Watch / }).click();
  const arena = arenaOf(gus.page);
  await expect(arena.getByText("You are watching this battle.")).toBeVisible({ timeout: 30_000 });
  await expect(liveNowOf(gus.page)).toBeHidden();
  for (const ant of antNames) await expect(arena.getByRole("meter", { name: `${ant} health` })).toBeVisible();
  await expect(arena.getByRole("group", { name: /^Your tactic for turn/ })).toHaveCount(0);

  // The players fight (one pick each on the first turn, the clock runs the rest); Gus sees the turns go by.
  for (const { page } of fighters) {
    await arenaOf(page)
      .getByRole("group", { name: /^Your tactic for turn \d+$/ })
      .getByRole("button", { name: /^Press/ })
      .click({ timeout: 30_000 });
  }
  const turns = new Set<number>();
  await expect
    .poll(
      async () => {
        if (await arena.getByText("Battle Complete!", { exact: true }).isVisible()) return true;
        const turn = await shownTurn(gus.page);
        if (turn > 0) turns.add(turn);
        return false;
      },
      { timeout: 240_000, message: "the battle ends on the watcher's screen" },
    )
    .toBe(true);
  // A short fight can end two turns after both players picked at once, so one turn in progress is all that is sure.
  expect(turns.size, `turns seen by the watcher: ${[...turns].join(", ")}`).toBeGreaterThanOrEqual(1);
  const winner = (await arena.getByText(/^Winner: /).textContent())?.replace("Winner: ", "");
  expect(antNames).toContain(winner);
  await expect(arena.getByText(/^(Congratulations! You won!|Good fight! Better luck next time!)$/)).toHaveCount(0);
  for (const { page } of fighters) {
    await expect(arenaOf(page).getByText("Battle Complete!", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(arenaOf(page).getByText(`Winner: ${winner}`)).toBeVisible();
  }

  await arena.getByRole("button", { name: "Return to Arena" }).click();
  await expect(liveNowOf(gus.page)).toBeVisible();
  for (const person of [erin, finn, gus]) await person.context.close();
});
