// The social domain's front door: what other domains and app.ts may use; its tables and repositories stay private.

export { friendIds } from "./friendships-repository";
export { installSocial } from "./install";
export type { InvitationBattleHooks } from "./invitations/hooks";
export { battleInvitationRoutes } from "./invitations/routes";
export { playerRoutes } from "./player-routes";
export { readPreferences } from "./preferences-repository";
export { userSocialRoutes } from "./user-routes";
