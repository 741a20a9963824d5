// Ledger routes under /api/users/{userId}: register inside the owner-guarded user scope.
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { awayStakesRoutes } from "./away-stakes-routes";
import { type BeforeBalance, balanceRoutes } from "./balance-routes";

/** The balance and the away-stake setting; the owner guard of the enclosing scope checks the caller. */
export const userLedgerRoutes: FastifyPluginAsyncTypebox<{ beforeBalance?: BeforeBalance }> = async (app, options) => {
  await app.register(balanceRoutes, { beforeBalance: options.beforeBalance });
  await app.register(awayStakesRoutes);
};
