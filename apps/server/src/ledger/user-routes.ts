// Ledger routes under /api/users/{userId}: register inside the owner-guarded user scope.
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { awayStakesRoutes } from "./away-stakes-routes";
import { balanceRoutes } from "./balance-routes";

/** The balance and the away-stake setting; the owner guard of the enclosing scope checks the caller. */
export const userLedgerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(balanceRoutes);
  await app.register(awayStakesRoutes);
};
