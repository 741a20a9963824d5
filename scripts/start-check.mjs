// `npm start` as a newcomer runs it: start on a free port and a fresh data folder, wait for /api/health, stop with SIGTERM.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { root } from "./lib.mjs";

const READY_MS = 180_000;

/** A port the kernel just handed out, so the check never collides with a running server. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-start-"));
console.log(`▶ npm start on Node ${process.version}, port ${port}, data ${dataDir}`);
const child = spawn("npm", ["start", "--silent"], {
  cwd: root,
  stdio: ["ignore", "pipe", "inherit"],
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "" },
  detached: true,
});
const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal)));
const up = new Promise((resolve) => {
  let output = "";
  child.stdout.on("data", (chunk) => {
    process.stdout.write(chunk);
    output += chunk;
    if (output.includes("Antbrawl is up")) resolve(true);
  });
});
const timer = setTimeout(() => {
  console.error(`✖ npm start did not come up within ${READY_MS} ms`);
  process.kill(-child.pid, "SIGKILL");
  process.exit(1);
}, READY_MS);

const first = await Promise.race([up, exited.then((code) => ({ exited: code }))]);
if (first !== true) {
  console.error(`✖ npm start exited (${first.exited}) before it was up`);
  process.exit(1);
}
const res = await fetch(`http://127.0.0.1:${port}/api/health`);
const health = await res.json();
console.log(`  /api/health ${res.status} ${JSON.stringify(health)}`);
process.kill(-child.pid, "SIGTERM");
const code = await exited;
clearTimeout(timer);
fs.rmSync(dataDir, { recursive: true, force: true });
if (res.status !== 200 || health.status !== "ok") {
  console.error("✖ health is not ok");
  process.exit(1);
}
console.log(`✔ npm start on Node ${process.version}: healthy, stopped (exit ${code})`);
