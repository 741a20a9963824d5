// Every ant route of the colony, registered together inside the owner-guarded /api/users/{userId} scope.
import type { FastifyPluginAsync } from "fastify";
import { careRoutes } from "./care";
import { chatRoutes } from "./chat";
import { antCrudRoutes } from "./crud";
import { statsRoutes } from "./stats";

export const antRoutes: FastifyPluginAsync = async (scope) => {
  await scope.register(antCrudRoutes);
  await scope.register(careRoutes);
  await scope.register(statsRoutes);
  await scope.register(chatRoutes);
};
