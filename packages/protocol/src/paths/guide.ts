// Route paths of the first-hour guide (shapes in ../guide.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const GUIDE_PATHS = {
  state: route("GET", SCOPES.user, "/guide"),
  visit: route("POST", SCOPES.user, "/guide/visits"),
  skip: route("POST", SCOPES.user, "/guide/skip"),
} as const;
