// The installable app: manifest and icons, the service worker taking control, and the colony view offline.
import { createAntThroughUi, settleForScreenshot, uniqueAntName } from "../fixtures/colony";
import { expect, signUpThroughUi, test } from "../fixtures/player";
import { captureBothWidths } from "../fixtures/screens";

const OFFLINE_TEXT = "You are offline — showing your colony as last seen.";

test("the app is installable: a linked manifest, icons, and a service worker that controls the page", async ({
  page,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await page.request.get(href ?? "");
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: "Antbrawl", display: "standalone", start_url: "/", theme_color: "#1c2b1e" });
  const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of manifest.icons as { src: string }[]) {
    const image = await page.request.get(icon.src);
    expect(image.headers()["content-type"]).toBe("image/png");
  }

  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""))
    .toMatch(/\/service-worker\.js$/);

  // Chromium's own installability check, the criteria of its install prompt (Lighthouse 12 dropped its audit); a
  // Playwright context is incognito, which Chromium reports and which says nothing about the app.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
});

test("offline, the colony view still loads from the cache with the offline banner, which goes when back online", async ({
  page,
  context,
  username,
}) => {
  await signUpThroughUi(page, username);
  const antName = uniqueAntName("Scout");
  await createAntThroughUi(page, antName);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto("/my-ants");
  await expect(page.getByRole("heading", { name: antName })).toBeVisible();
  const banner = page.getByRole("status").filter({ hasText: OFFLINE_TEXT });
  await expect(banner).toBeHidden();

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Ants", level: 1 })).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(page.getByRole("heading", { name: antName })).toBeVisible();
  await settleForScreenshot(page);
  await captureBothWidths(page, "offline-my-ants");

  await page.goto("/");
  await expect(page.getByRole("heading", { name: new RegExp(`^Welcome( back)?, ${username}!$`) })).toBeVisible();
  await expect(banner).toBeVisible();
  await settleForScreenshot(page);
  await captureBothWidths(page, "offline-home");

  await context.setOffline(false);
  await expect(banner).toBeHidden();
});
