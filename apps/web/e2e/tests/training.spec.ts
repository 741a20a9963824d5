// The Training Arena in Chromium: a player quick-trains an ant, then saves a schedule and a skill and finds them again.
import type { Page } from "@playwright/test";
import { createAntThroughUi, settleForScreenshot, uniqueAntName } from "../fixtures/colony";
import { checkPage } from "../fixtures/page-checks";
import { expect, signUpThroughUi, test } from "../fixtures/player";
import { captureBothWidths, VIEWPORTS } from "../fixtures/screens";

/** 75 minutes of game time: the 30-minute session is over and 6.25 energy came back. */
const BETWEEN_SESSIONS_MS = 75 * 60_000;

async function openTraining(page: Page, username: string): Promise<string> {
  await signUpThroughUi(page, username);
  const name = uniqueAntName("Trainee");
  await createAntThroughUi(page, name, "Brown", "Create Your First Ant");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Training Arena" }).click();
  await expect(page.getByRole("heading", { name: "Training Arena" })).toBeVisible();
  return name;
}

/** Starts a session: its gains show at once, under 'Training under way' until the session ends. */
async function quickTrain(page: Page): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: "Ready for training" })).toBeVisible();
  await page.getByRole("button", { name: "Start Training" }).click();
  const result = page.getByRole("region", { name: "Training result" });
  await expect(result.getByRole("heading", { name: "Training under way" })).toBeVisible();
  await expect(result.getByText(/^\+\d+ XP$/)).toBeVisible();
}

test("a signed-out visitor is told to create an account", async ({ page }) => {
  await page.goto("/training");
  await expect(page.getByText("Please create an account to access the Training Arena.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the Dashboard to create your colony" })).toBeVisible();
});

test("a player quick-trains an ant and sees the result panel", async ({ page, username }) => {
  const name = await openTraining(page, username);
  await expect(page.getByRole("radio", { name: new RegExp(name) })).toBeChecked();
  const sessions = page.getByRole("status", { name: "Today's sessions" });
  await expect(sessions).toContainText("0/5");
  await quickTrain(page);
  await expect(sessions).toContainText("1/5");
  await expect(page.getByRole("status").filter({ hasText: "Currently training" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Training" })).toBeDisabled();
  await settleForScreenshot(page);
  await captureBothWidths(page, "training-quick-train");
});

test("a player saves a schedule and learns a skill, reloads and finds both", async ({ page, request, username }) => {
  test.setTimeout(180_000);
  await openTraining(page, username);
  for (let session = 0; session < 5; session += 1) {
    await quickTrain(page);
    const moved = await request.post("/api/test/clock", { data: { advance_ms: BETWEEN_SESSIONS_MS } });
    expect(moved.ok(), await moved.text()).toBeTruthy();
    await page.reload();
  }
  // Five sessions earn a fresh ant at least 50 experience: one skill point (the count may have restarted at 00:00 UTC).
  await expect(page.getByRole("button", { name: "Start Training" })).toBeDisabled();

  await page.getByRole("tab", { name: "Training Schedule" }).click();
  await page.getByLabel("Monday").selectOption("strength");
  await page.getByLabel("Saturday").selectOption("endurance");
  await page.getByLabel("Sunday").selectOption("rest");
  await page.getByRole("button", { name: "Save Schedule" }).click();
  await expect(page.getByText(/^Schedule saved for /)).toBeVisible();
  await settleForScreenshot(page);
  await captureBothWidths(page, "training-schedule");

  await page.getByRole("tab", { name: "Skill Tree" }).click();
  await expect(page.getByText(/skill points available/)).toBeVisible();
  await page.getByRole("button", { name: "Learn Power Strike" }).click();
  await expect(page.getByText("Power Strike is now level 1")).toBeVisible();
  await settleForScreenshot(page);
  await captureBothWidths(page, "training-skill-tree");

  await page.reload();
  await expect(page.getByRole("tab", { name: "Skill Tree" })).toHaveAttribute("aria-selected", "true");
  const powerStrike = page.getByRole("listitem").filter({ has: page.getByText("Power Strike", { exact: true }) });
  await expect(powerStrike.getByText("Level 1/5")).toBeVisible();
  await page.getByRole("tab", { name: "Training Schedule" }).click();
  await expect(page.getByLabel("Monday")).toHaveValue("strength");
  await expect(page.getByLabel("Saturday")).toHaveValue("endurance");
  await expect(page.getByLabel("Sunday")).toHaveValue("rest");
  await expect(page.getByLabel("Tuesday")).toHaveValue("");
  await page.getByRole("tab", { name: "Training Games" }).click();
  await settleForScreenshot(page);
  await captureBothWidths(page, "training-games-tab");
});

test("every Training Arena tab fits the phone and desktop and passes axe", async ({ page, username }) => {
  test.setTimeout(120_000);
  await openTraining(page, username);
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    for (const tab of ["Quick Train", "Training Games", "Training Schedule", "Skill Tree"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await checkPage(page, `training-check-${tab.toLowerCase().replaceAll(" ", "-")}-${label}`);
    }
  }
});
