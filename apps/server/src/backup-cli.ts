// `npm run backup -- FILE` / `npm run restore -- FILE`: the embedded database under the server's DATA_DIR, to and from a file.
import path from "node:path";
import { ConfigError, configFromEnvAndFile } from "./config";
import { BackupError, backupDataDir, restoreDataDir } from "./db/backup";

const USAGE = "Usage: npm run backup -- FILE   (or)   npm run restore -- FILE";

async function main(command: string | undefined, file: string | undefined): Promise<void> {
  if ((command !== "backup" && command !== "restore") || !file) throw new BackupError(USAGE);
  const config = configFromEnvAndFile(path.resolve(".env"));
  if (config.databaseUrl)
    throw new BackupError(
      "DATABASE_URL is set: back up PostgreSQL with its own tools (pg_dump / pg_restore, see docs/deploy.md).",
    );
  const target = path.resolve(file);
  const started = performance.now();
  if (command === "backup") {
    const { bytes, online } = await backupDataDir(config.dataDir, target);
    const from = online ? "from the running server" : "from the stopped folder";
    console.log(`Backed up ${config.dataDir} ${from} to ${target} (${(bytes / 1024).toFixed(0)} KiB, ${ms(started)}).`);
  } else {
    const { players } = await restoreDataDir(config.dataDir, target);
    console.log(`Restored ${target} into ${config.dataDir}: ${players} players (${ms(started)}). Start the server.`);
  }
}

const ms = (started: number) => `${Math.round(performance.now() - started)} ms`;

main(process.argv[2], process.argv[3]).then(
  () => process.exit(0),
  (error: unknown) => {
    const known = error instanceof BackupError || error instanceof ConfigError;
    console.error(known ? `Antbrawl ${process.argv[2] ?? "backup"}: ${(error as Error).message}` : error);
    process.exit(1);
  },
);
