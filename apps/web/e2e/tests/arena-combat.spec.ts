// Arena Combat as a player meets it: pick two ants, fight in real time, shout 'throw' and 'retreat', see the ant
// obey, watch the fight end with the server's result, and find it again in Battle History as a replay.
import { createAnt, readyForScreenshot, sessionOf } from "../fixtures/battle";
import { holdPageClock } from "../fixtures/game-clock";
import { horizontalOverflow, seriousAxeFindings } from "../fixtures/page-checks";
import { expect, signUpThroughUi, test } from "../fixtures/player";
import { captureBothWidths, VIEWPORTS } from "../fixtures/screens";

test("two ants fight in the top-down arena, obey commands, and the fight is recorded in Battle History", async ({
  page,
  username,
}) => {
  // A fight lasts up to the rules' tick cap (about three minutes of page time); the test steps the page clock through
  // it, waiting on real time only until its last command (the server checks commands against its clock).
  test.setTimeout(300_000);
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
  const clock = await holdPageClock(page);
  const frame = () => clock.step(100);
  await start.click();

  const canvas = panel.getByRole("img", { name: "Top-down arena: Red Fang against Goldie" });
  await expect(canvas).toBeVisible();
  await expect(panel.getByText(/Get ready/)).toBeVisible();
  const fangPanel = panel.getByRole("region", { name: "Red Fang's commands" });
  const command = fangPanel.getByLabel("Command for Red Fang");
  await clock.stepUntil(() => command.isEnabled(), 200);

  const obeying = (side: typeof fangPanel, text: string) => async () =>
    ((await side.getByRole("status").textContent()) ?? "").includes(text);
  await command.fill("throw");
  await fangPanel.getByRole("button", { name: "Send" }).click();
  await expect(fangPanel.getByText("Rocks away!")).toBeVisible();
  await clock.stepUntil(obeying(fangPanel, "Obeying: throw"), 100);
  await expect(fangPanel.getByRole("status")).toContainText("Obeying: throw");
  await captureBothWidths(page, "arena-combat-fight", frame);

  await command.fill("retreat");
  await command.press("Enter");
  await expect(fangPanel.getByText("Falling back!")).toBeVisible();
  await clock.stepUntil(obeying(fangPanel, "Obeying: retreat"), 100);
  await expect(fangPanel.getByRole("status")).toContainText("Obeying: retreat");
  const goldiePanel = panel.getByRole("region", { name: "Goldie's commands" });
  await goldiePanel.getByRole("button", { name: "bite", exact: true }).click();
  await clock.stepUntil(obeying(goldiePanel, "Obeying: bite"), 100);
  await expect(goldiePanel.getByRole("status")).toContainText("Obeying: bite");
  // The page fits both widths and has no serious axe finding mid-fight (or at its end, for a short fight).
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    // The canvas follows its box's new width on the next frame.
    await clock.stepUntil(async () => (await horizontalOverflow(page)) === 0, 100, { limitMs: 5_000 });
    expect(await horizontalOverflow(page), `${label}: px wider than the viewport`).toBe(0);
    const findings = await clock.whileRunning(() => seriousAxeFindings(page));
    expect.soft(findings, `${label}: serious or critical axe findings`).toEqual([]);
  }
  if (original) await page.setViewportSize(original);

  // No command follows: the rest of the fight (and the finish delay) runs on the page clock alone.
  const result = panel.getByRole("region", { name: "Arena combat result" });
  await clock.stepUntil(() => result.isVisible(), 1_000, { limitMs: 240_000, aheadOfRealTime: true });
  await expect(result).toBeVisible();
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
  await captureBothWidths(page, "arena-combat-result", () => clock.step(100, true));

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
  await clock.stepUntil(() => replayed.isVisible(), 1_000, { limitMs: 240_000, aheadOfRealTime: true });
  await expect(replayed.getByRole("heading", { name: `🏆 ${winner} wins!` })).toBeVisible();
  await clock.release();
  await readyForScreenshot(page);
  await panel.getByRole("button", { name: "Back to Setup" }).click();
  await expect(panel.getByRole("button", { name: "START ARENA COMBAT" })).toBeVisible();
});

test("a fight left by reloading the page can be resumed, and Back to Setup lets the ants fight it out", async ({
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
  const thorn = panel.getByRole("region", { name: "Thorn's commands" });
  await thorn.getByRole("button", { name: "cover", exact: true }).click();
  await expect(thorn.getByRole("status")).toContainText("Obeying: cover");

  await panel.getByRole("button", { name: "Back to Setup" }).click();
  await expect(panel.getByText(/The fight was played out without you: (Pebble|Thorn) won\./)).toBeVisible();
  await expect(open).toBeHidden();
  await expect(panel.getByRole("button", { name: "START ARENA COMBAT" })).toBeVisible();
});
