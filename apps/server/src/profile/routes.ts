// The profile domain's routes under /api/users/{userId}: register inside the owner-guarded user scope.
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { statisticsRoutes } from "./statistics-routes";

/** The Statistics read; the owner guard of the enclosing scope checks the caller. */
export const userProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(statisticsRoutes);
};
