// Battle routes under /api/users/{userId}: register inside the owner-guarded user scope.
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { balanceRoutes } from "../ledger/balance-routes";
import { cancelBattleRoutes } from "./cancel-routes";
import { battleHistoryRoutes } from "./history-routes";
import { battleRequestRoutes } from "./request-routes";

/** Request, cancel and list battles, and read the balance; the owner guard of the enclosing scope checks the caller. */
export const userBattleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(battleRequestRoutes);
  await app.register(battleHistoryRoutes);
  await app.register(cancelBattleRoutes);
  await app.register(balanceRoutes);
};
