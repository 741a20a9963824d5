// Installs dependencies if missing or stale (used before dev and bench).
import { ensureInstall } from "./lib.mjs";

ensureInstall();
