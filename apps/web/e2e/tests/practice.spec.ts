// Alone in the queue (issue 26, W30–W33): after 20 s of server time the Ant Arena offers a house ant, and the practice
// battle starts live, marked as practice. The server clock is moved through the test-only clock (a clock mover).
import { createAnt, readyForScreenshot, sessionOf } from "../fixtures/battle";
import { uniqueAntName } from "../fixtures/colony";
import { expect, signUpThroughUi, test } from "../fixtures/player";
import { captureBothWidths } from "../fixtures/screens";
import { liveOn } from "../fixtures/tabs";

test("a player alone in the queue is offered a house ant after 20 s and practises against it", async ({
  page,
  request,
  username,
}) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, username);
  const session = await sessionOf(page);
  const ant = await createAnt(page.request, session, uniqueAntName("Lone"), "#4682B4");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Battle Arena" }).click();
  const arena = page.getByRole("tabpanel", { name: "Ant Arena" });
  await expect(liveOn(page)).toBeVisible();
  await arena.getByRole("radio", { name: /Quick Match/ }).check();
  await arena.getByRole("radio", { name: new RegExp(ant.name) }).check();
  await arena.getByRole("button", { name: "Find Match" }).click();
  await expect(arena.getByText(/ · searching for \d+ s$/)).toBeVisible();
  await expect(arena.getByRole("button", { name: "Practice vs House Ant" })).toHaveCount(0);

  const moved = await request.post("/api/test/clock", { data: { advance_ms: 21_000 } });
  expect(moved.ok(), await moved.text()).toBeTruthy();
  const offer = arena.getByRole("button", { name: "Practice vs House Ant" });
  await expect(offer).toBeVisible({ timeout: 15_000 });
  await expect(arena.getByText("No challenger yet. Practice against a house ant while you wait?")).toBeVisible();
  await readyForScreenshot(page);
  await captureBothWidths(page, "ant-arena-practice-offer");

  await offer.click();
  await expect(arena.getByRole("log", { name: "Arena message log" })).toContainText("Battle found against");
  await expect(arena.getByText("Practice", { exact: true }).first()).toBeVisible();
  await expect(arena.getByRole("group", { name: /^Your tactic for turn \d+$/ })).toBeVisible({ timeout: 30_000 });
  await readyForScreenshot(page);
  await captureBothWidths(page, "ant-arena-practice-battle");
});
