// Route paths of test-only calls (answered only with the test clock on) (shapes in ../test-clock.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const TEST_PATHS = {
  clock: route("POST", SCOPES.root, "/api/test/clock"),
  antRecord: route("POST", SCOPES.root, "/api/test/ants/:antId/record"),
  maxAnts: route("POST", SCOPES.root, "/api/test/users/:userId/max-ants"),
} as const;
