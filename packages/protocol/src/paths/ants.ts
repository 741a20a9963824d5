// Route paths of the colony's ants, their care, chat and stats (shapes in ../ants.ts).
import { CARE_ACTION_IDS, type CareAction } from "@antbrawl/rules/colony/care";
import { type ParamNames, type RoutePath, route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const ANT_PATHS = {
  create: route("POST", SCOPES.user, "/ants"),
  list: route("GET", SCOPES.user, "/ants"),
  ant: route("GET", SCOPES.user, "/ants/:antId"),
  update: route("PUT", SCOPES.user, "/ants/:antId"),
  release: route("DELETE", SCOPES.user, "/ants/:antId"),
  chat: route("POST", SCOPES.user, "/ants/:antId/chat"),
  chatHistory: route("GET", SCOPES.user, "/ants/:antId/chat"),
  updateStats: route("POST", SCOPES.user, "/ants/:antId/update-stats"),
} as const;

/** One route per care action, `POST /ants/{antId}/{action}` (spec 000 §7). */
export const CARE_PATHS = Object.fromEntries(
  CARE_ACTION_IDS.map((action) => [action, route("POST", SCOPES.user, `/ants/:antId/${action}`)]),
) as { readonly [A in CareAction]: RoutePath<ParamNames<`${typeof SCOPES.user}/ants/:antId/${A}`>> };
