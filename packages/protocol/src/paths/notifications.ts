// Route paths of the notification centre (shapes in ../notifications.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const NOTIFICATION_PATHS = {
  list: route("GET", SCOPES.user, "/notifications"),
  markRead: route("POST", SCOPES.user, "/notifications/read"),
} as const;
