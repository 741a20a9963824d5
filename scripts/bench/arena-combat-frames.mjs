// Browser frame time while an Arena Combat runs (issue 16), next to a blank page's, in Debian's Chromium; figures only.
// Usage: node scripts/bench/arena-combat-frames.mjs  (BENCH_FRAMES_SECONDS=8, BENCH_CPU_SLOWDOWN=1 or 4 for a phone).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { ensureWebBuild, root } from "../lib.mjs";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"];
const SECONDS = Number(process.env.BENCH_FRAMES_SECONDS ?? 8);
const SLOWDOWNS = (process.env.BENCH_CPU_SLOWDOWN ?? "1,4").split(",").map(Number);
const SCREENS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};
const BLANK = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width">
  <title>blank</title></head><body><p>blank</p></body></html>`;

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-frames-"));
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: root,
    detached: true,
    stdio: "ignore",
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null || tries > 2400) throw new Error("the server did not start");
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const exited = new Promise((resolve) => child.on("exit", resolve));
  return {
    url,
    async stop() {
      process.kill(-child.pid, "SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Frame intervals from requestAnimationFrame and the main thread's busy time (CDP metrics) over SECONDS. */
async function measure(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const metric = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
  };
  const before = await metric();
  const frames = await page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const stamps = [];
        const start = performance.now();
        const frame = (now) => {
          stamps.push(now);
          if (now - start < ms) requestAnimationFrame(frame);
          else resolve(stamps);
        };
        requestAnimationFrame(frame);
      }),
    SECONDS * 1000,
  );
  const after = await metric();
  await cdp.detach();
  const gaps = frames
    .slice(1)
    .map((t, i) => t - frames[i])
    .sort((a, b) => a - b);
  const at = (q) => gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))] ?? 0;
  const busy = ((after.TaskDuration ?? 0) - (before.TaskDuration ?? 0)) * 1000;
  const script = ((after.ScriptDuration ?? 0) - (before.ScriptDuration ?? 0)) * 1000;
  return {
    fps: gaps.length / SECONDS,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: gaps[gaps.length - 1] ?? 0,
    busyPerFrame: busy / Math.max(1, gaps.length),
    scriptPerFrame: script / Math.max(1, gaps.length),
  };
}

async function blankFigures(browser, baseUrl, screen, slowdown) {
  const context = await browser.newContext(SCREENS[screen]);
  await context.route(`${baseUrl}/bench-blank`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: BLANK }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  await page.goto(`${baseUrl}/bench-blank`);
  const figures = await measure(page);
  await context.close();
  return figures;
}

async function fightFigures(browser, baseUrl, screen, slowdown) {
  const context = await browser.newContext(SCREENS[screen]);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  const name = `frames${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 30);
  await page.getByLabel("Username").fill(name);
  await page.getByRole("button", { name: "Start Your Colony" }).click();
  await page.getByRole("heading", { name: /^Welcome( back)?, / }).waitFor();
  const session = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem("persist:antbrawl") ?? "{}");
    const user = JSON.parse(stored.user ?? "{}");
    return { userId: user.user.id, token: user.token };
  });
  for (const [ant, color] of [
    ["Red Fang", "#DC143C"],
    ["Goldie", "#DAA520"],
  ]) {
    const res = await page.request.post(`${baseUrl}/api/users/${session.userId}/ants`, {
      headers: { authorization: `Bearer ${session.token}` },
      data: { name: ant, appearance: { color, pattern: "solid", size: 1 } },
    });
    if (!res.ok()) throw new Error(`ant: ${res.status()} ${await res.text()}`);
  }
  await page.goto(`${baseUrl}/battle?tab=combat`);
  await page.getByRole("button", { name: "START ARENA COMBAT" }).click();
  await page.getByLabel("Command for Red Fang").waitFor();
  await page.getByRole("img", { name: /Top-down arena/ }).scrollIntoViewIfNeeded();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  // The measurement starts as the preparation ends, so it covers the fight itself.
  await page.waitForFunction(() => !document.body.innerText.includes("Get ready"), null, { timeout: 10_000 });
  const figures = await measure(page);
  await context.close();
  return figures;
}

const row = (label, f) =>
  `${label.padEnd(36)} ${f.fps.toFixed(1).padStart(5)} fps  frame p50 ${f.p50.toFixed(1)} p95 ${f.p95.toFixed(1)} p99 ${f.p99.toFixed(1)} max ${f.max.toFixed(1)} ms  main thread ${f.busyPerFrame.toFixed(2)} ms/frame (script ${f.scriptPerFrame.toFixed(2)})`;

ensureWebBuild();
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
try {
  console.log(`Arena Combat frame time, ${SECONDS} s each, headless Chromium (no GPU)`);
  for (const slowdown of SLOWDOWNS) {
    for (const screen of Object.keys(SCREENS)) {
      console.log(
        row(`blank page, ${screen}, CPU ÷${slowdown}`, await blankFigures(browser, server.url, screen, slowdown)),
      );
      console.log(
        row(`fighting, ${screen}, CPU ÷${slowdown}`, await fightFigures(browser, server.url, screen, slowdown)),
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
