// Route paths of the medical center (shapes in ../lab-medical.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const MEDICAL_PATHS = {
  diagnose: route("GET", SCOPES.user, "/ants/:antId/diagnose"),
  treat: route("POST", SCOPES.user, "/ants/:antId/treat"),
} as const;
