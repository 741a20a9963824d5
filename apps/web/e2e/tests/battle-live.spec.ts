// Live Battle: matchmaking against another player's ant, the 2-second start, the replay, and cancelling a request.
import { createAnt, readyForScreenshot, sessionOf, signUpViaApi } from "../fixtures/battle";
import { expect, signUpThroughUi, test, uniqueUsername } from "../fixtures/player";

test("a quick match finds an opponent, starts two seconds later and plays out", async ({ page, username }) => {
  test.setTimeout(90_000);
  const rival = await signUpViaApi(page.request, uniqueUsername("Rival"));
  await createAnt(page.request, rival, "Rival Biter", "#2F2F2F");
  await signUpThroughUi(page, username);
  await createAnt(page.request, await sessionOf(page), "Scout", "#DC143C");

  await page.goto("/battle");
  await page.getByRole("tab", { name: "Live Battle" }).click();
  const live = page.getByRole("tabpanel", { name: "Live Battle" });
  await expect(live.getByRole("status")).toContainText("Waiting");
  await expect(live.getByLabel("Fighter")).toHaveValue(/.+/);
  await expect(live.getByLabel("Fighter").locator("option", { hasText: "Scout · Lv 1 · Ready" })).toHaveCount(1);
  await expect(live.getByLabel("Stake (ETH)")).toHaveCount(0);
  await live.getByRole("radio", { name: /Ranked Match/ }).check();
  await expect(live.getByLabel("Stake (ETH)")).toHaveValue("0");
  await expect(live.getByText(/Balance: 10 ETH/)).toBeVisible();
  await live.getByLabel("Stake (ETH)").fill("250");
  await expect(live.getByText("Stake must be between 0 and 100 in steps of 0.1")).toBeVisible();
  await expect(live.getByRole("button", { name: "Start Battle" })).toBeDisabled();
  await live.getByRole("radio", { name: /Quick Match/ }).check();
  await expect(live.getByLabel("Stake (ETH)")).toHaveCount(0);

  await live.getByRole("button", { name: "Start Battle" }).click();
  const searching = live.getByRole("region", { name: "Searching for an opponent" });
  await expect(live.getByRole("status")).toContainText("Searching");
  await expect(searching).toContainText("Opponent found:");
  await expect(searching).toContainText("Opponent:");
  await expect(searching).toContainText("Estimated wait: 2 seconds");
  await expect(live.getByRole("status")).toContainText(/Starting|Fighting/, { timeout: 6_000 });
  await expect(live.getByRole("img", { name: /^Scout versus / })).toBeVisible();

  // A reload mid-battle shows the same battle again, never an empty 'Waiting'.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Live Battle" })).toHaveAttribute("aria-selected", "true");
  await expect(live.getByRole("img", { name: /^Scout versus / })).toBeVisible();
  await expect(live.getByRole("status")).not.toContainText("Waiting");
  await expect(live.getByRole("status")).toContainText("Fighting", { timeout: 5_000 });
  await expect(live.getByRole("log").getByRole("listitem")).toHaveCount(1);
  await live.getByRole("button", { name: "Skip to end" }).click();
  await expect(live.getByRole("status")).toContainText("Completed");
  const result = live.getByRole("region", { name: "Battle result" });
  await expect(result.getByText(/^(Victory|Defeat)!$/)).toBeVisible();
  await expect(result.getByText(/ wins!$/)).toBeVisible();
  await readyForScreenshot(page);

  await page.getByRole("tab", { name: "Battle History" }).click();
  const items = page.getByRole("tabpanel", { name: "Battle History" }).getByRole("button", { name: /Scout vs/ });
  const fought = items.filter({ hasText: "Quick Match" }).first();
  await expect(fought).toContainText(/Victory|Defeat/);
});

test("a pending ranked request can be cancelled before the battle starts, and the stake comes back", async ({
  page,
  username,
}) => {
  const rival = await signUpViaApi(page.request, uniqueUsername("Rival"));
  await createAnt(page.request, rival, "Patient Rival", "#4682B4");
  await page.clock.install();
  await signUpThroughUi(page, username);
  await createAnt(page.request, await sessionOf(page), "Hesitant", "#228B22");

  await page.goto("/battle?tab=live");
  const live = page.getByRole("tabpanel", { name: "Live Battle" });
  await live.getByRole("radio", { name: /Ranked Match/ }).check();
  await expect(live.getByText(/Balance: 10 ETH/)).toBeVisible();
  await live.getByLabel("Stake (ETH)").fill("0.5");
  await live.getByRole("button", { name: "Start Battle" }).click();
  await expect(live.getByRole("status")).toContainText("Searching");
  await live.getByRole("button", { name: "Cancel" }).click();
  await expect(live.getByRole("status")).toContainText("Waiting");
  await expect(live.getByRole("button", { name: "Start Battle" })).toBeEnabled();
  await live.getByRole("radio", { name: /Ranked Match/ }).check();
  await expect(live.getByText(/Balance: 10 ETH/)).toBeVisible();
  await page.clock.runFor(2_500);
  await expect(live.getByRole("status")).toContainText("Waiting");
  await page.getByRole("tab", { name: "Battle History" }).click();
  const item = page
    .getByRole("tabpanel", { name: "Battle History" })
    .getByRole("button", { name: /Hesitant vs/ })
    .filter({ has: page.getByRole("img", { name: "Cancelled" }) });
  await expect(item).toHaveCount(1);
  await item.click();
  await expect(live.getByRole("status")).toContainText("Cancelled");
  await expect(live.getByText("This battle was cancelled before it began.").first()).toBeVisible();
});

test("no ready opponent: the request fails with the server's reason and the arena stays waiting", async ({
  page,
  username,
}) => {
  await signUpThroughUi(page, username);
  const session = await sessionOf(page);
  await createAnt(page.request, session, "Solo", "#DAA520");
  await page.route("**/api/users/*/battles/request", (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({ detail: "No opponent is ready" }),
    }),
  );
  await page.goto("/battle?tab=live");
  const live = page.getByRole("tabpanel", { name: "Live Battle" });
  await live.getByRole("button", { name: "Start Battle" }).click();
  await expect(live.getByRole("alert")).toHaveText("No opponent is ready");
  await expect(live.getByRole("status")).toContainText("Waiting");
});
