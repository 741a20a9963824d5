// The profile's Tournaments section after a daily bracket played on the server clock (a row per tournament, linking
// to its bracket), and the 'Push notifications on this device' toggle as a built app shows it; both widths.
import type { TournamentDetail, TournamentList } from "@antbrawl/protocol/tournaments";
import { createAnt, type Session, sessionOf, signUpViaApi } from "../fixtures/battle";
import { expect, signUpThroughUi, test, uniqueUsername } from "../fixtures/player";
import { captureBothWidths } from "../fixtures/screens";
import { moveServerClockPast } from "../fixtures/server-clock";

const SITE_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3190)}`;
const headers = (session: Session) => ({ authorization: `Bearer ${session.token}`, origin: SITE_ORIGIN });

test("a played daily bracket shows on the profile and links to its bracket; the push toggle", async ({
  page,
  request,
  username,
}) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, username);
  const me = await sessionOf(page);
  await page.goto("/profile?tab=statistics");
  const section = page.getByRole("region", { name: "Tournaments" });
  await expect(section.getByText(/No tournaments yet/)).toBeVisible();

  const mine = await createAnt(request, me, "History Hopper");
  const list = (await (await request.get("/api/tournaments", { headers: headers(me) })).json()) as TournamentList;
  const daily = list.tournaments.find((t) => t.status === "registering" && t.format === "bracket");
  expect(daily, "the next daily bracket is open").toBeTruthy();
  const tournamentId = daily?.id as string;
  const entrants: [Session, string][] = [[me, mine.id]];
  for (const name of ["Rival", "Challenger"]) {
    const other = await signUpViaApi(request, uniqueUsername(name));
    entrants.push([other, (await createAnt(request, other, `${name} Ant`)).id]);
  }
  for (const [session, antId] of entrants) {
    const res = await request.post(`/api/tournaments/${tournamentId}/registrations`, {
      headers: headers(session),
      data: { ant_id: antId },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await moveServerClockPast(request, daily?.starts_at as string);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/tournaments/${tournamentId}`, { headers: headers(me) });
        return ((await res.json()) as TournamentDetail).tournament.status;
      },
      { timeout: 45_000 },
    )
    .toBe("finished");

  await page.goto("/profile?tab=statistics");
  const row = section.getByRole("listitem").filter({ hasText: daily?.name as string });
  await expect(row).toBeVisible();
  await expect(row).toContainText("History Hopper");
  await expect(row).toContainText(/place/);
  await captureBothWidths(page, "profile-tournaments");

  await row.getByRole("link", { name: daily?.name }).click();
  await expect(page).toHaveURL(/tab=tournaments/);
  await expect(page.getByRole("region", { name: `Bracket of ${daily?.name}` })).toBeVisible();

  await page.goto("/profile");
  const push = page.getByRole("checkbox", { name: /^Push notifications on this device/ });
  await expect(push).toBeVisible();
  await expect(page.getByText("Checking this device…")).toBeHidden({ timeout: 20_000 });
  await captureBothWidths(page, "profile-push-toggle");

  // Headless Chromium has the Push API but refuses to subscribe ("Registration failed - permission denied"), even with
  // notifications allowed: the browser's refusal is shown and the box ends unchecked, never claiming pushes.
  await page.context().grantPermissions(["notifications"], { origin: SITE_ORIGIN });
  const keyAsked = page.waitForResponse("**/api/push/public-key");
  await push.click();
  expect((await keyAsked).ok()).toBe(true);
  await expect(page.getByRole("alert")).toContainText("Push notifications could not be turned on.");
  await expect(push).not.toBeChecked();
  await expect(push).toBeEnabled();
  await expect(page.getByText("This device gets no push notifications.")).toBeVisible();
});
