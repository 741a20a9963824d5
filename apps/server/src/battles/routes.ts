// The /api/battles scope: every route needs a live session (401 otherwise); each checks the caller's part itself.
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { installSessionGuard } from "../plugins/auth";
import { battleDetailRoutes } from "./detail-routes";
import { battleProofRoutes } from "./proof-routes";
import { selfBattleRoutes } from "./self-battle-routes";
import { startBattleRoutes } from "./start-routes";

/** Register with the prefix /api/battles. */
export const battleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  installSessionGuard(app);
  await app.register(selfBattleRoutes);
  await app.register(startBattleRoutes);
  await app.register(battleDetailRoutes);
  await app.register(battleProofRoutes);
};
