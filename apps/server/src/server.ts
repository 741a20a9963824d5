// Entry point: open the database and bus, migrate, listen, and shut down cleanly on SIGTERM/SIGINT.

import path from "node:path";
import { buildApp } from "./app";
import { ConfigError, configFromEnvAndFile } from "./config";
import { serveBackups } from "./db/backup";
import { openDatabase } from "./db/database";
import { DataDirLockedError } from "./db/lock";
import { migrateToLatest } from "./db/migrate";
import { drainAndClose } from "./plugins/drain";
import { openBus, openRedisClient } from "./ws/bus";

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // `.env` in the working directory (the repository root under `npm start`); the environment wins.
  const config = configFromEnvAndFile(path.resolve(".env"));
  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  const bus = await openBus(config.redisUrl);
  const rateLimitRedis = config.redisUrl ? await openRedisClient(config.redisUrl) : undefined;
  const app = await buildApp({ config, database, bus, rateLimitRedis });
  // `npm run backup` asks this process for a consistent copy of the embedded database (db/backup.ts).
  const stopBackups = database.dump ? await serveBackups(config.dataDir, database.dump, app.log) : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      app.log.error("shutdown took too long, exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.log.info({ signal }, "shutting down");
    await drainAndClose(app, config.drainWaitMs);
    await stopBackups?.();
    await bus.close();
    rateLimitRedis?.disconnect();
    await database.close();
    app.log.info("closed connections and database");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      node: process.version,
      database: database.kind,
      bus: bus.kind,
      dataDir: database.kind === "pglite" ? config.dataDir : undefined,
    },
    `Antbrawl is up at http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(`Antbrawl cannot start: ${error.message}`);
  } else {
    console.error("Antbrawl failed to start:", error);
  }
  process.exit(1);
});
