// The public Global Leaderboard: game statistics, the four orderings, '(You)', tiers and the podium.
import type { LeaderboardAnswer } from "@antbrawl/protocol/battles";
import { tierFor } from "@antbrawl/rules/rating/tiers";
import { createAnt, rankedBattle, readyForScreenshot, sessionOf, signUpViaApi } from "../fixtures/battle";
import { expect, signUpThroughUi, test, uniqueUsername } from "../fixtures/player";
import { captureBothWidths } from "../fixtures/screens";

test("a visitor sees the statistics, the four orderings and a Refresh button", async ({ page }) => {
  await page.goto("/leaderboard");
  await expect(page.getByRole("heading", { name: "Global Leaderboard", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible();
  const stats = page.getByRole("list", { name: "Game statistics" });
  for (const label of ["Total Ants", "Active Players", "Battles Fought", "Live Battles"]) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("tablist", { name: "Sort rankings" }).getByRole("tab")).toHaveText([
    "ELO Rankings",
    "Most Wins",
    "Win Rate",
    "Win Streaks",
  ]);
  const rankings = page.getByRole("tabpanel", { name: "ELO Rankings" });
  await expect(
    rankings.getByRole("list", { name: "Rankings" }).or(rankings.getByText("No rankings available yet!")),
  ).toBeVisible();
  await expect(page.getByText("Create ants", { exact: false }).first()).toBeVisible();
});

test("fought ants are ranked with '(You)', their tier and a podium shown 2nd, 1st, 3rd", async ({ page, username }) => {
  test.setTimeout(90_000);
  await signUpThroughUi(page, username);
  const me = await sessionOf(page);
  const tag = username.slice(-5);
  const fang = await createAnt(page.request, me, `Fang ${tag}`, "#DC143C");
  const gold = await createAnt(page.request, me, `Gold ${tag}`, "#DAA520");
  await createAnt(page.request, me, `Guard ${tag}`, "#228B22");
  const rival = await signUpViaApi(page.request, uniqueUsername("Board"));
  const crusher = await createAnt(page.request, rival, `Crusher ${tag}`, "#2F2F2F");
  // Self battles stay off the board (B22), so my ants earn their places against another player's ants.
  await rankedBattle(page.request, me, fang);
  await rankedBattle(page.request, me, gold);
  const ranked = await rankedBattle(page.request, rival, crusher);
  const rated = ranked.battle.participants.find((p) => p.ant_id === crusher.id)!;
  expect(rated.elo_after).not.toBe(rated.elo_before);

  const answer = (await (
    await page.request.get("/api/game/leaderboard?limit=20&sort=elo")
  ).json()) as LeaderboardAnswer;
  const myEntry = answer.entries.find((entry) => entry.owner_id === me.userId);
  expect(myEntry, "one of my ants is in the top 20").toBeTruthy();
  const crusherEntry = answer.entries.find((entry) => entry.ant_id === crusher.id);
  expect(crusherEntry?.elo_rating).toBe(rated.elo_after);

  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Leaderboard" }).click();
  const rankings = page.getByRole("tabpanel", { name: "ELO Rankings" });
  const rows = rankings.getByRole("list", { name: "Rankings" }).getByRole("listitem");
  const myRow = rows.filter({ hasText: myEntry!.name }).filter({ hasText: "(You)" });
  await expect(myRow).toHaveCount(1);
  await expect(myRow).toContainText(tierFor(myEntry!.elo_rating));
  await expect(myRow).toContainText(`${myEntry!.wins}W`);
  await expect(myRow).toContainText(`${myEntry!.losses}L`);
  await expect(myRow).toContainText(`${myEntry!.win_rate.toFixed(1)}%`);
  await expect(myRow).toContainText(`${Math.round(myEntry!.elo_rating)} ELO`);
  const crusherRow = rows.filter({ hasText: crusher.name });
  await expect(crusherRow).toContainText(`${crusherEntry!.elo_rating} ELO`);
  await expect(crusherRow).toContainText(tierFor(crusherEntry!.elo_rating));
  await expect(crusherRow).not.toContainText("(You)");
  await expect(rows.first()).toContainText("🥇");

  const podium = rankings.getByRole("list", { name: "Top three" }).getByRole("listitem");
  await expect(podium).toHaveCount(3);
  const places = await podium.evaluateAll((items) => items.map((item) => item.getAttribute("aria-label")));
  expect(places).toEqual(["2nd place", "1st place", "3rd place"]);
  await expect(page.getByRole("list", { name: "Game statistics" })).not.toContainText("–");
  await readyForScreenshot(page);
  await captureBothWidths(page, "leaderboard");

  await page.getByRole("tab", { name: "Win Rate" }).click();
  const byRate = page.getByRole("tabpanel", { name: "Win Rate" });
  await expect(byRate.getByRole("list", { name: "Rankings" })).toBeVisible();
  await expect(byRate.getByRole("list", { name: "Top three" })).toHaveCount(0);
  await expect(byRate.getByRole("listitem").filter({ hasText: "(You)" }).first()).toContainText(/\d+\.\d% win rate/);

  await page.getByRole("tab", { name: "Win Streaks" }).click();
  await expect(page.getByRole("tabpanel", { name: "Win Streaks" }).getByText("🔥1").first()).toBeVisible();
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
});
