// Every ant route of the colony, registered together inside the owner-guarded /api/users/{userId} scope.
import type { FastifyPluginAsync } from "fastify";
import { antCrudRoutes } from "./ants-routes";
import { careRoutes } from "./care-routes";
import { chatRoutes } from "./chat-routes";
import { statsRoutes } from "./stats-routes";

export const antRoutes: FastifyPluginAsync = async (scope) => {
  await scope.register(antCrudRoutes);
  await scope.register(careRoutes);
  await scope.register(statsRoutes);
  await scope.register(chatRoutes);
};
