// Arena Combat as a player meets it: pick two ants, fight in real time, shout 'throw' and 'retreat', see the ant
// obey, watch the fight end with the server's result, and find it again in Battle History as a replay.
import { createAnt, readyForScreenshot, sessionOf } from "../fixtures/battle";
import { horizontalOverflow, seriousAxeFindings } from "../fixtures/page-checks";
import { expect, signUpThroughUi, test } from "../fixtures/player";
import { captureBothWidths, VIEWPORTS } from "../fixtures/screens";

test("two ants fight in the top-down arena, obey commands, and the fight is recorded in Battle History", async ({
  page,
  username,
}) => {
  // A fight lasts up to the rules' tick cap (about three minutes of display time); most end well within one.
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
  await captureBothWidths(page, "arena-combat-fight");

  await command.fill("retreat");
  await command.press("Enter");
  await expect(fangPanel.getByText("Falling back!")).toBeVisible();
  await expect(fangPanel.getByRole("status")).toContainText("Obeying: retreat");
  const goldiePanel = panel.getByRole("region", { name: "Goldie's commands" });
  await goldiePanel.getByRole("button", { name: "bite", exact: true }).click();
  await expect(goldiePanel.getByRole("status")).toContainText("Obeying: bite");
  // The page fits both widths and has no serious axe finding mid-fight (or at its end, for a short fight).
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    // The canvas follows its box's new width on the next frame.
    await expect.poll(() => horizontalOverflow(page), { message: `${label}: px wider than the viewport` }).toBe(0);
    expect.soft(await seriousAxeFindings(page), `${label}: serious or critical axe findings`).toEqual([]);
  }
  if (original) await page.setViewportSize(original);

  const result = panel.getByRole("region", { name: "Arena combat result" });
  await expect(result).toBeVisible({ timeout: 240_000 });
  await expect(result.getByRole("heading", { name: /^🏆 (Red Fang|Goldie) wins!$/ })).toBeVisible();
  await expect(result).toContainText("+25 XP");
  await expect(result).toContainText("+10 XP");
  const winner = (await result.getByRole("heading").textContent())?.match(/🏆 (.+) wins!/)?.[1];
  await captureBothWidths(page, "arena-combat-result");

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
  await expect(replayed.getByRole("heading", { name: `🏆 ${winner} wins!` })).toBeVisible({ timeout: 120_000 });
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
