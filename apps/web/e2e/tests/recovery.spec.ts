// Recovery pace (issue 10): after a self battle the player rests and feeds the hurt ants and fights again within
// half an hour of game time (the server clock is moved forward through the test-only clock).
import type { Ant } from "@antbrawl/protocol/ants";
import type { APIRequestContext, Page } from "@playwright/test";
import { createAnt, type Session, selfBattle, sessionOf } from "../fixtures/battle";
import { expect, signUpThroughUi, test } from "../fixtures/player";

const HALF_AN_HOUR_MS = 30 * 60_000;
const selfReady = (ant: Ant) => !ant.is_in_battle && ant.current_health >= 30 && ant.energy >= 20;

async function antsOf(request: APIRequestContext, session: Session): Promise<Ant[]> {
  const response = await request.get(`/api/users/${session.userId}/ants`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Ant[];
}

async function restAndFeed(page: Page, name: string): Promise<void> {
  const card = page.getByRole("article", { name });
  await card.getByRole("button", { name: "Care" }).click();
  const needs = page.getByRole("dialog", { name: `${name} Needs` });
  for (const [label, action] of [
    ["Rest (8h)", "rest"],
    ["Feed (5)", "feed"],
  ] as const) {
    const button = needs.getByRole("button", { name: label });
    const answered = page.waitForResponse(
      (res) => res.request().method() === "POST" && new URL(res.url()).pathname.endsWith(`/${action}`),
    );
    await button.click();
    expect((await answered).ok()).toBeTruthy();
    await expect(button).toHaveAttribute("aria-busy", "false");
  }
  await page.keyboard.press("Escape");
  await expect(needs).toBeHidden();
}

// API calls go through `request` (a Bearer token, no cookie), as a second hand of the same player would.
test("after a self battle, resting and feeding the ants makes them fit to fight again within half an hour", async ({
  page,
  request,
  username,
}) => {
  test.setTimeout(90_000);
  await signUpThroughUi(page, username);
  const session = await sessionOf(page);
  const names = ["Bruiser", "Scrapper"];
  let ants = [await createAnt(request, session, names[0]!, "#DC143C"), await createAnt(request, session, names[1]!)];
  for (let fight = 0; fight < 6 && ants.every(selfReady); fight += 1) {
    await selfBattle(request, session, ants[0]!, ants[1]!);
    ants = await antsOf(request, session);
  }
  expect(
    ants.some((ant) => ant.current_health < 30),
    "a fight leaves an ant too hurt for the next one",
  ).toBe(true);
  const hurt = ants.filter((ant) => !selfReady(ant));
  expect(hurt.length, "a self battle leaves an ant unfit for the next one").toBeGreaterThan(0);

  await page.goto("/battle");
  await page.getByRole("tab", { name: "Self Battle" }).click();
  const panel = page.getByRole("tabpanel", { name: "Self Battle" });
  const advice =
    /Not ready: (Health too low \(need 30%\+\)|Energy too low \(need 20%\+\)) — (rest and feed it|let it rest): ready/;
  await expect(panel.getByRole("group", { name: "Fighter 1" }).getByText(advice).first()).toBeVisible();

  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "My Ants" }).click();
  for (const ant of hurt) await restAndFeed(page, ant.name);

  const moved = await request.post("/api/test/clock", { data: { advance_ms: HALF_AN_HOUR_MS } });
  expect(moved.ok(), await moved.text()).toBeTruthy();

  await page.goto("/battle");
  await page.getByRole("tab", { name: "Self Battle" }).click();
  const first = panel.getByRole("group", { name: "Fighter 1" });
  await expect(first.getByText("Not ready:")).toHaveCount(0);
  await first.getByRole("radio", { name: new RegExp(names[0]!) }).check();
  await panel
    .getByRole("group", { name: "Fighter 2" })
    .getByRole("radio", { name: new RegExp(names[1]!) })
    .check();
  const start = panel.getByRole("button", { name: "START BATTLE" });
  await expect(start).toBeEnabled();
  await start.click();
  await expect(panel.getByText("The fighters take their places...")).toBeVisible();
});
