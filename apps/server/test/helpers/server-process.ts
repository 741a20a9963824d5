// Runs the real server entry (src/server.ts) as a child process and waits on what it prints, not on a timer.
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

const serverEntry = path.resolve(import.meta.dirname, "../../src/server.ts");
/** tsx's loader by file URL, so a child started in another working directory still finds it. */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  /** Resolves when the output matches; rejects when the process exits first or after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
}

/** Starts `server.ts` with the given environment on top of a neutral one (no database or Redis URL). */
export function startServer(env: Record<string, string>, cwd?: string): ServerProcess {
  const child = spawn(process.execPath, ["--import", tsxLoader, serverEntry], {
    cwd,
    env: { ...process.env, LOG_LEVEL: "info", HOST: "127.0.0.1", DATABASE_URL: "", REDIS_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const watchers = new Set<() => void>();
  const onData = (d: Buffer) => {
    output += d;
    for (const watcher of watchers) watcher();
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`)),
          timeoutMs,
        );
        const finish = (error?: Error) => {
          clearTimeout(timer);
          watchers.delete(check);
          if (error) reject(error);
          else resolve();
        };
        const check = () => {
          if (pattern.test(output)) finish();
        };
        watchers.add(check);
        void exited.then((code) => finish(pattern.test(output) ? undefined : new Error(`exited ${code}:\n${output}`)));
        check();
      });
    },
  };
}

/**
 * A port free right now, as the OS hands one out for `listen(0)`: a random pick can land on a port an open
 * connection of this machine already holds (the ephemeral range), and the child then fails with EADDRINUSE.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
