// The profile as a player meets it: real battle figures, rank, collection, achievements and an ELO chart per ant
// (uPlot loaded only with the Statistics tab), and every tab fitting at desktop and phone widths.
import type { Battle } from "@antbrawl/protocol/battles";
import { tierFor, tierProgress } from "@antbrawl/rules/rating/tiers";
import type { Page } from "@playwright/test";
import { createAnt, rankedBattle, type Session, sessionOf, signUpViaApi } from "../fixtures/battle";
import { createAntThroughUi, uniqueAntName } from "../fixtures/colony";
import { checkPage } from "../fixtures/page-checks";
import { expect, signUpThroughUi, test, uniqueUsername } from "../fixtures/player";
import { VIEWPORTS } from "../fixtures/screens";

const TABS = [
  { name: "Account Settings", slug: "account" },
  { name: "Friends & Social", slug: "friends" },
  { name: "Statistics", slug: "statistics" },
] as const;

/** A new player with three ants (the first made through the dashboard) who fought one ranked battle with each. */
async function playerWhoFought(page: Page, username: string) {
  await signUpThroughUi(page, username);
  const names = [uniqueAntName("Rex"), uniqueAntName("Goldie"), uniqueAntName("Shade")];
  await createAntThroughUi(page, names[0] as string, "Red", "Create Your First Ant");
  const session = await sessionOf(page);
  const rival: Session = await signUpViaApi(page.request, uniqueUsername("Rival"));
  await createAnt(page.request, rival, "Rival Guard", "#2F2F2F");
  const mine = await page.request
    .get(`/api/users/${session.userId}/ants`, { headers: { authorization: `Bearer ${session.token}` } })
    .then((response) => response.json());
  const ants = [mine[0], await createAnt(page.request, session, names[1] as string, "#DAA520")];
  ants.push(await createAnt(page.request, session, names[2] as string, "#4682B4"));
  const battles: Battle[] = [];
  for (const ant of ants) battles.push((await rankedBattle(page.request, session, ant)).battle);
  return { session, names, ants, battles };
}

test("a player who fought sees real figures, rank, achievements and an ELO chart per ant", async ({
  page,
  username,
}) => {
  test.setTimeout(120_000);
  const { session, names, ants, battles } = await playerWhoFought(page, username);
  const wins = battles.filter((battle) => battle.winner_id === session.userId).length;
  const after = ants.map((ant, i) => battles[i]?.participants.find((p) => p.ant_id === ant.id)?.elo_after ?? 0);
  const best = Math.max(...after);

  const chartRequests: string[] = [];
  page.on("request", (request) => {
    if (/EloChart-.*\.js$/.test(request.url())) chartRequests.push(request.url());
  });
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${username}!` })).toBeVisible();
  const count = (label: string) =>
    page.getByText(label, { exact: true }).first().locator("xpath=following-sibling::dd");
  await expect(count("Ants")).toHaveText("3");
  await expect(count("Friends")).toHaveText("–");
  await expect(count("Rank")).toHaveText(tierFor(best));

  const account = page.getByRole("tabpanel", { name: "Account Settings" });
  await expect(account.getByText(session.userId)).toBeVisible();
  await expect(account.getByText(`${username.toLowerCase()}@`, { exact: false })).toBeVisible();
  expect(chartRequests, "uPlot waits for the Statistics tab").toEqual([]);

  await page.getByRole("tab", { name: "Statistics" }).click();
  const stats = page.getByRole("tabpanel", { name: "Statistics" });
  const figure = (label: string) => stats.getByText(label, { exact: true }).locator("xpath=following-sibling::dd");
  await expect(figure("Total Battles")).toHaveText("3");
  await expect(figure("Wins")).toHaveText(String(wins));
  await expect(figure("Losses")).toHaveText(String(3 - wins));
  await expect(figure("Win Rate")).toHaveText(`${((wins / 3) * 100).toFixed(1)}%`);
  await expect(figure("Total Ants")).toHaveText("3");
  await expect(stats.getByText(tierFor(best), { exact: true })).toBeVisible();
  await expect(stats.getByRole("progressbar", { name: "Progress to the next rank" })).toHaveAttribute(
    "aria-valuenow",
    String(Math.round(tierProgress(best) * 100)),
  );
  await expect(stats.getByRole("listitem", { name: "First Battle: Earned" })).toBeVisible();
  await expect(stats.getByRole("listitem", { name: "Ant Master: Earned" })).toBeVisible();
  await expect(stats.getByRole("listitem", { name: /^Champion: Not earned yet/ })).toContainText(`${wins} / 10`);

  for (const [i, name] of names.entries()) {
    const chart = stats.getByRole("figure", { name: new RegExp(name) });
    const elo = after[i] as number;
    await expect(chart).toContainText(`Started at 1000, now ${elo}, best ${Math.max(1000, elo)}, 1 ranked battle.`);
    await expect(chart.locator("canvas").first()).toBeVisible();
  }
  expect(chartRequests.length, "the chart's chunk loaded with the tab").toBeGreaterThan(0);
});

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`every profile tab fits and passes axe at ${width} width`, async ({ page, username }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await playerWhoFought(page, username);
    await page.goto("/profile");
    for (const tab of TABS) {
      await page.getByRole("tab", { name: tab.name }).click();
      const panel = page.getByRole("tabpanel", { name: tab.name });
      await expect(panel).toBeVisible();
      if (tab.slug === "statistics") await expect(panel.locator("canvas").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await checkPage(page, `profile-${tab.slug}-${width}`);
    }
  });
}
