// The social domain's front door: what other domains and app.ts may use; its tables and repositories stay private.

export type { LiveBattlesOf } from "./friends-routes";
export { friendIds } from "./friendships-repository";
export { installSocial } from "./install";
export type { InvitationBattleHooks } from "./invitations/hooks";
export { battleInvitationRoutes } from "./invitations/routes";
export { playerRoutes } from "./player-routes";
export { userSocialRoutes } from "./user-routes";
