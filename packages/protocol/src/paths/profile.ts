// Route paths of the profile statistics (shapes in ../profile.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const PROFILE_PATHS = {
  statistics: route("GET", SCOPES.user, "/statistics"),
  colonyStatistics: route("GET", SCOPES.user, "/colony-statistics"),
} as const;
