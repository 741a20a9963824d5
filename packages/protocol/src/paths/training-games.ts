// Route paths of training mini-games (shapes in ../training-games.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const TRAINING_GAME_PATHS = {
  games: route("GET", SCOPES.user, "/ants/:antId/training-games"),
  start: route("POST", SCOPES.user, "/ants/:antId/training-games/:game/start"),
  complete: route("POST", SCOPES.user, "/ants/:antId/training-games/:game/complete"),
} as const;
