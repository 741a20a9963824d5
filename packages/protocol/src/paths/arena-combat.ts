// Route paths of Arena Combat (shapes in ../arena-combat.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const ARENA_COMBAT_PATHS = {
  start: route("POST", SCOPES.user, "/arena-combat"),
  finish: route("POST", SCOPES.user, "/arena-combat/:battleId/finish"),
  open: route("GET", SCOPES.user, "/arena-combat"),
  fight: route("GET", SCOPES.user, "/arena-combat/:battleId"),
} as const;
