// `npm test`: lint, typecheck, unit and API suites, then the browser suite in Debian's Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { ensureInstall, ensureWebBuild, run } from "./lib.mjs";

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

ensureInstall();
const chromium = findChromium();
console.log("▶ lint");
run("npx", ["biome", "check", "."]);
run("node", ["scripts/check-boundaries.mjs"]);
console.log("▶ typecheck");
run("npm", ["run", "typecheck", "--silent"]);
console.log("▶ unit and API tests (Vitest)");
run("npx", ["vitest", "run"]);
ensureWebBuild();
console.log(`▶ browser tests (Playwright, ${chromium})`);
run("npx", ["playwright", "test", "-c", "apps/web/e2e/playwright.config.ts"], {
  env: { ...process.env, CHROME_PATH: chromium },
});
console.log("\n✔ all suites passed");
