// Starting like a service: SIGTERM to `npm start` stops the whole game, and `.env` goes through the config schema.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServer } from "../helpers/server-process";

const root = path.resolve(import.meta.dirname, "../../../..");
const folders: string[] = [];
const tempFolder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-service-"));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** True while any process of the group runs. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe("npm start as a service", () => {
  it("SIGTERM to the npm process alone stops every process and releases the data lock within 12 s", async () => {
    const port = await freePort();
    const dataDir = tempFolder();
    // Its own process group, so the test can see whether anything it started is left over.
    const npm = spawn("npm", ["start", "--silent"], {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        REDIS_URL: "",
      },
    });
    let output = "";
    npm.stdout.on("data", (d) => (output += d));
    npm.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => npm.on("exit", (code) => resolve(code)));
    try {
      expect(await waitUntil(() => output.includes("Antbrawl is up"), 170_000), output).toBe(true);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      // npm start builds the web app when it is stale, here under Vitest's NODE_ENV=test: still a production build.
      const page = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      const entry = page.match(/<script type="module"[^>]* src="([^"]+)"/)?.[1];
      expect(entry, page).toBeDefined();
      const bundle = await (await fetch(`http://127.0.0.1:${port}${entry}`)).text();
      expect(bundle.includes("react-devtools"), "React's development build is served").toBe(false);
      const lock = path.join(dataDir, "antbrawl.lock");
      expect(fs.existsSync(lock)).toBe(true);

      const signalled = Date.now();
      process.kill(npm.pid as number, "SIGTERM");
      const gone = await waitUntil(() => !groupAlive(npm.pid as number) && !fs.existsSync(lock), 12_000);
      expect(gone, output).toBe(true);
      expect(Date.now() - signalled).toBeLessThan(12_000);
      expect(await exited).toBe(0);
      expect(output).toContain("closed connections and database");
    } finally {
      if (groupAlive(npm.pid as number)) process.kill(-(npm.pid as number), "SIGKILL");
    }
  });
});

describe(".env in the working directory", () => {
  it("is read through the schema, and a variable set in the environment wins", async () => {
    const dir = tempFolder();
    const port = await freePort();
    fs.writeFileSync(
      path.join(dir, ".env"),
      `# the operator's file\nPORT=${port}\nDATA_DIR=./game-data\nSESSION_DAYS=7\nLOG_LEVEL=silent\n`,
    );
    const server = startServer({ PORT: "", DATA_DIR: "", LOG_LEVEL: "info" }, dir);
    try {
      await server.waitFor(/Antbrawl is up/);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      expect(fs.existsSync(path.join(dir, "game-data", "antbrawl.lock"))).toBe(true);
      // LOG_LEVEL=info from the environment beat the file's silent: the start line was logged at all.
      const signup = await fetch(`http://127.0.0.1:${port}/api/users`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "Dotenv", email: "d@e.f" }),
      });
      expect(signup.status).toBe(201);
      const cookie = signup.headers.get("set-cookie") ?? "";
      const days = Number(/Max-Age=(\d+)/i.exec(cookie)?.[1]) / 86_400;
      expect(days).toBe(7);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });

  it("a bad value in .env stops the start with a message naming the variable and the file", async () => {
    const dir = tempFolder();
    fs.writeFileSync(path.join(dir, ".env"), "SESSION_DAYS=1.5\n");
    const server = startServer({ PORT: "0", DATA_DIR: path.join(dir, "data"), SESSION_DAYS: "" }, dir);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/SESSION_DAYS must be integer \(set in .*\.env\)/);
    expect(fs.existsSync(path.join(dir, "data"))).toBe(false);
  });
});
