// `npm start`: install if needed, build the web app if needed, then run the server (it migrates on start).
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureInstall, ensureWebBuild, root } from "./lib.mjs";

ensureInstall();
ensureWebBuild();

const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/server.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
