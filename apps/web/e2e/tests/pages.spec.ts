// Every page at phone (390x844) and desktop (1280x800) widths, signed out and signed in: no horizontal overflow,
// no serious or critical axe finding, and a screenshot of each in e2e/screenshots/.
import type { Page } from "@playwright/test";
import { createAnt, selfBattle, sessionOf } from "../fixtures/battle";
import { checkPage } from "../fixtures/page-checks";
import { expect, signUpThroughUi, test } from "../fixtures/player";
import { VIEWPORTS } from "../fixtures/screens";

const PAGES = ["/", "/my-ants", "/ant-lab", "/training", "/battle", "/leaderboard", "/profile", "/debug"] as const;
const ARENA_TABS = ["Ant Arena", "Self Battle", "Arena Combat", "Live Battle", "Battle History", "Tournaments"];

/** Signs a player up through the page with three ants and one self battle behind them. */
async function playerWithColony(page: Page, username: string): Promise<void> {
  await signUpThroughUi(page, username);
  const session = await sessionOf(page);
  const first = await createAnt(page.request, session, "Night Mandible", "#2F2F2F");
  const second = await createAnt(page.request, session, "Goldie Longname", "#DAA520");
  await createAnt(page.request, session, "Red Fang", "#DC143C");
  await selfBattle(page.request, session, first, second);
}

const slug = (path: string) => (path === "/" ? "dashboard" : path.replace(/^\//, "").replace(/\W+/g, "-"));

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport });

    test("signed out, every page fits and passes axe", async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of [...PAGES, "/auth/callback"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        await checkPage(page, `signed-out-${slug(path)}-${width}`);
      }
    });

    test("signed in, every page fits and passes axe", async ({ page, username }) => {
      test.setTimeout(240_000);
      await playerWithColony(page, username);
      for (const path of [...PAGES, "/?achievements=true"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        const name = path === "/?achievements=true" ? "achievements" : slug(path);
        await checkPage(page, `signed-in-${name}-${width}`);
      }
      await page.goto("/auth/callback");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await checkPage(page, `signed-in-auth-callback-${width}`);
    });

    test("signed in, every arena tab and a replay fit and pass axe", async ({ page, username }) => {
      test.setTimeout(240_000);
      await playerWithColony(page, username);
      await page.goto("/battle");
      for (const tab of ARENA_TABS) {
        await page.getByRole("tab", { name: tab }).click();
        await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
        await page.waitForLoadState("networkidle");
        await checkPage(page, `signed-in-battle-${slug(tab.toLowerCase())}-${width}`);
      }
      await page.getByRole("tab", { name: "Battle History" }).click();
      await page.getByRole("tabpanel", { name: "Battle History" }).getByRole("button", { name: /vs/ }).first().click();
      const live = page.getByRole("tabpanel", { name: "Live Battle" });
      await live.getByRole("button", { name: "Skip to end" }).click();
      await expect(live.getByRole("region", { name: "Battle result" })).toBeVisible();
      await checkPage(page, `signed-in-battle-replay-${width}`);
    });
  });
}
