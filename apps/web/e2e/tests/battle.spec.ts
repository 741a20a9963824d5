// The Battle Arena as a player meets it: tabs and Total Wins, self battles turn by turn, history and its replays.
import { createAnt, fightSelfBattles, readyForScreenshot, sessionOf } from "../fixtures/battle";
import { expect, signUpThroughUi, test } from "../fixtures/player";
import { captureBothWidths } from "../fixtures/screens";

const TABS = ["Ant Arena", "Self Battle", "Arena Combat", "Live Battle", "Battle History", "Tournaments"];

test("the arena has six tabs, opens on the Ant Arena, shows Total Wins and honest panels for what comes later", async ({
  page,
  username,
}) => {
  await signUpThroughUi(page, username);
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Battle Arena" }).click();
  await expect(page.getByRole("heading", { name: "Battle Arena", exact: true })).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Battle Arena sections" }).getByRole("tab");
  await expect(tabs).toHaveCount(TABS.length);
  for (const [index, name] of TABS.entries()) await expect(tabs.nth(index)).toHaveAccessibleName(name);
  await expect(page.getByRole("tab", { name: "Ant Arena" })).toHaveAttribute("aria-selected", "true");
  const arena = page.getByRole("tabpanel", { name: "Ant Arena" });
  await expect(arena.getByRole("radio", { name: /Quick Match/ })).toBeChecked();
  await expect(arena.getByText("You need to create an ant first!")).toBeVisible();
  await expect(page.locator(".total-wins")).toContainText("Total Wins");
  await expect(page.locator(".total-wins-count")).toHaveText("0");

  await page.getByRole("tab", { name: "Tournaments" }).click();
  const tournaments = page.getByRole("tabpanel", { name: "Tournaments" });
  await expect(tournaments.getByRole("heading", { name: "Upcoming" })).toBeVisible();
  await expect(tournaments).toContainText("Create an ant to take part.");

  await page.getByRole("tab", { name: "Arena Combat" }).click();
  const combat = page.getByRole("tabpanel", { name: "Arena Combat" });
  await expect(combat.getByText("Top-down view")).toBeVisible();
  await expect(combat.getByText("You need to create an ant first!")).toBeVisible();

  await page.getByRole("tab", { name: "Battle History" }).click();
  await expect(page.getByRole("heading", { name: "No Battle History" })).toBeVisible();
});

test("with one ant the Self Battle tab asks for more ants and points to the Ant Lab", async ({ page, username }) => {
  await signUpThroughUi(page, username);
  await createAnt(page.request, await sessionOf(page), "Lonely");
  await page.goto("/battle?tab=self");
  const panel = page.getByRole("tabpanel", { name: "Self Battle" });
  await expect(panel.getByRole("heading", { name: "Need More Ants!" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Hatch a Second Ant" })).toBeVisible();
  await expect(panel.getByText("You need at least 2 ants to battle!")).toBeVisible();
  await expect(panel.getByRole("link", { name: "Visit the Ant Lab" })).toHaveAttribute("href", "/ant-lab");
  await expect(panel.getByRole("link", { name: "Create ants on the Dashboard" })).toHaveAttribute("href", "/");
});

test("a fast self battle plays turn by turn, names the winner and replays from Battle History", async ({
  page,
  username,
}) => {
  test.setTimeout(90_000);
  await signUpThroughUi(page, username);
  const session = await sessionOf(page);
  await createAnt(page.request, session, "Red Fang", "#DC143C");
  await createAnt(page.request, session, "Goldie", "#DAA520");
  await page.goto("/battle");
  await page.getByRole("tab", { name: "Self Battle" }).click();
  const panel = page.getByRole("tabpanel", { name: "Self Battle" });
  const first = panel.getByRole("group", { name: "Fighter 1" });
  const second = panel.getByRole("group", { name: "Fighter 2" });
  await expect(first.getByRole("radio")).toHaveCount(2);
  await expect(first.getByText("Lv 1 · HP 100% · Energy 100%").first()).toBeVisible();
  const start = panel.getByRole("button", { name: "START BATTLE" });
  await expect(first.getByRole("radio", { name: /Red Fang/ })).toBeChecked();
  await expect(second.getByRole("radio", { name: /Goldie/ })).toBeChecked();
  await expect(start).toBeEnabled();

  await first.getByRole("radio", { name: /Red Fang/ }).check();
  await second.getByRole("radio", { name: /Red Fang/ }).check();
  await expect(panel.getByText("Please select two different ants to battle!")).toBeVisible();
  await expect(start).toBeDisabled();

  await second.getByRole("radio", { name: /Goldie/ }).check();
  await panel.getByLabel("Arena type").selectOption("jungle");
  await panel.getByLabel("Battle speed").selectOption("fast");
  await expect(start).toBeEnabled();
  await start.click();

  await expect(panel.getByText("The fighters take their places...")).toBeVisible();
  await expect(panel.getByRole("img", { name: "Red Fang versus Goldie in the Jungle arena" })).toBeVisible();
  const entries = panel.getByRole("log").getByRole("listitem");
  await expect(entries).toHaveCount(1);
  await expect(entries).toHaveCount(2);
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText(/Red Fang|Goldie/);
  await expect(panel.getByRole("meter", { name: "Red Fang health" })).toBeVisible();
  await expect(panel.getByRole("meter", { name: "Goldie energy" })).toBeVisible();

  await panel.getByRole("button", { name: "Skip to end" }).click();
  const result = panel.getByRole("region", { name: "Battle result" });
  await expect(result.getByText("Victory!")).toBeVisible();
  const winnerLine = result.getByText(/^(Red Fang|Goldie) wins!$/);
  await expect(winnerLine).toBeVisible();
  const winner = ((await winnerLine.textContent()) ?? "").replace(" wins!", "");
  expect(await entries.count()).toBeLessThanOrEqual(10);
  await expect(entries.last()).toContainText(`${winner} wins the battle!`);
  const loser = winner === "Red Fang" ? "Goldie" : "Red Fang";
  const loserHealth = Number(await panel.getByRole("meter", { name: `${loser} health` }).getAttribute("value"));
  expect(loserHealth).toBeLessThan(100);
  await readyForScreenshot(page);
  await captureBothWidths(page, "battle-arena-self-battle");

  await panel.getByRole("button", { name: "Battle Again" }).click();
  await expect(panel.getByRole("button", { name: "START BATTLE" })).toBeVisible();
  await expect(first.getByText("HP 100%")).not.toHaveCount(2);
  // Total Wins counts wins over other players' ants only (issue 26): a self battle is no win.
  await expect(page.locator(".total-wins-count")).toHaveText("0");

  await page.getByRole("tab", { name: "Battle History" }).click();
  const history = page.getByRole("tabpanel", { name: "Battle History" });
  const item = history.getByRole("button", { name: /Red Fang vs Goldie/ });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Victory");
  await expect(item).toContainText("Self Battle");
  await expect(item).toContainText("Jungle");
  await expect(item.getByRole("img", { name: "Completed" })).toBeVisible();
  await expect(history.getByRole("button", { name: "Load More Battles" })).toHaveCount(0);
  await readyForScreenshot(page);
  await captureBothWidths(page, "battle-history");

  await item.click();
  await expect(page.getByRole("tab", { name: "Live Battle" })).toHaveAttribute("aria-selected", "true");
  const live = page.getByRole("tabpanel", { name: "Live Battle" });
  await expect(live.getByRole("status")).toContainText("Starting");
  await expect(live.getByRole("log")).toHaveCount(0);
  await expect(live.getByRole("status")).toContainText("Fighting", { timeout: 5_000 });
  await expect(live.getByRole("log").getByRole("listitem")).toHaveCount(1);
  await live.getByRole("button", { name: "Skip to end" }).click();
  await expect(live.getByRole("status")).toContainText("Completed");
  await expect(live.getByText(`${winner} wins!`, { exact: true })).toBeVisible();
  await live.getByRole("button", { name: "Back to History" }).click();
  await expect(page.getByRole("tab", { name: "Battle History" })).toHaveAttribute("aria-selected", "true");
});

test("Battle History lists ten battles and 'Load More Battles' loads the next page", async ({ page, username }) => {
  test.setTimeout(90_000);
  await signUpThroughUi(page, username);
  await fightSelfBattles(page.request, await sessionOf(page), 11);
  await page.goto("/battle?tab=history");
  const history = page.getByRole("tabpanel", { name: "Battle History" });
  const items = history.getByRole("list", { name: "Past battles" }).getByRole("listitem");
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText("Sparrer 10A vs Sparrer 10B");
  await history.getByRole("button", { name: "Load More Battles" }).click();
  await expect(items).toHaveCount(11);
  await expect(items.last()).toContainText("Sparrer 0A vs Sparrer 0B");
  await expect(history.getByRole("button", { name: "Load More Battles" })).toHaveCount(0);
  // Self battles are no wins over other players (issue 26): Total Wins stays 0.
  await expect(page.locator(".total-wins-count")).toHaveText("0");
});
