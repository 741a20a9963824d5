// Route paths of breeding (shapes in ../lab-breeding.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const BREEDING_PATHS = {
  status: route("GET", SCOPES.user, "/breeding/status"),
  start: route("POST", SCOPES.user, "/breeding/start"),
  complete: route("POST", SCOPES.breeding, "/:breedingId/complete"),
} as const;
