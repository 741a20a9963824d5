// Tournaments (issue 27): register with an ant picker, move the server clock to the start, watch the bracket's
// rounds resolve live, open a match's replay; two players in the daily arena; screenshots at desktop and phone widths.
import type { TournamentList } from "@antbrawl/protocol/tournaments";
import { arriveInArena } from "../fixtures/arena-player";
import { createAnt, type Session, sessionOf, signUpViaApi } from "../fixtures/battle";
import { expect, signUpThroughUi, test, uniqueUsername } from "../fixtures/player";
import { captureBothWidths } from "../fixtures/screens";
import { moveServerClockPast } from "../fixtures/server-clock";

const SITE_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3190)}`;
const headers = (session: Session) => ({ authorization: `Bearer ${session.token}`, origin: SITE_ORIGIN });
/** Where the arena tournament test's people start: the Battle Arena's Tournaments tab. */
const TOURNAMENTS_TAB = "/battle?tab=tournaments";

test("register an ant, watch the daily bracket resolve round by round, open a match", async ({
  page,
  request,
  username,
}) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, username);
  const me = await sessionOf(page);
  await createAnt(request, me, "Bracket Biter");
  const list = (await (await request.get("/api/tournaments", { headers: headers(me) })).json()) as TournamentList;
  const daily = list.tournaments.find((t) => t.status === "registering" && t.format === "bracket");
  expect(daily, "the next daily bracket is open").toBeTruthy();
  const tournamentId = daily?.id as string;
  for (const name of ["Rival", "Challenger"]) {
    const other = await signUpViaApi(request, uniqueUsername(name));
    const ant = await createAnt(request, other, `${name} Ant`);
    const res = await request.post(`/api/tournaments/${tournamentId}/registrations`, {
      headers: headers(other),
      data: { ant_id: ant.id },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto("/battle?tab=tournaments");
  const panel = page.getByRole("tabpanel", { name: "Tournaments" });
  await expect(panel.getByRole("heading", { name: "Upcoming" })).toBeVisible({ timeout: 30_000 });
  const card = panel.getByRole("article", { name: daily?.name });
  await expect(card).toContainText("Entry fee");
  await expect(card).toContainText("1 ETH");
  await card.getByLabel("Ant").selectOption({ label: "Bracket Biter" });
  await card.getByRole("button", { name: "Register (1 ETH)" }).click();
  await expect(card.getByRole("status")).toContainText("Bracket Biter is registered");
  await expect(card).toContainText("Registered with Bracket Biter");
  await expect(card).toContainText("3 / 64");
  await captureBothWidths(page, "tournaments-upcoming");

  await moveServerClockPast(request, daily?.starts_at as string);

  await page.reload();
  const bracket = panel.getByRole("region", { name: `Bracket of ${daily?.name}` });
  await expect(bracket).toBeVisible({ timeout: 20_000 });
  const semifinals = bracket.getByRole("region", { name: "Semifinals", exact: true });
  await expect(semifinals.getByText("House", { exact: true })).toBeVisible();
  const final = bracket.getByRole("region", { name: "Final", exact: true });
  await expect(final.getByText("(winner)")).toBeVisible({ timeout: 30_000 });
  await expect(bracket.getByRole("list", { name: "Winners" })).toContainText("1st");
  await captureBothWidths(page, "tournaments-finished");

  await semifinals.getByRole("button", { name: "Replay" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Match replay" });
  await expect(dialog.getByRole("heading", { name: "Battle Log" })).toBeVisible();
  await captureBothWidths(page, "tournaments-replay");
});

test("two players in the daily arena: paired live at the start, one game in the Ant Arena, standings and prizes", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const one = await arriveInArena(browser, testInfo, "Arena One", "#DC143C", TOURNAMENTS_TAB);
  const two = await arriveInArena(browser, testInfo, "Arena Two", "#4682B4", TOURNAMENTS_TAB);
  const list = (await (
    await request.get("/api/tournaments", { headers: headers(one.session) })
  ).json()) as TournamentList;
  const arena = list.tournaments.find((t) => t.format === "arena" && t.status === "registering");
  expect(arena, "the next daily arena is open").toBeTruthy();
  const name = arena?.name as string;

  // One registers on screen, the other through the API.
  const card = one.page.getByRole("tabpanel", { name: "Tournaments" }).getByRole("article", { name });
  await expect(card).toContainText("30 min of live games");
  await card.getByRole("button", { name: "Register (1 ETH)" }).click();
  await expect(card).toContainText(`Registered with ${one.ant.name}`);
  const registered = await request.post(`/api/tournaments/${arena?.id}/registrations`, {
    headers: headers(two.session),
    data: { ant_id: two.ant.id },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // A third person, not registered, watches from the Tournaments tab.
  const watcher = await arriveInArena(browser, testInfo, "Arena Fan", "#228B22", TOURNAMENTS_TAB);

  await moveServerClockPast(request, arena?.starts_at as string);

  // Both are online on the Tournaments tab: the first wave pairs them and each is taken to the live battle view.
  for (const player of [one, two]) await player.page.reload();
  for (const player of [one, two]) {
    const live = player.page.getByRole("tabpanel", { name: "Ant Arena" });
    await expect(live.getByRole("meter", { name: `${player.ant.name} health` })).toBeVisible({ timeout: 30_000 });
  }
  await captureBothWidths(one.page, "tournaments-arena-game");
  // The watcher opens the Tournaments tab again (the list polls; the open arena's board is live over the socket), sees
  // the game in play and watches it; the players' seats are theirs, so no tactic buttons.
  await watcher.page.reload();
  const games = watcher.page.getByRole("region", { name: "Games in play" });
  await games.getByRole("button", { name: /^Watch / }).click();
  const watched = watcher.page.getByRole("tabpanel", { name: "Ant Arena" });
  await expect(watched.getByRole("meter", { name: `${one.ant.name} health` })).toBeVisible({ timeout: 15_000 });
  await expect(watched.getByRole("button", { name: /^Balanced/ })).toHaveCount(0);
  await captureBothWidths(watcher.page, "tournaments-arena-watched");
  await watcher.context.close();
  for (const player of [one, two]) {
    const live = player.page.getByRole("tabpanel", { name: "Ant Arena" });
    await expect(live.getByText("Battle Complete!", { exact: true })).toBeVisible({ timeout: 150_000 });
  }

  // The second player leaves: offline players are not paired, so the first waits for the next game.
  await two.context.close();
  await one.page.getByRole("tab", { name: "Tournaments" }).click();
  const board = one.page.getByRole("region", { name: `Arena of ${name}` });
  await expect(board.getByRole("status")).toContainText("Waiting for your next game", { timeout: 20_000 });
  const table = board.getByRole("table", { name: "Standings" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("rowheader", { name: `${one.ant.name} (you)` })).toBeVisible();
  // One game each; the winner's 2 points on top (TN10), the loser's 0 below.
  await expect(table.getByRole("row").nth(1).getByRole("cell").last()).toHaveText("2");
  await expect(table.getByRole("row").nth(2).getByRole("cell").last()).toHaveText("0");
  await captureBothWidths(one.page, "tournaments-arena-standings");

  // After the window the arena finishes and pays the two places.
  await moveServerClockPast(request, arena?.ends_at as string);
  await expect(board.getByRole("list", { name: "Winners" })).toContainText("1st", { timeout: 45_000 });
  await expect(board.getByRole("list", { name: "Winners" })).toContainText("2nd");
  await captureBothWidths(one.page, "tournaments-arena-finished");
  await one.context.close();
});
