// Route paths of accounts, sessions and achievements (shapes in ../users.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const USER_PATHS = {
  achievements: route("GET", SCOPES.user, "/achievements"),
  achievementStats: route("GET", SCOPES.user, "/achievement-stats"),
  username: route("PUT", SCOPES.user, "/username"),
  password: route("PUT", SCOPES.user, "/password"),
  sessions: route("GET", SCOPES.user, "/sessions"),
  endSession: route("DELETE", SCOPES.user, "/sessions/:sessionId"),
  user: route("GET", SCOPES.user, "/"),
  signUp: route("POST", SCOPES.root, "/api/users"),
} as const;
