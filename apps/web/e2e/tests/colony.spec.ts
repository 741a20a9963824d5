// The colony as a new player meets it: first ant, canvas, care, chat, a full colony, releasing, achievements.
import { createAntThroughUi, needValue, settleForScreenshot, uniqueAntName } from "../fixtures/colony";
import { seriousAxeFindings } from "../fixtures/page-checks";
import { expect, signUpThroughUi, test } from "../fixtures/player";
import { captureBothWidths } from "../fixtures/screens";

test("a new player creates a first ant, sees it on the canvas, feeds it and chats with it", async ({
  page,
  username,
}) => {
  await signUpThroughUi(page, username);
  await expect(page.getByText("Empty Colony")).toBeVisible();
  await page.getByRole("button", { name: "Create Your First Ant" }).click();

  const dialog = page.getByRole("dialog", { name: "Create New Ant" });
  const create = dialog.getByRole("button", { name: "Create", exact: true });
  await expect(create).toBeDisabled();
  await dialog.getByLabel("Ant name").fill("   ");
  await expect(create).toBeDisabled();
  await dialog.getByRole("button", { name: "Random name" }).click();
  await expect(dialog.getByLabel("Ant name")).toHaveValue(/^\S+ \S+$/);
  for (const colour of ["Brown", "Black", "Red", "Golden", "Green", "Blue"]) {
    await expect(dialog.getByRole("radio", { name: new RegExp(`^${colour}\\b`) })).toBeVisible();
  }
  const name = uniqueAntName("Scout");
  await dialog.getByLabel("Ant name").fill(name);
  await dialog.getByRole("radio", { name: /^Red\b/ }).check();
  await create.click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText("Your colony has 1 ant of 3.")).toBeVisible();
  await expect(page.getByRole("button", { name })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("img", { name: new RegExp(`Colony meadow with .*${name}`) })).toBeVisible();

  const feed = page.getByRole("button", { name: "Feed (5)" });
  const before = await needValue(page, "Food");
  expect(before).toBeLessThan(20);
  await feed.click();
  await expect.poll(() => needValue(page, "Food")).toBeGreaterThan(before);
  await expect(page.getByRole("status").filter({ hasText: /food/i })).toBeVisible();
  if ((await needValue(page, "Food")) < 20) await feed.click();
  await expect.poll(() => needValue(page, "Food")).toBe(20);
  await expect(page.getByText("20/20").first()).toBeVisible();
  await expect(feed).toBeDisabled();
  for (const label of ["Give Water (8)", "Rest (8h)", "Clean (10)", "Exercise (6)"]) {
    await expect(page.getByRole("button", { name: label })).toBeVisible();
  }

  const message = page.getByLabel("Message", { exact: true });
  const send = page.getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await message.fill("How are you feeling?");
  await expect(page.getByText("20/200")).toBeVisible();
  await send.click();
  const log = page.getByRole("log", { name: `Conversation with ${name}` });
  await expect(log.getByText("How are you feeling?")).toBeVisible();
  await expect(log.locator(".from-ant .chat-text")).toHaveText(/feel|okay|content|happy|ecstatic|sad|miserable/i);
  await expect(page.getByText(new RegExp(`${name}'s mood`))).toBeVisible();
  await expect(message).toHaveValue("");
  await page.reload();
  await expect(log.getByText("How are you feeling?")).toBeVisible();
  await expect(log.locator(".from-ant")).toHaveCount(1);

  expect(await seriousAxeFindings(page)).toEqual([]);
  await settleForScreenshot(page);
  await captureBothWidths(page, "colony-dashboard");
});

test("the stat editor keeps every stat within 1 to 20 and saves", async ({ page, username }) => {
  await signUpThroughUi(page, username);
  const first = page.getByRole("button", { name: "Create Your First Ant" });
  await first.click();
  await expect(page.getByRole("dialog", { name: "Create New Ant" })).toBeVisible();
  await expect(page.getByLabel("Ant name")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Create New Ant" })).toBeHidden();
  await expect(first).toBeFocused();
  const name = uniqueAntName("Brute");
  await createAntThroughUi(page, name, "Golden", "Create Your First Ant");
  await page.getByRole("button", { name: "Edit Stats" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Stats (Testing Mode)" });
  await expect(editor.getByRole("spinbutton")).toHaveCount(20);
  await expect(editor.getByRole("slider")).toHaveCount(20);
  const strength = editor.getByLabel("Strength", { exact: true });
  await strength.fill("25");
  await strength.blur();
  await expect(strength).toHaveValue("20");
  await expect(editor.getByLabel("Strength slider")).toHaveValue("20");
  const speed = editor.getByLabel("Speed", { exact: true });
  await speed.fill("");
  await speed.blur();
  await expect(speed).toHaveValue("1");
  await editor.getByLabel("Agility slider").fill("18");
  await expect(editor.getByLabel("Agility", { exact: true })).toHaveValue("18");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor).toBeHidden();

  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "My Ants" }).click();
  const card = page.getByRole("article", { name });
  await expect(card.getByText("Strength")).toBeVisible();
  await expect(card.locator(".key-stat").first()).toContainText("20");
  await expect(card.locator(".key-stat").first()).toContainText("S");
});

test("a full colony shows the capacity notice, which closes itself; an ant is released in My Ants", async ({
  page,
  username,
}) => {
  test.setTimeout(90_000);
  await signUpThroughUi(page, username);
  const names = [uniqueAntName("Alpha"), uniqueAntName("Bravo"), uniqueAntName("Charlie")];
  await createAntThroughUi(page, names[0]!, "Brown", "Create Your First Ant");
  await createAntThroughUi(page, names[1]!, "Blue");
  await createAntThroughUi(page, names[2]!, "Green");
  await expect(page.getByText("Your colony has 3 ants of 3.")).toBeVisible();
  for (const antName of names) await expect(page.getByRole("button", { name: antName })).toBeVisible();
  await page.getByRole("button", { name: names[1]! }).click();
  await expect(page.getByRole("button", { name: names[1]! })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { name: names[1]!, exact: true })).toBeVisible();

  const full = page.getByRole("button", { name: "Colony Full" });
  await expect(full).toBeVisible();
  // The page clock stands still while the notice is open, so its 4-second close is checked on either side of 4 s.
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  await full.click();
  const notice = page.getByRole("dialog", { name: "Colony at Maximum Capacity!" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("skull button");
  await expect(notice).toContainText("My Ants");
  await page.clock.runFor(3_900);
  await expect(notice).toBeVisible();
  await page.clock.runFor(200);
  await expect(notice).toBeHidden();
  await page.clock.resume();
  await full.click();
  await page
    .getByRole("dialog", { name: "Colony at Maximum Capacity!" })
    .getByRole("button", { name: "Got it!" })
    .click();
  await expect(notice).toBeHidden();
  await expect(full).toBeFocused();
  await settleForScreenshot(page);
  await captureBothWidths(page, "colony-dashboard-full");

  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "My Ants" }).click();
  await expect(page.getByRole("heading", { name: "My Ants" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Colony Full" })).toBeVisible();
  await page.getByLabel("Visual quality").selectOption("high");
  await settleForScreenshot(page);
  await captureBothWidths(page, "my-ants");
  expect(await seriousAxeFindings(page)).toEqual([]);

  const card = page.getByRole("article", { name: names[2]! });
  await card.getByRole("button", { name: "Care" }).click();
  const needs = page.getByRole("dialog", { name: `${names[2]} Needs` });
  await expect(needs.getByRole("button", { name: "Give Water (8)" })).toBeVisible();
  await settleForScreenshot(page);
  await captureBothWidths(page, "needs-panel");
  await page.keyboard.press("Escape");
  await expect(needs).toBeHidden();

  await card.getByRole("button", { name: `Release ${names[2]}` }).click();
  const confirm = page.getByRole("dialog", { name: `Release ${names[2]}?` });
  await expect(confirm).toContainText("permanent removal");
  await expect(confirm).toContainText("cannot be undone");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("article")).toHaveCount(3);
  await card.getByRole("button", { name: `Release ${names[2]}` }).click();
  await page
    .getByRole("dialog", { name: `Release ${names[2]}?` })
    .getByRole("button", { name: "Release" })
    .click();
  await expect(page.getByRole("article", { name: names[2]! })).toHaveCount(0);
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page.getByText("2 of 3 ants in your colony.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create New Ant" })).toBeVisible();
});

test("achievements: the filter shows the ones just earned, and the view opens from the menu flag", async ({
  page,
  username,
}) => {
  await signUpThroughUi(page, username);
  await createAntThroughUi(page, uniqueAntName("Founder"), "Black", "Create Your First Ant");
  await page.getByRole("button", { name: "Feed (5)" }).click();
  await expect(page.getByRole("status").filter({ hasText: /food/i })).toBeVisible();

  await page.getByRole("button", { name: "Achievements" }).click();
  await expect(page.getByRole("button", { name: "Back to Dashboard" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Achievement progress" })).toContainText("Unlocked");
  const unlocked = page.getByRole("button", { name: /^Unlocked/ });
  await unlocked.click();
  await expect(unlocked).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: /^All/ })).toHaveAttribute("aria-pressed", "false");
  const grid = page.getByRole("list", { name: "Achievements" });
  await expect(grid.getByRole("listitem", { name: "Colony Founder, unlocked" })).toBeVisible();
  await expect(grid.getByRole("listitem", { name: "First Meal, unlocked" })).toBeVisible();
  await expect(grid.getByRole("listitem", { name: /, locked$/ })).toHaveCount(0);
  await settleForScreenshot(page);
  await captureBothWidths(page, "achievements");
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByRole("button", { name: /^Locked/ }).click();
  await expect(grid.getByRole("listitem", { name: "Champion, locked", exact: true })).toBeVisible();
  await expect(grid.getByRole("listitem", { name: "Champion, locked", exact: true })).toContainText("🔒");
  await expect(grid.getByRole("listitem", { name: "Champion, locked", exact: true })).toContainText("0/10");

  await page.getByRole("button", { name: "Back to Dashboard" }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`^Welcome( back)?, ${username}!$`) })).toBeVisible();

  await page.goto("/?achievements=true");
  await expect(page.getByRole("button", { name: "Back to Dashboard" })).toBeVisible();
  await page.getByRole("button", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Achievements" })).toBeVisible();
});
