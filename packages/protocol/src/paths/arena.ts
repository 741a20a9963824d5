// Route paths of the live arena's public side (shapes in ../live-now.ts, ../queue-status.ts and ../challenges.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const ARENA_PATHS = {
  liveNow: route("GET", SCOPES.arena, "/live"),
  queueStatus: route("GET", SCOPES.arena, "/queue"),
  practice: route("POST", SCOPES.arena, "/practice"),
  challenges: route("GET", SCOPES.arena, "/challenges"),
  takeChallenge: route("POST", SCOPES.arena, "/challenges/:ticketId/take"),
} as const;
