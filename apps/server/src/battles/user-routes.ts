// Battle routes under /api/users/{userId}: register inside the owner-guarded user scope.
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { cancelBattleRoutes } from "./cancel-routes";
import { battleHistoryRoutes } from "./history-routes";
import { battleRequestRoutes } from "./request-routes";

/** Request, cancel and list battles; the owner guard of the enclosing scope checks the caller. */
export const userBattleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(battleRequestRoutes);
  await app.register(battleHistoryRoutes);
  await app.register(cancelBattleRoutes);
};
