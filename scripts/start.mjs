// `npm start`: install if needed, build the web app and the server if needed, then run the built server in this process.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuilds, ensureInstall, root } from "./lib.mjs";

ensureInstall();
ensureBuilds();

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.join(root, "apps/server/dist/server.mjs")).href);
