// Every colony route (ants, care, stats, chat, achievements, guide), registered inside the owner-guarded /api/users/{userId} scope.
import type { FastifyPluginAsync } from "fastify";
import { achievementRoutes } from "./achievements-routes";
import { antCrudRoutes } from "./ants-routes";
import { careRoutes } from "./care-routes";
import { chatRoutes } from "./chat-routes";
import { guideRoutes } from "./guide-routes";
import type { ColonySettle } from "./settle-hooks";
import { statsRoutes } from "./stats-routes";

/** `settle` brings the player's ants up to date before they are shown (see settle-hooks.ts). */
export const antRoutes: FastifyPluginAsync<{ settle?: ColonySettle }> = async (scope, options) => {
  await scope.register(antCrudRoutes, { settle: options.settle });
  await scope.register(careRoutes);
  await scope.register(statsRoutes);
  await scope.register(chatRoutes);
  await scope.register(achievementRoutes);
  await scope.register(guideRoutes);
};
