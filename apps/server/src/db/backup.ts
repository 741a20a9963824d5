// Backups of the embedded database: a running server dumps its folder on request over a local socket; the CLI writes it.
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_START_PARAMS } from "./database";
import { dataDirInUse, lockDataDir } from "./lock";

/** Where the server holding `dataDir` listens for backup requests (a Unix socket path stays under ~100 bytes). */
function backupSocketPath(dataDir: string): string {
  const inside = path.join(dataDir, "antbrawl-backup.sock");
  if (Buffer.byteLength(inside) <= 100) return inside;
  const digest = createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 16);
  return path.join(os.tmpdir(), `antbrawl-backup-${digest}.sock`);
}

interface BackupLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/**
 * Answers `backup` on the folder's socket (mode 0600: only the server's own user may ask) with a header line
 * `{"bytes":n}` and the dump, or `{"detail":…}`. Answers the function that stops listening.
 */
export async function serveBackups(
  dataDir: string,
  dump: () => Promise<Uint8Array>,
  log: BackupLog,
): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  // Only the lock holder gets here, so a socket file left over is a dead server's.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((client) => {
    let asked = "";
    client.on("error", () => undefined);
    client.on("data", (chunk) => {
      asked += chunk;
      if (!asked.includes("\n")) return;
      client.removeAllListeners("data");
      if (asked.trim() !== "backup") {
        client.end(`${JSON.stringify({ detail: "unknown request" })}\n`);
        return;
      }
      const started = performance.now();
      dump().then(
        (bytes) => {
          log.info({ bytes: bytes.length, ms: Math.round(performance.now() - started) }, "backup taken");
          client.write(`${JSON.stringify({ bytes: bytes.length })}\n`);
          client.end(bytes);
        },
        (error: unknown) => {
          log.warn({ err: error }, "backup failed");
          client.end(`${JSON.stringify({ detail: `backup failed: ${(error as Error).message}` })}\n`);
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

export class BackupError extends Error {}

/** Asks the server holding `dataDir` for a dump over its socket. */
function requestBackup(dataDir: string): Promise<Uint8Array> {
  const socketPath = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const client = net.createConnection(socketPath, () => client.write("backup\n"));
    client.on("data", (chunk) => chunks.push(chunk));
    client.on("error", (error) =>
      reject(new BackupError(`The server using ${dataDir} did not answer a backup request (${error.message}).`)),
    );
    client.on("end", () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      if (newline < 0) return reject(new BackupError("The server closed the backup request without an answer."));
      const header = JSON.parse(all.subarray(0, newline).toString("utf8")) as { bytes?: number; detail?: string };
      const body = all.subarray(newline + 1);
      if (header.detail !== undefined) return reject(new BackupError(header.detail));
      if (header.bytes !== body.length)
        return reject(new BackupError(`The backup arrived cut short (${body.length} of ${header.bytes} bytes).`));
      resolve(new Uint8Array(body));
    });
  });
}

const pgliteFolder = (dataDir: string) => path.join(dataDir, "pglite");

/** Dumps a folder no server uses, holding its lock meanwhile. */
async function dumpStopped(dataDir: string): Promise<Uint8Array> {
  const release = await lockDataDir(dataDir);
  try {
    const pglite = new PGlite(pgliteFolder(dataDir), {
      startParams: [...PGlite.defaultStartParams, ...PGLITE_START_PARAMS],
    });
    try {
      await pglite.waitReady;
      return new Uint8Array(await (await pglite.dumpDataDir("gzip")).arrayBuffer());
    } finally {
      await pglite.close();
    }
  } finally {
    await release();
  }
}

/** Writes a consistent copy of `dataDir`'s database to `file` (from the running server, or from the folder). */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number; online: boolean }> {
  if (!fs.existsSync(path.join(pgliteFolder(dataDir), "PG_VERSION")))
    throw new BackupError(`There is no Antbrawl database in ${dataDir} (set DATA_DIR as the server has it).`);
  const online = dataDirInUse(dataDir);
  const bytes = online ? await requestBackup(dataDir) : await dumpStopped(dataDir);
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
  return { bytes: bytes.length, online };
}

/** Fills an empty (or absent) `dataDir` from a backup; answers how many players it holds. */
export async function restoreDataDir(dataDir: string, file: string): Promise<{ players: number }> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  if (dataDirInUse(dataDir)) throw new BackupError(`${dataDir} is in use by a running server: stop it first.`);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)
    throw new BackupError(`${dataDir} is not empty: restore into an empty or new folder.`);
  const release = await lockDataDir(dataDir);
  try {
    const pglite = new PGlite(pgliteFolder(dataDir), {
      loadDataDir: new Blob([fs.readFileSync(file)]),
      startParams: [...PGlite.defaultStartParams, ...PGLITE_START_PARAMS],
    });
    try {
      await pglite.waitReady;
      const counted = await pglite.query<{ players: number }>("select count(*)::int as players from users");
      await pglite.query("checkpoint");
      return { players: counted.rows[0]?.players ?? 0 };
    } finally {
      await pglite.close();
    }
  } catch (error) {
    fs.rmSync(pgliteFolder(dataDir), { recursive: true, force: true });
    throw error instanceof BackupError
      ? error
      : new BackupError(`${file} is not a backup this server can restore (${(error as Error).message}).`);
  } finally {
    await release();
  }
}
