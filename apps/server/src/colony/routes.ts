// Every colony route (ants, care, stats, chat, achievements), registered inside the owner-guarded /api/users/{userId} scope.
import type { FastifyPluginAsync } from "fastify";
import { achievementRoutes } from "./achievements-routes";
import { antCrudRoutes } from "./ants-routes";
import { careRoutes } from "./care-routes";
import { chatRoutes } from "./chat-routes";
import { statsRoutes } from "./stats-routes";

export const antRoutes: FastifyPluginAsync = async (scope) => {
  await scope.register(antCrudRoutes);
  await scope.register(careRoutes);
  await scope.register(statsRoutes);
  await scope.register(chatRoutes);
  await scope.register(achievementRoutes);
};
