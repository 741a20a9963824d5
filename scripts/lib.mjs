// Shared steps of the root scripts: install when missing or stale, build the web app when its sources changed.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const installStamp = path.join(root, "node_modules", ".antbrawl-install-stamp");
const webDist = path.join(root, "apps", "web", "dist");
const buildStamp = path.join(webDist, ".antbrawl-build-stamp");
const webInputs = [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/public",
  "packages/protocol/src",
  "packages/rules/src",
  "package-lock.json",
];

/** Runs a command in the repo root with inherited output; exits the process on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

function hashFiles(paths) {
  const hash = createHash("sha256");
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) visit(path.join(p, name));
    } else {
      hash.update(path.relative(root, p));
      hash.update(fs.readFileSync(p));
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return hash.digest("hex");
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export function ensureInstall() {
  const want = hashFiles([
    "package-lock.json",
    "package.json",
    "apps/web/package.json",
    "apps/server/package.json",
    "packages/rules/package.json",
    "packages/protocol/package.json",
  ]);
  const have = fs.existsSync(installStamp) ? fs.readFileSync(installStamp, "utf8") : "";
  if (have === want) return;
  console.log("▶ installing dependencies (npm ci)…");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
  fs.writeFileSync(installStamp, want);
}

/** Builds the SPA when dist is missing or its sources changed since the last build. */
export function ensureWebBuild() {
  const want = hashFiles(webInputs);
  const have = fs.existsSync(buildStamp) ? fs.readFileSync(buildStamp, "utf8") : "";
  if (have === want && fs.existsSync(path.join(webDist, "index.html"))) return;
  console.log("▶ building the web app…");
  run("npm", ["run", "build", "-w", "apps/web"]);
  fs.writeFileSync(buildStamp, want);
}
