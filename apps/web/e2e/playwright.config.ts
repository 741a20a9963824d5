// Browser suite: the real server on a fresh embedded database, driven through Debian's Chromium.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "../../..");
const port = Number(process.env.E2E_PORT ?? 3190);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-e2e-"));
/** The loopback OpenID Connect provider that stands in for Google (accounts.spec.ts): E2E_PORT+1 unless E2E_OIDC_PORT. */
const providerPort = Number(process.env.E2E_OIDC_PORT ?? port + 1);
export const OIDC_ISSUER = `http://127.0.0.1:${providerPort}`;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-quic",
  "--no-first-run",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The specs that move the shared server clock (POST /api/test/clock), and the one that keeps a quick match waiting in
 * the queue on purpose (open challenges: any other spec's Find Match would be paired with it). A jump would end another
 * test's timed window (a mini-game's 30 s, a training session, a turn), so they run after every other spec, one file
 * at a time, each file's tests in order. `npx playwright test recovery --no-deps` runs one of them alone.
 */
const CLOCK_MOVERS = [
  "open-challenges.spec.ts",
  "practice.spec.ts",
  "recovery.spec.ts",
  "training.spec.ts",
  "tournaments.spec.ts",
  "profile-tournaments.spec.ts",
] as const;

export default defineConfig({
  testDir: "./tests",
  outputDir: path.join(root, "test-results"),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (actions, DOM snapshots, network, console). Trace screenshots stay off: the
    // screencast behind them cost a third of the browser suite's time on two cores (docs/performance.md).
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "browser", testIgnore: CLOCK_MOVERS.map((file) => `**/${file}`) },
    ...CLOCK_MOVERS.map((file, i) => ({
      name: `clock-${file.replace(".spec.ts", "")}`,
      testMatch: `**/${file}`,
      fullyParallel: false,
      dependencies: [i === 0 ? "browser" : `clock-${CLOCK_MOVERS[i - 1]?.replace(".spec.ts", "")}`],
    })),
  ],
  webServer: [
    {
      command: `node --import tsx apps/web/e2e/fixtures/oidc-provider.ts`,
      cwd: root,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { OIDC_PROVIDER_PORT: String(providerPort) },
    },
    {
      command: `node --import tsx apps/server/src/server.ts`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        SIGNUP_RATE_LIMIT: "1000",
        // POST /api/test/clock moves the server clock forward (CLOCK_MOVERS above); never set outside tests.
        ANTBRAWL_TEST_CLOCK: "1",
        // Short live arena turns so a battle between two browsers ends within its test (ant-arena-live.spec.ts), and a
        // long countdown so both browsers still see it on a busy machine.
        LIVE_TURN_MS: "2000",
        LIVE_COUNTDOWN_SECONDS: "10",
        // A short breeding incubation and short treatments, so lab-breeding.spec.ts waits them out in seconds.
        BREEDING_INCUBATION_MS: "3000",
        TREATMENT_MINUTE_MS: "1000",
        // Tournament rounds 3 s apart, driven every second, so tournaments.spec.ts watches a bracket resolve.
        TOURNAMENT_ROUND_MS: "3000",
        TOURNAMENT_TICK_MS: "1000",
        OIDC_ISSUER,
        OIDC_CLIENT_ID: "antbrawl-e2e",
        OIDC_CLIENT_SECRET: "e2e-client-secret",
      },
    },
  ],
});
