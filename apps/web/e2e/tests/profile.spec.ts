// The profile as a player meets it: real battle figures, rank, collection, achievements and an ELO chart per ant
// (uPlot loaded only with the Statistics tab), and every tab fitting at desktop and phone widths.
import type { Ant } from "@antbrawl/protocol/ants";
import type { Battle, BattleList } from "@antbrawl/protocol/battles";
import { tierFor, tierProgress } from "@antbrawl/rules/rating/tiers";
import type { APIRequestContext, Page } from "@playwright/test";
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
async function playerWhoFought(page: Page, request: APIRequestContext, username: string) {
  await signUpThroughUi(page, username);
  const names = [uniqueAntName("Rex"), uniqueAntName("Goldie"), uniqueAntName("Shade")];
  await createAntThroughUi(page, names[0] as string, "Red", "Create Your First Ant");
  const session = await sessionOf(page);
  // The rival signs up from a context of its own, so its session cookie never replaces the player's in the browser.
  const rival: Session = await signUpViaApi(request, uniqueUsername("Rival"));
  await createAnt(request, rival, "Rival Guard", "#2F2F2F");
  const mine = await page.request
    .get(`/api/users/${session.userId}/ants`, { headers: { authorization: `Bearer ${session.token}` } })
    .then((response) => response.json());
  const ants = [mine[0], await createAnt(page.request, session, names[1] as string, "#DAA520")];
  ants.push(await createAnt(page.request, session, names[2] as string, "#4682B4"));
  const battles: Battle[] = [];
  for (const ant of ants) battles.push((await rankedBattle(page.request, session, ant)).battle);
  return { session, names, ants, battles };
}

/**
 * What the server's other endpoints say about the player, for the figures the profile must show: battles from the
 * history (another spec's player may meet these ants as away defenders, so the test does not assume its own count)
 * and ratings from the ants.
 */
async function truthOf(page: Page, session: Session) {
  const headers = { authorization: `Bearer ${session.token}` };
  const history = (await (
    await page.request.get(`/api/users/${session.userId}/battles?limit=50`, { headers })
  ).json()) as BattleList;
  const ants = (await (await page.request.get(`/api/users/${session.userId}/ants`, { headers })).json()) as Ant[];
  const counted = history.battles.filter((battle) => battle.status === "completed" && battle.battle_type !== "self");
  const wins = counted.filter((battle) => battle.winner_id === session.userId).length;
  const best = Math.max(...ants.map((ant) => ant.battle_history.elo_rating));
  const caption = (ant: Ant) => {
    const rated = counted
      .filter((battle) => battle.battle_type === "ranked")
      .flatMap((battle) => battle.participants.filter((side) => side.ant_id === ant.id));
    const now = ant.battle_history.elo_rating;
    const top = Math.max(1000, ...rated.map((side) => side.elo_after));
    return `Started at 1000, now ${now}, best ${top}, ${rated.length} ranked ${rated.length === 1 ? "battle" : "battles"}.`;
  };
  return { total: counted.length, wins, best, ants, caption };
}

test("a player who fought sees real figures, rank, achievements and an ELO chart per ant", async ({
  page,
  request,
  username,
}) => {
  test.setTimeout(120_000);
  const { session, names } = await playerWhoFought(page, request, username);
  const truth = await truthOf(page, session);
  const { wins, best } = truth;

  const chartRequests: string[] = [];
  page.on("request", (request) => {
    if (/EloChart-.*\.js$/.test(request.url())) chartRequests.push(request.url());
  });
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${username}!` })).toBeVisible();
  const count = (label: string) =>
    page.getByRole("main").getByText(label, { exact: true }).first().locator("xpath=following-sibling::dd");
  await expect(count("Ants")).toHaveText("3");
  await expect(count("Friends")).toHaveText("0");
  await expect(count("Rank")).toHaveText(tierFor(best));

  const account = page.getByRole("tabpanel", { name: "Account Settings" });
  await expect(account.getByText(session.userId)).toBeVisible();
  await expect(account.getByText(`${username.toLowerCase()}@`, { exact: false })).toBeVisible();
  expect(chartRequests, "uPlot waits for the Statistics tab").toEqual([]);

  await page.getByRole("tab", { name: "Statistics" }).click();
  const stats = page.getByRole("tabpanel", { name: "Statistics" });
  const figure = (label: string) => stats.getByText(label, { exact: true }).locator("xpath=following-sibling::dd");
  await expect(figure("Total Battles")).toHaveText(String(truth.total));
  await expect(figure("Wins")).toHaveText(String(wins));
  await expect(figure("Losses")).toHaveText(String(truth.total - wins));
  await expect(figure("Win Rate")).toHaveText(`${((wins / truth.total) * 100).toFixed(1)}%`);
  await expect(figure("Total Ants")).toHaveText("3");
  await expect(stats.getByText(tierFor(best), { exact: true })).toBeVisible();
  await expect(stats.getByRole("progressbar", { name: "Progress to the next rank" })).toHaveAttribute(
    "aria-valuenow",
    String(Math.round(tierProgress(best) * 100)),
  );
  await expect(stats.getByRole("listitem", { name: "First Battle: Earned" })).toBeVisible();
  await expect(stats.getByRole("listitem", { name: "Ant Master: Earned" })).toBeVisible();
  await expect(stats.getByRole("listitem", { name: /^Champion: Not earned yet/ })).toContainText(`${wins} / 10`);
  await expect(stats.getByRole("listitem", { name: /^Social Butterfly: Not earned yet/ })).toContainText("0 / 5");

  for (const name of names) {
    const chart = stats.getByRole("figure", { name: new RegExp(name) });
    const ant = truth.ants.find((candidate) => candidate.name === name) as Ant;
    await expect(chart).toContainText(truth.caption(ant));
    await expect(chart.locator("canvas").first()).toBeVisible();
  }
  expect(chartRequests.length, "the chart's chunk loaded with the tab").toBeGreaterThan(0);
});

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`every profile tab fits and passes axe at ${width} width`, async ({ page, request, username }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await playerWhoFought(page, request, username);
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
