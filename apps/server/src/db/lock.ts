// One process per embedded data folder: PGlite has no lock of its own and corrupts data otherwise.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(readonly lockPath: string) {
    super(
      `Data folder ${path.dirname(lockPath)} is in use by another Antbrawl process (lock ${lockPath} is held). ` +
        "Stop that process or set DATA_DIR to another folder.",
    );
  }
}

/** What the lock file says about its owner. */
interface LockOwner {
  pid: number;
  hostname: string;
}

/** A lock from another host counts as abandoned when its owner stopped touching it this long ago. */
const STALE_MS = 30_000;
const TOUCH_MS = 10_000;

function readOwner(lockPath: string): { owner: LockOwner | undefined; raw: string; ageMs: number } | undefined {
  try {
    const stat = fs.statSync(lockPath);
    const ageMs = Date.now() - stat.mtimeMs;
    if (stat.isDirectory()) return { owner: undefined, raw: "", ageMs };
    const raw = fs.readFileSync(lockPath, "utf8");
    try {
      const parsed = JSON.parse(raw) as Partial<LockOwner>;
      const owner =
        typeof parsed.pid === "number" && typeof parsed.hostname === "string"
          ? { pid: parsed.pid, hostname: parsed.hostname }
          : undefined;
      return { owner, raw, ageMs };
    } catch {
      return { owner: undefined, raw, ageMs };
    }
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return undefined;
    throw error;
  }
}

/** True when a process with this pid runs on this host. */
function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === "EPERM";
  }
}

/**
 * Whether the current lock may be taken over: its owner on this host is gone (or is this very pid from a previous
 * life, as in a container), or, for an owner on another host or an unreadable lock, it has not been touched lately.
 * A live owner on this host is always respected.
 */
function abandoned(found: NonNullable<ReturnType<typeof readOwner>>): boolean {
  const { owner, ageMs } = found;
  if (owner && owner.hostname === os.hostname()) return owner.pid === process.pid || !pidAlive(owner.pid);
  return ageMs > STALE_MS;
}

/** Moves an abandoned lock aside atomically; false when someone else changed it meanwhile. */
function takeOver(lockPath: string, judged: string): boolean {
  const aside = `${lockPath}.stale-${process.pid}-${Date.now()}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return true;
    throw error;
  }
  const movedIsDirectory = fs.statSync(aside).isDirectory();
  const moved = movedIsDirectory ? "" : fs.readFileSync(aside, "utf8");
  if (moved !== judged) {
    try {
      fs.linkSync(aside, lockPath);
    } catch {}
    fs.rmSync(aside, { force: true, recursive: true });
    return false;
  }
  fs.rmSync(aside, { force: true, recursive: true });
  return true;
}

/** Takes the folder's lock or throws DataDirLockedError at once; returns the release function. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "antbrawl.lock");
  const mine = JSON.stringify({ pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, mine, { flag: "wx" });
    } catch (error) {
      if ((error as { code?: string }).code !== "EEXIST") throw error;
      const found = readOwner(lockPath);
      if (found && !abandoned(found)) throw new DataDirLockedError(lockPath);
      if (found && !takeOver(lockPath, found.raw)) throw new DataDirLockedError(lockPath);
      continue;
    }
    const touch = setInterval(() => {
      const now = new Date();
      fs.utimes(lockPath, now, now, () => undefined);
    }, TOUCH_MS);
    touch.unref();
    return async () => {
      clearInterval(touch);
      if (readOwner(lockPath)?.raw === mine) fs.rmSync(lockPath, { force: true });
    };
  }
  throw new DataDirLockedError(lockPath);
}

/** True when a live process holds the folder's lock (what `lockDataDir` would refuse). */
export function dataDirInUse(dataDir: string): boolean {
  const found = readOwner(path.join(dataDir, "antbrawl.lock"));
  return found !== undefined && !abandoned(found);
}
