// Runs the real server entry (src/server.ts) as a child process and waits on what it prints, not on a timer.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const serverEntry = path.resolve(import.meta.dirname, "../../src/server.ts");

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  /** Resolves when the output matches; rejects when the process exits first or after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
}

/** Starts `server.ts` with the given environment on top of a neutral one (no database or Redis URL). */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
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

/** A free-looking port for one test file. */
export function randomPort(): number {
  return 20_000 + Math.floor(Math.random() * 20_000);
}
