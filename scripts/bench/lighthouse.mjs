// Lighthouse 12 (mobile, default throttling) on the landing page and a signed-in dashboard with one ant; medians of 3 runs.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { ensureBuilds, root } from "../lib.mjs";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];
/** Where redux-persist keeps the user and ants slices (`apps/web/src/lib/store/storage-keys.ts`). */
const PERSIST_STORAGE_KEY = "persist:antbrawl";
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const METRICS = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
  ["SI", "speed-index"],
];

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The built server on a new data folder; resolves once /api/health answers. */
async function startBuiltServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-lighthouse-"));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "apps/server/dist/server.mjs")], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

async function post(url, body, token) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A new player with one ant, through the API; answers what the app persists in localStorage after a sign-up. */
async function signedUpPlayer(base) {
  const username = `lighthouse${Date.now().toString(36).replace(/\d/g, "")}`;
  const { user, token } = await post(`${base}/api/users`, { username, email: `${username}@bench.local` });
  const ant = await post(
    `${base}/api/users/${user.id}/ants`,
    { name: "Bench Ant", appearance: { color: "#8B4513" } },
    token,
  );
  const slices = {
    user: { user, token, validated: true, loading: false, error: null, oauthState: null },
    ants: { selectedId: ant.id },
    _persist: { version: -1, rehydrated: true },
  };
  return JSON.stringify(Object.fromEntries(Object.entries(slices).map(([key, value]) => [key, JSON.stringify(value)])));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** One Lighthouse run on `url` in the launched Chromium, the HTTP cache emptied first and localStorage kept. */
async function audit(chrome, page, url, label) {
  const cdp = await page.createCDPSession();
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ["performance"],
    disableStorageReset: true,
    logLevel: "error",
    output: "json",
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (process.env.BENCH_LIGHTHOUSE_SAVE) {
    fs.writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_SAVE, `lhr-${label}-${Date.now()}.json`), result.report);
  }
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    ...Object.fromEntries(METRICS.map(([name, id]) => [name, lhr.audits[id].numericValue])),
  };
}

function describe(runs) {
  const pick = (name) => median(runs.map((run) => run[name]));
  const ms = (name) => `${(pick(name) / 1000).toFixed(2)} s`;
  return {
    score: pick("score"),
    text: [
      `score ${pick("score")} (runs ${runs.map((run) => run.score).join("/")})`,
      `FCP ${ms("FCP")}`,
      `LCP ${ms("LCP")}`,
      `TBT ${Math.round(pick("TBT"))} ms (${runs.map((run) => Math.round(run.TBT)).join("/")})`,
      `CLS ${pick("CLS").toFixed(3)}`,
      `SI ${ms("SI")}`,
      `Lighthouse CPU benchmark ${Math.round(pick("benchmarkIndex"))}`,
    ].join(", "),
  };
}

/** Landing (a visitor: empty storage) and the signed-in dashboard (stored session, one ant), each the median of RUNS. */
export async function lighthouseFigures(base) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    await page.goto(`${base}/api/health`);
    const stored = await signedUpPlayer(base);
    const setStorage = (value) =>
      page.evaluate(
        (key, text) => (text === null ? localStorage.removeItem(key) : localStorage.setItem(key, text)),
        PERSIST_STORAGE_KEY,
        value,
      );
    const landing = [];
    const dashboard = [];
    for (let i = 0; i < RUNS; i++) {
      await setStorage(null);
      landing.push(await audit(chrome, page, `${base}/`, "landing"));
      await setStorage(stored);
      dashboard.push(await audit(chrome, page, `${base}/`, "dashboard"));
    }
    return { landing: describe(landing), dashboard: describe(dashboard) };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  ensureBuilds();
  console.log(`Lighthouse ${RUNS}× each, mobile, default throttling (load ${os.loadavg()[0].toFixed(1)})`);
  const server = await startBuiltServer();
  try {
    const figures = await lighthouseFigures(server.url);
    console.log("| page | medians | goal |\n| --- | --- | --- |");
    console.log(`| landing | ${figures.landing.text} | score ≥ 90 |`);
    console.log(`| signed-in dashboard (one ant) | ${figures.dashboard.text} | score ≥ 90 |`);
  } finally {
    await server.stop();
  }
}
