// Social routes under /api/users/{userId}: register inside the owner-guarded user scope.
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { friendsRoutes, type LiveBattlesOf } from "./friends-routes";
import { preferencesRoutes } from "./preferences-routes";
import { searchRoutes } from "./search-routes";

/** Friends, search and preferences; the owner guard of the enclosing scope checks the caller. */
export const userSocialRoutes: FastifyPluginAsyncTypebox<{ liveBattlesOf?: LiveBattlesOf }> = async (app, options) => {
  await app.register(friendsRoutes, { liveBattlesOf: options.liveBattlesOf });
  await app.register(searchRoutes);
  await app.register(preferencesRoutes);
};
