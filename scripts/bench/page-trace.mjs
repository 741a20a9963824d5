// Phone-size page figures through Debian's Chromium: JS bytes of the first load, and long tasks, LCP and FCP.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { root } from "../lib.mjs";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"];
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 3_000;
const webDist = path.join(root, "apps/web/dist");
const BLANK = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width">
  <title>blank</title></head><body><p>Loading your colony...</p></body></html>`;

/** Collects long tasks, LCP and FCP from the moment the document starts. */
function observe() {
  const figures = { longTasks: [], lcp: 0, fcp: 0 };
  window.__bench = figures;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") figures.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
}

/** Loads `url` with a slowed CPU and answers total blocking time (long tasks after FCP), LCP and FCP in ms. */
async function trace(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const js = { wire: 0, raw: 0, files: 0 };
  const counted = [];
  const count = async (request) => {
    const sizes = await request.sizes();
    js.files += 1;
    js.wire += Math.max(0, sizes.responseBodySize);
    js.raw += fs.statSync(path.join(webDist, new URL(request.url()).pathname)).size;
  };
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") counted.push(count(request));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(SETTLE_MS);
  const figures = await page.evaluate(() => window.__bench);
  await Promise.all(counted);
  await page.close();
  const tbt = figures.longTasks
    .filter(([start]) => start >= figures.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { tbt, lcp: figures.lcp, fcp: figures.fcp, jsWire: js.wire, jsRaw: js.raw, jsFiles: js.files };
}

/** Landing page (visitor), signed-in dashboard and a blank page as the floor, each in a fresh phone context. */
export async function pageFigures(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const fresh = async () => {
      const context = await browser.newContext(PHONE);
      await context.addInitScript(observe);
      return context;
    };
    const blankContext = await fresh();
    await blankContext.route(`${baseUrl}/bench-blank`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: BLANK }),
    );
    const blank = await trace(blankContext, `${baseUrl}/bench-blank`);
    const landing = await trace(await fresh(), `${baseUrl}/`);

    const player = await fresh();
    const signUp = await player.newPage();
    await signUp.goto(`${baseUrl}/`);
    await signUp.getByLabel("Username").fill(`bench${Date.now().toString(36)}`);
    await signUp.getByRole("button", { name: "Start Your Colony" }).click();
    await signUp.getByRole("heading", { name: /^Welcome( back)?, / }).waitFor();
    await signUp.close();
    const dashboard = await trace(player, `${baseUrl}/`);
    return { blank, landing, dashboard };
  } finally {
    await browser.close();
  }
}
