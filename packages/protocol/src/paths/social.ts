// Route paths of friends, preferences, search and other players' battles (shapes in ../social.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const SOCIAL_PATHS = {
  friends: route("GET", SCOPES.user, "/friends"),
  friendRequests: route("GET", SCOPES.user, "/friends/requests"),
  requestFriend: route("POST", SCOPES.user, "/friends/request"),
  respondToRequest: route("POST", SCOPES.user, "/friends/requests/:friendshipId/respond"),
  unfriend: route("DELETE", SCOPES.user, "/friends/:friendId"),
  preferences: route("GET", SCOPES.user, "/preferences"),
  setPreferences: route("PUT", SCOPES.user, "/preferences"),
  search: route("GET", SCOPES.user, "/search"),
  playerBattles: route("GET", SCOPES.players, "/:userId/battles"),
} as const;
