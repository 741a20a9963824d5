// Route paths of a player's tournament history (shapes in ../tournament-history.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const TOURNAMENT_HISTORY_PATHS = {
  history: route("GET", SCOPES.user, "/tournaments"),
} as const;
