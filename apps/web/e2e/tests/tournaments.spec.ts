// Tournaments (issue 27): register with an ant picker, move the server clock to the start, watch the bracket's
// rounds resolve live, open a match's replay; screenshots at desktop and phone widths.
import type { TournamentList } from "@antbrawl/protocol/tournaments";
import { createAnt, type Session, sessionOf, signUpViaApi } from "../fixtures/battle";
import { expect, signUpThroughUi, test, uniqueUsername } from "../fixtures/player";
import { captureBothWidths } from "../fixtures/screens";

const SITE_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3190)}`;
const headers = (session: Session) => ({ authorization: `Bearer ${session.token}`, origin: SITE_ORIGIN });

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
  const daily = list.tournaments.find((t) => t.status === "registering");
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

  const clock = await request.post("/api/test/clock", { data: { advance_ms: 1 }, headers: { origin: SITE_ORIGIN } });
  const serverNow = Date.parse(((await clock.json()) as { now: string }).now);
  const toStart = Date.parse(daily?.starts_at as string) - serverNow + 500;
  const moved = await request.post("/api/test/clock", {
    data: { advance_ms: Math.max(1, toStart) },
    headers: { origin: SITE_ORIGIN },
  });
  expect(moved.ok(), await moved.text()).toBeTruthy();

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
