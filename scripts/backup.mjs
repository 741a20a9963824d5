// `npm run backup -- FILE` / `npm run restore -- FILE`: install and build the server if needed, then run its backup CLI.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureInstall, ensureServerBuild, root } from "./lib.mjs";

ensureInstall();
ensureServerBuild();
await import(pathToFileURL(path.join(root, "apps/server/dist/backup-cli.mjs")).href);
