// `npm test`: lint, typecheck, unit and API suites, then the browser suite in Debian's Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureInstall, ensureWebBuild, root, run } from "./lib.mjs";
import { report, slowestFiles, timed } from "./timings.mjs";

/** Finds Chromium, installing Debian's package when it can; exits with a clear message otherwise. */
function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  const found = () => candidates.find((p) => fs.existsSync(p));
  if (found()) return found();
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0) {
    console.log("▶ Chromium not found: installing Debian's chromium package…");
    spawnSync(
      "sh",
      [
        "-c",
        "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-color-emoji",
      ],
      {
        stdio: "inherit",
      },
    );
    if (found()) return found();
  }
  console.error(
    "\n✖ No Chromium for the browser tests. Install Debian's package (apt-get install -y chromium) " +
      "or set CHROME_PATH to a Chromium binary. The browser suite is part of npm test and is never skipped.",
  );
  process.exit(1);
}

/**
 * The Node binary for the server's API suites: this one, or ANTBRAWL_SERVER_NODE (.ci/run points it at Node 24, so
 * each suite runs once and both Node versions run a whole real-server suite; see docs/decisions.md, CI).
 */
const serverNode = process.env.ANTBRAWL_SERVER_NODE || process.execPath;
const vitest = ["node_modules/vitest/vitest.mjs", "run"];

await timed("install check", () => ensureInstall());
const chromium = findChromium();
await timed("lint (Biome, boundaries, unused exports)", () => {
  run("npx", ["biome", "check", "."]);
  run("node", ["scripts/check-boundaries.mjs"]);
  run("npx", ["knip", "--include", "exports,types,files"]);
});
await timed("typecheck", () => run("npm", ["run", "typecheck", "--silent"]));
await timed("Vitest: rules, protocol, web", () =>
  run(process.execPath, [...vitest, "--project", "rules", "--project", "protocol", "--project", "web"]),
);
const serverVersion = spawnSync(serverNode, ["--version"], { encoding: "utf8" }).stdout.trim();
const serverReport = path.join(root, "test-results", "vitest-server.json");
await timed(`Vitest: server (API suites, Node ${serverVersion})`, () =>
  run(serverNode, [
    ...vitest,
    "--project",
    "server",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${serverReport}`,
  ]),
);
slowestFiles(serverReport, root);
await timed("web build", () => ensureWebBuild());
await timed(`Playwright (browser suite, Node ${process.version} server)`, () =>
  run("npx", ["playwright", "test", "-c", "apps/web/e2e/playwright.config.ts"], {
    env: { ...process.env, CHROME_PATH: chromium },
  }),
);
if (!process.env.CI_TIMINGS_FILE) report("npm test phase times");
console.log("\n✔ all suites passed");
