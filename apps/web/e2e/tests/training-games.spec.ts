// Training games in Chromium: a player plays each mini-game with real input to the server-scored results screen. The
// games that move by themselves run on a page clock the test holds, so a target is where the page said it was.
import type { Locator, Page } from "@playwright/test";
import { createAntThroughUi, settleForScreenshot, uniqueAntName } from "../fixtures/colony";
import { type HeldClock, holdPageClock, shows } from "../fixtures/game-clock";
import { checkPage, horizontalOverflow, seriousAxeFindings } from "../fixtures/page-checks";
import { expect, signUpThroughUi, test } from "../fixtures/player";
import { captureBothWidths, VIEWPORTS } from "../fixtures/screens";

/** Both widths of the page mid-play, from the top as a player opens it (a held clock steps a frame per width). */
async function screenshot(page: Page, name: string, clock?: HeldClock): Promise<void> {
  await settleForScreenshot(page);
  await captureBothWidths(page, name, clock ? () => clock.step(TICK_MS) : undefined);
}

const FIELD = { width: 800, height: 500 };
const TICK_MS = 50;
const GRID = { size: 440, left: 180, top: 30 };

/** Signs up, creates an ant and opens the Training Games tab with the game's card ready. */
async function openGames(page: Page, username: string): Promise<void> {
  await signUpThroughUi(page, username);
  await createAntThroughUi(page, uniqueAntName("Trainee"), "Brown", "Create Your First Ant");
  await page.goto("/training?tab=games");
  await expect(page.getByRole("tab", { name: /Training Games/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Play Boulder Push" })).toBeEnabled();
}

async function startGame(page: Page, name: string): Promise<{ field: Locator; description: Locator }> {
  await page.getByRole("button", { name: `Play ${name}` }).click();
  const field = page.getByRole("img", { name: `${name} field` });
  await expect(field).toBeVisible();
  const describedBy = await field.getAttribute("aria-describedby");
  return { field, description: page.locator(`[id="${describedBy}"]`) };
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * The field's box once its size has settled: after a viewport change the canvas is resized a moment later (a
 * ResizeObserver, then a render), and a point taken from the old box would miss. Two reads apart must agree (the page's
 * frames are not waited for: the test may hold its clock).
 */
async function settledBox(field: Locator): Promise<Box> {
  let last: Box | null = null;
  let box: Box | null = null;
  await expect
    .poll(
      async () => {
        last = box;
        box = await field.boundingBox();
        return JSON.stringify(box) === JSON.stringify(last);
      },
      { message: "the game field's box settles", intervals: [100] },
    )
    .toBe(true);
  if (!box) throw new Error("the game field has no box");
  return box;
}

/** The page point of a field point given in field units, on the field's box. */
function pointIn(box: Box, x: number, y: number): { x: number; y: number } {
  return { x: box.x + (x / FIELD.width) * box.width, y: box.y + (y / FIELD.height) * box.height };
}

/** The page point of a field point given in field units. */
async function pagePoint(field: Locator, x: number, y: number): Promise<{ x: number; y: number }> {
  return pointIn(await settledBox(field), x, y);
}

/** The page point of "34% across, 52% down" on the field. */
async function percentPoint(field: Locator, across: number, down: number) {
  return pagePoint(field, (across / 100) * FIELD.width, (down / 100) * FIELD.height);
}

async function expectResults(page: Page, name: string): Promise<void> {
  const results = page.getByRole("region", { name: `${name} results` });
  await expect(results).toBeVisible({ timeout: 40_000 });
  await expect(results.getByText(/complete! Score \d+ \(grade [SABCD]\)/)).toBeVisible();
  await expect(results.getByText(/^\+\d+ XP$/)).toBeVisible();
  await expect(results.getByText(/Next play of/)).toBeVisible();
}

async function backToPicker(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: "Back to Training Games" }).click();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card.getByText("You've already played", { exact: false })).toBeVisible();
  await expect(card.getByRole("button", { name: `Play ${name}` })).toBeDisabled();
}

test("Boulder Push: the player drags boulders into the goal with the mouse", async ({ page, username }) => {
  test.setTimeout(120_000);
  await openGames(page, username);
  const clock = await holdPageClock(page);
  const { field, description } = await startGame(page, "Boulder Push");
  const results = page.getByRole("region", { name: "Boulder Push results" });
  let pushed = 0;
  // All five end the game by themselves; should the 30 seconds run out first, that ends it too.
  for (let n = 1; n <= 5 && !(await results.isVisible()); n += 1) {
    const text = (await description.textContent()) ?? "";
    const match = new RegExp(`Boulder ${n} \\(weight ([\\d.]+)\\) at (\\d+)% across, (\\d+)% down`).exec(text);
    if (!match) break;
    await field.scrollIntoViewIfNeeded();
    const from = await percentPoint(field, Number(match[2]), Number(match[3]));
    const to = await percentPoint(field, 95, Number(match[3]));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y);
    const done = description.filter({ hasText: `Boulder ${n} (weight ${match[1]}) pushed` });
    // Half-second steps: the play must be completed within 40 s of real time (30 s and the server's grace), and each
    // step costs a busy machine real time of its own; a boulder needs no finer aim once it is held.
    await clock.stepUntil(async () => (await done.count()) > 0 || (await results.isVisible()), TICK_MS * 10);
    await page.mouse.up();
    await clock.step(TICK_MS);
    if (await done.count()) pushed += 1;
    if (n === 1) await screenshot(page, "training-games-boulder-push", clock);
  }
  await clock.release();
  expect(pushed).toBeGreaterThanOrEqual(2);
  await expectResults(page, "Boulder Push");
  await expect(results.getByText("Boulders pushed")).toBeVisible();
  await backToPicker(page, "Boulder Push");
});

test("Tunnel Sprint: the player changes lanes with the arrow keys and ends the game early", async ({
  page,
  username,
}) => {
  await openGames(page, username);
  const { description } = await startGame(page, "Tunnel Sprint");
  await expect(description).toContainText("Ant in lane 2 of 3");
  await page.keyboard.press("ArrowRight");
  await expect(description).toContainText("Ant in lane 3 of 3");
  await page.keyboard.press("ArrowLeft");
  await expect(description).toContainText("Ant in lane 2 of 3");
  await page.keyboard.press("a");
  await expect(description).toContainText("Ant in lane 1 of 3");
  await page.getByRole("button", { name: "Move right" }).click();
  await expect(description).toContainText("Ant in lane 2 of 3");
  await expect(page.getByText(/Coming up: lane/)).toBeAttached({ timeout: 5_000 });
  await screenshot(page, "training-games-tunnel-sprint");
  await page.setViewportSize(VIEWPORTS.phone);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole("button", { name: "End Game Early" }).click();
  await expectResults(page, "Tunnel Sprint");
  await backToPicker(page, "Tunnel Sprint");
  await screenshot(page, "training-games-picker");
});

test("Tunnel Sprint: a reload mid-game saves what was played", async ({ page, username }) => {
  await openGames(page, username);
  const { description } = await startGame(page, "Tunnel Sprint");
  await page.keyboard.press("ArrowLeft");
  await expect(description).toContainText("Ant in lane 1 of 3");
  await page.reload();
  await expect(page.getByRole("tab", { name: /Training Games/ })).toHaveAttribute("aria-selected", "true");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Tunnel Sprint" }) });
  await expect(card.getByText(/^Today: \d+ points, grade [SABCD]$/)).toBeVisible();
  await expect(card.getByRole("button", { name: "Play Tunnel Sprint" })).toBeDisabled();
});

test("Target Practice: the player clicks targets as they appear", async ({ page, username }) => {
  await openGames(page, username);
  const clock = await holdPageClock(page);
  const { field, description } = await startGame(page, "Target Practice");
  await field.scrollIntoViewIfNeeded();
  let box = await settledBox(field);
  // The clock stands still from reading where a target is to the click, so every shot lands where the page said.
  for (let shot = 0; shot < 4; shot += 1) {
    await clock.stepUntil(shows(description, "Targets at"), TICK_MS * 2);
    const match = /Targets at (\d+)% across, (\d+)% down/.exec((await description.textContent()) ?? "");
    if (!match) throw new Error(`no target in "${await description.textContent()}"`);
    const at = pointIn(box, (Number(match[1]) / 100) * FIELD.width, (Number(match[2]) / 100) * FIELD.height);
    await page.mouse.click(at.x, at.y);
    await clock.step(TICK_MS * 2);
    if (shot === 1) {
      await screenshot(page, "training-games-target-practice", clock);
      await field.scrollIntoViewIfNeeded();
      box = await settledBox(field);
    }
  }
  await expect(page.getByText(/^Score: [1-9]/)).toBeVisible();
  await clock.release();
  await page.getByRole("button", { name: "End Game Early" }).click();
  await expectResults(page, "Target Practice");
  await expect(page.getByText("Hits")).toBeVisible();
  await backToPicker(page, "Target Practice");
});

test("Pattern Memory: the player repeats a pattern read from the screen", async ({ page, username }) => {
  await openGames(page, username);
  const clock = await holdPageClock(page);
  const { field, description } = await startGame(page, "Pattern Memory");
  // Listen to the live region as a screen reader does: every lit cell is announced in turn.
  await description.evaluate((element) => {
    const heard: string[] = [element.textContent ?? ""];
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => heard.push(element.textContent ?? "")).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  // Each cell stays lit 10 ticks; the clock moves 2 at a time, so every one is shown and heard.
  await clock.stepUntil(shows(description, "Your turn: repeat the 3 cells"), TICK_MS * 2);
  const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  const seen = new Map<number, [number, number]>();
  for (const text of heard) {
    const lit = /cell (\d+) of \d+ lit: row (\d+), column (\d+)/.exec(text);
    if (lit) seen.set(Number(lit[1]), [Number(lit[2]), Number(lit[3])]);
  }
  expect([...seen.keys()].sort()).toEqual([1, 2, 3]);
  await screenshot(page, "training-games-pattern-memory", clock);
  await field.scrollIntoViewIfNeeded();
  for (const index of [1, 2, 3]) {
    const [row, column] = seen.get(index)!;
    const cell = GRID.size / 4;
    const at = await pagePoint(field, GRID.left + (column - 0.5) * cell, GRID.top + (row - 0.5) * cell);
    await page.mouse.click(at.x, at.y);
    await clock.step(TICK_MS);
  }
  await expect(page.getByText("Score: 150")).toBeVisible();
  await clock.release();
  await page.getByRole("button", { name: "End Game Early" }).click();
  await expectResults(page, "Pattern Memory");
  await expect(page.getByText("Patterns completed")).toBeVisible();
  await page.setViewportSize(VIEWPORTS.phone);
  await checkPage(page, "training-games-results-phone");
  await backToPicker(page, "Pattern Memory");
});
