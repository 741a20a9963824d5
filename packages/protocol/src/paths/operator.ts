// Route paths of the operator's calls (shapes in ../operator.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const OPERATOR_PATHS = {
  revokeSessions: route("POST", SCOPES.root, "/api/operator/sessions/revoke"),
} as const;
