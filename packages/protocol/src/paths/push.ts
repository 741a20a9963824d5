// Route paths of web push (shapes in ../push.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const PUSH_PATHS = {
  /** The VAPID public key every node signs with; no session needed. */
  publicKey: route("GET", SCOPES.root, "/api/push/public-key"),
  subscribe: route("POST", SCOPES.user, "/push-subscriptions"),
  unsubscribe: route("DELETE", SCOPES.user, "/push-subscriptions"),
} as const;
