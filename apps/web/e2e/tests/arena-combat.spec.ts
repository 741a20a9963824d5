// Arena Combat as a player meets it: pick two ants, watch the fight the server runs in real time, shout 'throw' and
// 'retreat', see the ant obey, watch the fight end with the server's result and its fair dice checked, and find it
// again in Battle History as a replay.
import type { Page, WebSocketRoute } from "@playwright/test";
import { createAnt, readyForScreenshot, sessionOf } from "../fixtures/battle";
import { horizontalOverflow, seriousAxeFindings } from "../fixtures/page-checks";
import { expect, signUpThroughUi, test } from "../fixtures/player";
import { captureBothWidths, VIEWPORTS } from "../fixtures/screens";

/** The server's fight runs on its own clock: a fight lasts up to the rules' tick cap (about three minutes). */
const WHOLE_FIGHT_MS = 200_000;
/** Two display frames, so the canvas draws at a new size before a screenshot. */
const frame = (page: Page) => () =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

test("two ants fight in the top-down arena, obey commands, and the fight is recorded in Battle History", async ({
  page,
  username,
}) => {
  test.setTimeout(360_000);
  await signUpThroughUi(page, username);
  const session = await sessionOf(page);
  const fang = await createAnt(page.request, session, "Red Fang", "#DC143C");
  const goldie = await createAnt(page.request, session, "Goldie", "#DAA520");

  await page.goto("/battle?tab=combat");
  const panel = page.getByRole("tabpanel", { name: "Arena Combat" });
  for (const feature of ["Top-down view", "Real-time action", "Tactical AI"]) {
    await expect(panel.getByText(feature, { exact: true })).toBeVisible();
  }
  const start = panel.getByRole("button", { name: "START ARENA COMBAT" });
  await panel.getByLabel("Fighter 1").selectOption(fang.id);
  await panel.getByLabel("Fighter 2").selectOption(fang.id);
  await expect(panel.getByText("Please select two different ants")).toBeVisible();
  await expect(start).toBeDisabled();
  await panel.getByLabel("Fighter 2").selectOption(goldie.id);
  await expect(start).toBeEnabled();
  await readyForScreenshot(page);
  await captureBothWidths(page, "arena-combat-setup");
  await start.click();

  const canvas = panel.getByRole("img", { name: "Top-down arena: Red Fang against Goldie" });
  await expect(canvas).toBeVisible();
  await expect(panel.getByText(/Get ready/)).toBeVisible();
  const fangPanel = panel.getByRole("region", { name: "Red Fang's commands" });
  const command = fangPanel.getByLabel("Command for Red Fang");
  await expect(command).toBeEnabled();

  await command.fill("throw");
  await fangPanel.getByRole("button", { name: "Send" }).click();
  await expect(fangPanel.getByText("Rocks away!")).toBeVisible();
  await expect(fangPanel.getByRole("status")).toContainText("Obeying: throw");
  await command.fill("retreat");
  await command.press("Enter");
  await expect(fangPanel.getByText("Falling back!")).toBeVisible();
  await expect(fangPanel.getByRole("status")).toContainText("Obeying: retreat");
  const goldiePanel = panel.getByRole("region", { name: "Goldie's commands" });
  await goldiePanel.getByRole("button", { name: "bite", exact: true }).click();
  await expect(goldiePanel.getByRole("status")).toContainText("Obeying: bite");
  await captureBothWidths(page, "arena-combat-fight", frame(page));
  // The page fits both widths and has no serious axe finding mid-fight (or at its end, for a short fight).
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    // The canvas follows its box's new width on the next frame.
    await expect.poll(() => horizontalOverflow(page), { message: `${label}: px wider than the viewport` }).toBe(0);
    expect.soft(await seriousAxeFindings(page), `${label}: serious or critical axe findings`).toEqual([]);
  }
  if (original) await page.setViewportSize(original);

  // No command follows: the server plays the rest of the fight, and the page settles it once it ends.
  const result = panel.getByRole("region", { name: "Arena combat result" });
  await expect(result).toBeVisible({ timeout: WHOLE_FIGHT_MS });
  await expect(result.getByRole("heading", { name: /^🏆 (Red Fang|Goldie) wins!$/ })).toBeVisible();
  await expect(result).toContainText("+25 XP");
  await expect(result).toContainText("+10 XP");
  const winner = (await result.getByRole("heading").textContent())?.match(/🏆 (.+) wins!/)?.[1];
  // The summary every battle kind ends with: unrated, no stake, both ants' experience, the achievement, the replay.
  const summary = panel.getByRole("region", { name: "Battle summary" });
  await expect(summary).toContainText("unchanged: Arena Combat battles are unrated");
  await expect(summary).toContainText("no stake");
  await expect(summary).toContainText(/\+25 XP for (Red Fang|Goldie)/);
  await expect(summary).toContainText(/\+10 XP for (Red Fang|Goldie)/);
  await expect(summary).toContainText("⚔️ First Battle");
  await expect(summary.getByRole("link", { name: "Watch the replay" })).toHaveAttribute("href", /tab=combat&replay=/);
  // The dice were hidden while the fight ran: now the seed and salt are revealed and the page checks them itself.
  const dice = panel.getByRole("region", { name: "Fair dice" });
  await expect(dice).toContainText("Commitment (published at the start)");
  await expect(dice).toContainText("Salt (revealed)");
  await dice.getByRole("button", { name: "Verify this battle" }).click();
  await expect(dice.getByText("This battle checks out.")).toBeVisible();
  await expect(dice).toContainText("✓ matches the one published at the start");
  await readyForScreenshot(page);
  await captureBothWidths(page, "arena-combat-result", frame(page));

  await panel.getByRole("button", { name: "Back to Setup" }).click();
  await expect(panel.getByRole("button", { name: "START ARENA COMBAT" })).toBeVisible();

  await page.getByRole("tab", { name: "Battle History" }).click();
  const history = page.getByRole("list", { name: "Past battles" });
  const entry = history.getByRole("button", { name: /Red Fang vs Goldie/ });
  await expect(entry).toContainText("Arena Combat");
  await expect(entry).toContainText("Top-Down");
  await entry.click();
  await expect(page.getByRole("tab", { name: "Arena Combat" })).toHaveAttribute("aria-selected", "true");
  await expect(canvas).toBeVisible();
  await panel.getByRole("button", { name: "4×" }).click();
  const replayed = panel.getByRole("region", { name: "Arena combat result" });
  await expect(replayed).toBeVisible({ timeout: WHOLE_FIGHT_MS / 4 });
  await expect(replayed.getByRole("heading", { name: `🏆 ${winner} wins!` })).toBeVisible();
  const replayDice = panel.getByRole("region", { name: "Fair dice" });
  await replayDice.getByRole("button", { name: "Verify this battle" }).click();
  await expect(replayDice.getByText("This battle checks out.")).toBeVisible();
  await expect(replayed).toBeVisible();
  await readyForScreenshot(page);
  await panel.getByRole("button", { name: "Back to Setup" }).click();
  await expect(panel.getByRole("button", { name: "START ARENA COMBAT" })).toBeVisible();
});

test("a fight left by reloading goes on at the server, Resume shows it where it is, Back to Setup lets them fight it out", async ({
  page,
  username,
}) => {
  await signUpThroughUi(page, username);
  const session = await sessionOf(page);
  await createAnt(page.request, session, "Pebble", "#4682B4");
  await createAnt(page.request, session, "Thorn", "#228B22");
  await page.goto("/battle?tab=combat");
  const panel = page.getByRole("tabpanel", { name: "Arena Combat" });
  await panel.getByRole("button", { name: "START ARENA COMBAT" }).click();
  await expect(panel.getByLabel("Command for Pebble")).toBeEnabled();

  await page.reload();
  const open = panel.getByRole("region", { name: "Unfinished fights" });
  await expect(open).toContainText("Pebble and Thorn are still fighting");
  await expect(panel.getByRole("button", { name: "START ARENA COMBAT" })).toBeDisabled();
  await open.getByRole("button", { name: "Resume" }).click();
  await expect(panel.getByText(/^Fighting: Pebble \d+ vs Thorn \d+$/)).toBeVisible();
  const thorn = panel.getByRole("region", { name: "Thorn's commands" });
  await thorn.getByRole("button", { name: "cover", exact: true }).click();
  await expect(thorn.getByRole("status")).toContainText("Obeying: cover");

  await panel.getByRole("button", { name: "Back to Setup" }).click();
  await expect(panel.getByText(/The fight was played out without you: (Pebble|Thorn) won\./)).toBeVisible();
  await expect(open).toBeHidden();
  await expect(panel.getByRole("button", { name: "START ARENA COMBAT" })).toBeVisible();
});

test("a fight waits for the server's first frame, and watches again when the live connection comes back", async ({
  page,
  username,
}) => {
  // The server's frames pass through the test, which holds them back until it lets them through.
  let holdFrames = true;
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/api\/ws\//, (socket) => {
    sockets.push(socket);
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (!holdFrames || !String(message).includes('"arena_combat_frame"')) socket.send(message);
    });
  });
  await signUpThroughUi(page, username);
  const session = await sessionOf(page);
  await createAnt(page.request, session, "Moss", "#228B22");
  await createAnt(page.request, session, "Flint", "#2F2F2F");
  await page.goto("/battle?tab=combat");
  const panel = page.getByRole("tabpanel", { name: "Arena Combat" });
  await panel.getByRole("button", { name: "START ARENA COMBAT" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "Connecting to the arena…" })).toBeVisible();
  await expect(panel.getByRole("img")).toHaveCount(0);
  await captureBothWidths(page, "arena-combat-waiting");

  holdFrames = false;
  await sockets.at(-1)?.close({ code: 1006 });
  await expect(panel.getByText("The fight goes on at the server")).toBeVisible();
  await captureBothWidths(page, "arena-combat-reconnecting");
  await expect(panel.getByRole("img", { name: "Top-down arena: Moss against Flint" })).toBeVisible();
  await expect(panel.getByText("The fight goes on at the server")).toBeHidden();
  await panel.getByRole("button", { name: "Back to Setup" }).click();
  await expect(panel.getByText(/The fight was played out without you: (Moss|Flint) won\./)).toBeVisible();
});
