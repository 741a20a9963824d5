// Route paths of battle invitations (shapes in ../invitations.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const INVITATION_PATHS = {
  list: route("GET", SCOPES.user, "/battle-invitations"),
  send: route("POST", SCOPES.user, "/battle-invitations"),
  respond: route("POST", SCOPES.user, "/battle-invitations/:invitationId/respond"),
} as const;
