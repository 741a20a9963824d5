// Route paths of tournaments (shapes in ../tournaments.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const TOURNAMENT_PATHS = {
  list: route("GET", SCOPES.tournaments, "/"),
  detail: route("GET", SCOPES.tournaments, "/:tournamentId"),
  register: route("POST", SCOPES.tournaments, "/:tournamentId/registrations"),
  withdraw: route("DELETE", SCOPES.tournaments, "/:tournamentId/registrations"),
  battle: route("GET", SCOPES.tournaments, "/:tournamentId/battles/:battleId"),
} as const;
