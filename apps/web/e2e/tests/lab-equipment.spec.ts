// The Ant Inspector and Equipment Lab as a player meets them: buy and equip an item, see the stat change, screenshots.
import type { Page } from "@playwright/test";
import { createAnt, selfBattle, sessionOf } from "../fixtures/battle";
import { checkPage } from "../fixtures/page-checks";
import { expect, signUpThroughUi, test } from "../fixtures/player";
import { VIEWPORTS } from "../fixtures/screens";

const INSPECTOR_TABS = ["Overview", "Genetics", "Physiology", "Behavior", "History"];
const EQUIPMENT_TABS = ["Equipped", "Available", "Locked"];

async function openLabTab(page: Page, name: string) {
  await page.getByRole("tablist", { name: "Ant Laboratory sections" }).getByRole("tab", { name }).click();
  return page.getByRole("tabpanel", { name });
}

/** Screenshots at 1280 and 390 wide, each checked for overflow and serious axe findings. */
async function checkBothWidths(page: Page, name: string) {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await checkPage(page, `${name}-${label}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

async function notice(page: Page, text: string | RegExp) {
  const line = page.locator(".lab-notice").filter({ hasText: text });
  await expect(line).toBeVisible();
  await line.getByRole("button", { name: "Dismiss" }).click();
  await expect(line).toBeHidden();
}

test("a player buys and equips a weapon and sees strength rise in the inspector; failures are notices", async ({
  page,
  username,
}) => {
  test.setTimeout(90_000);
  await signUpThroughUi(page, username);
  const session = await sessionOf(page);
  const goldie = await createAnt(page.request, session, "Goldie", "#DAA520");
  const strength = goldie.stats.strength;
  await page.goto("/ant-lab");

  const inspector = page.getByRole("tabpanel", { name: "Ant Inspector" });
  const strengthBar = inspector.getByRole("progressbar", { name: "Strength", exact: true });
  await expect(strengthBar).toHaveAttribute("aria-valuetext", new RegExp(`^${strength}, grade [SABCD]$`));

  const lab = await openLabTab(page, "Equipment Lab");
  await expect(lab.getByText("Goldie wears no equipment yet.")).toBeVisible();
  await expect(lab.getByRole("heading", { name: "Rarity guide" })).toBeVisible();
  for (const rarity of ["common", "uncommon", "rare", "epic", "legendary"]) {
    await expect(lab.locator(".rarity-guide").getByText(rarity, { exact: true })).toBeVisible();
  }
  await lab.getByRole("tab", { name: "Available" }).click();
  await lab.getByRole("button", { name: "Buy Thorn Blade" }).click();
  await notice(page, "Bought Thorn Blade for 0.5 ETH");
  await expect(lab.locator(".lab-balance")).toContainText("9.5 ETH");
  await lab.getByRole("button", { name: "Equip Thorn Blade" }).click();
  await notice(page, "Equipment equipped successfully!");

  await lab.getByRole("tab", { name: "Equipped" }).click();
  const card = lab.getByRole("article", { name: "Thorn Blade" });
  await expect(card).toContainText("+2 Strength");
  await expect(card).toContainText("Equipped on Goldie");

  await lab.getByRole("tab", { name: "Locked" }).click();
  await lab.getByRole("button", { name: "Buy Crown of the Colony" }).click();
  await notice(page, "Bought Crown of the Colony for 7.5 ETH");
  await expect(lab.getByRole("article", { name: "Crown of the Colony" })).toContainText("Needs level 8");
  await lab.getByRole("button", { name: "Buy Dragon Scale Armor" }).click();
  await notice(page, "Failed to buy item: Not enough ETH to buy Dragon Scale Armor: it costs 7.5 ETH, you have 2 ETH");

  await openLabTab(page, "Ant Inspector");
  await expect(strengthBar).toHaveAttribute(
    "aria-valuetext",
    new RegExp(`^${strength} \\+ 2 from equipment = ${strength + 2}, grade [SABCD]$`),
  );
  await expect(inspector.locator(".stat-row").filter({ hasText: "Strength" })).toContainText("+2");
  await expect(inspector.getByText("Thorn Blade 100%")).toBeVisible();
});

test("every inspector and equipment sub-tab fits 1280 and 390 wide with no serious axe finding (screenshots)", async ({
  page,
  username,
}) => {
  test.setTimeout(240_000);
  await signUpThroughUi(page, username);
  const session = await sessionOf(page);
  const red = await createAnt(page.request, session, "Red Fang", "#DC143C");
  const goldie = await createAnt(page.request, session, "Goldie", "#DAA520");
  const auth = { authorization: `Bearer ${session.token}` };
  for (const item of ["leaf_shield", "thorn_blade", "dew_drop_charm"]) {
    const bought = await page.request.post(`/api/users/${session.userId}/equipment/${item}/purchase`, {
      headers: auth,
    });
    expect(bought.ok(), await bought.text()).toBeTruthy();
  }
  for (const item of ["leaf_shield", "thorn_blade"]) {
    const equipped = await page.request.post(`/api/users/${session.userId}/ants/${red.id}/equip/${item}`, {
      headers: auth,
    });
    expect(equipped.ok(), await equipped.text()).toBeTruthy();
  }
  await selfBattle(page.request, session, red, goldie);
  await page.goto("/ant-lab");
  await expect(page.getByLabel("Selected ant")).toHaveValue(red.id);

  const inspector = page.getByRole("tabpanel", { name: "Ant Inspector" });
  for (const name of INSPECTOR_TABS) {
    await inspector.getByRole("tab", { name }).click();
    const panel = inspector.getByRole("tabpanel", { name });
    await expect(panel).toBeVisible();
    if (name === "History") await expect(panel.getByText(/vs Goldie/)).toBeVisible();
    if (name === "Genetics") await expect(panel.getByText(/founder of the colony/)).toBeVisible();
    if (name === "Overview") await expect(panel.locator(".stat-bonus").first()).toBeVisible();
    await checkBothWidths(page, `lab-inspector-${name.toLowerCase()}`);
  }

  const lab = await openLabTab(page, "Equipment Lab");
  for (const name of EQUIPMENT_TABS) {
    await lab.getByRole("tab", { name }).click();
    const panel = lab.getByRole("tabpanel", { name });
    await expect(panel.getByRole("article").first()).toBeVisible();
    await checkBothWidths(page, `lab-equipment-${name.toLowerCase()}`);
  }
});
