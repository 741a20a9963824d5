// Shared steps of the root scripts: install when missing or stale, build the web app and the server when their sources changed.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const installStamp = path.join(root, "node_modules", ".antbrawl-install-stamp");
const manifests = [
  "package.json",
  "apps/web/package.json",
  "apps/server/package.json",
  "packages/rules/package.json",
  "packages/protocol/package.json",
];
const shared = ["packages/protocol/src", "packages/rules/src", "package-lock.json"];

/** What each workspace build makes, from which sources, and the files whose presence proves it ran. */
export const BUILDS = [
  {
    name: "web app",
    workspace: "apps/web",
    stamp: "apps/web/dist/.antbrawl-build-stamp",
    outputs: ["apps/web/dist/index.html"],
    inputs: ["apps/web/src", "apps/web/index.html", "apps/web/vite.config.ts", "apps/web/public", ...shared],
  },
  {
    name: "server",
    workspace: "apps/server",
    stamp: "apps/server/dist/.antbrawl-build-stamp",
    outputs: [
      "apps/server/dist/server.mjs",
      "apps/server/dist/backup-cli.mjs",
      "apps/server/dist/pglite-template/PG_VERSION",
    ],
    inputs: ["apps/server/src", "apps/server/scripts/build.mjs", ...shared],
  },
];

/**
 * The environment of every build: production whatever NODE_ENV the caller has. Vite keeps a NODE_ENV it finds, and
 * under Vitest (a test that runs `npm start`) that is "test", which bundles React's development build into dist/.
 */
export const BUILD_ENV = { ...process.env, NODE_ENV: "production" };

/** Runs a command in the repo root with inherited output; exits the process on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

function hashFiles(paths, hash = createHash("sha256")) {
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

/** The lock file and the dependency lists of every manifest (scripts and descriptions do not need an install). */
function installHash() {
  const hash = createHash("sha256");
  for (const manifest of manifests) {
    const file = path.join(root, manifest);
    if (!fs.existsSync(file)) continue;
    const { dependencies, devDependencies, optionalDependencies, workspaces } = JSON.parse(
      fs.readFileSync(file, "utf8"),
    );
    hash.update(JSON.stringify([manifest, dependencies, devDependencies, optionalDependencies, workspaces]));
  }
  return hashFiles(["package-lock.json"], hash);
}

const readStamp = (file) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");

/** Records that node_modules matches the lock file (run by the root postinstall, so `npm ci` writes it). */
export function stampInstall() {
  if (fs.existsSync(path.dirname(installStamp))) fs.writeFileSync(installStamp, installHash());
}

/** Installs dependencies when node_modules is missing or was installed from another lock file. */
export function ensureInstall() {
  if (readStamp(installStamp) === installHash()) return;
  console.log("▶ installing dependencies (npm ci)…");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
  stampInstall();
}

/** Records that a build's output matches its current sources (written by `npm run build` itself). */
export function stampBuild(build) {
  fs.writeFileSync(path.join(root, build.stamp), hashFiles(build.inputs));
}

/** Builds the web app and the server when an output is missing or its sources changed since its last build. */
export function ensureBuilds(builds = BUILDS) {
  for (const build of builds) {
    const fresh = readStamp(path.join(root, build.stamp)) === hashFiles(build.inputs);
    if (fresh && build.outputs.every((output) => fs.existsSync(path.join(root, output)))) continue;
    console.log(`▶ building the ${build.name}…`);
    run("npm", ["run", "build", "-w", build.workspace], { env: BUILD_ENV });
    stampBuild(build);
  }
}

/** Builds the server alone when needed (the backup CLI does not need the web app). */
export function ensureServerBuild() {
  ensureBuilds(BUILDS.filter((build) => build.workspace === "apps/server"));
}

/** Builds the web app alone when needed (the test runner serves it; the server there runs from source). */
export function ensureWebBuild() {
  ensureBuilds(BUILDS.filter((build) => build.workspace === "apps/web"));
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "stamp-install") stampInstall();
