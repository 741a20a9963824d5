// Route paths of the live websocket (shapes in ../ws.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const WS_PATHS = {
  socket: route("GET", SCOPES.root, "/api/ws/:userId"),
} as const;
