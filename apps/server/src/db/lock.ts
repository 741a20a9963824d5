// One process per embedded data folder: PGlite has no lock of its own and corrupts data otherwise.
import fs from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  constructor(readonly lockPath: string) {
    super(
      `Data folder ${path.dirname(lockPath)} is in use by another Antbrawl process (lock ${lockPath} is held). ` +
        "Stop that process or set DATA_DIR to another folder.",
    );
  }
}

/** Takes the folder's lock or throws DataDirLockedError at once; returns the release function. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "antbrawl.lock");
  try {
    return await lockfile.lock(dataDir, { lockfilePath: lockPath, stale: 15_000, update: 5_000, retries: 0 });
  } catch (error) {
    if ((error as { code?: string }).code === "ELOCKED") throw new DataDirLockedError(lockPath);
    throw error;
  }
}
