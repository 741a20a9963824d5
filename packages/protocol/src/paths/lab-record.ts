// Route paths of the ant record (shapes in ../lab-record.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const RECORD_PATHS = {
  pedigree: route("GET", SCOPES.user, "/ants/:antId/pedigree"),
} as const;
