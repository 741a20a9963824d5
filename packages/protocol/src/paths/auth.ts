// Route paths of sign-in, sign-out and sign-in methods (shapes in ../auth.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const AUTH_PATHS = {
  login: route("POST", SCOPES.root, "/api/auth/login"),
  oidcStart: route("GET", SCOPES.root, "/api/auth/oidc/start"),
  oidcCallback: route("POST", SCOPES.root, "/api/auth/oidc/callback"),
  config: route("GET", SCOPES.root, "/api/auth/config"),
  logout: route("POST", SCOPES.root, "/api/auth/logout"),
  signInMethods: route("GET", SCOPES.user, "/sign-in-methods"),
} as const;
