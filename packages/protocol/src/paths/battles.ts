// Route paths of battles, the game's leaderboard and stats, balance and away stakes (shapes in ../battles.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const BATTLE_PATHS = {
  cancel: route("DELETE", SCOPES.user, "/ants/:antId/battle"),
  detail: route("GET", SCOPES.battles, "/:battleId"),
  proof: route("GET", SCOPES.battles, "/:battleId/proof"),
  history: route("GET", SCOPES.user, "/battles"),
  request: route("POST", SCOPES.user, "/battles/request"),
  selfBattle: route("POST", SCOPES.battles, "/self-battle"),
  start: route("POST", SCOPES.battles, "/:battleId/start"),
  leaderboard: route("GET", SCOPES.game, "/leaderboard"),
  gameStats: route("GET", SCOPES.game, "/stats"),
  awayStakes: route("GET", SCOPES.user, "/away-stakes"),
  setAwayStakes: route("PUT", SCOPES.user, "/away-stakes"),
  balance: route("GET", SCOPES.user, "/balance"),
} as const;
