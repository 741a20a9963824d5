// GET /api/users/{userId}: the player, to its owner only (the owner guard of the scope checks).
import { ERRORS } from "@antbrawl/protocol/errors";
import { USER_PATHS } from "@antbrawl/protocol/paths/users";
import { User, UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { notFound } from "../lib/domain-error";
import { findUserById, presentUser } from "./repository";

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    USER_PATHS.user.path,
    { schema: { tags: ["users"], params: UserIdParams, response: { 200: User } } },
    async (request) => {
      const row = await findUserById(app.deps.db, request.params.userId);
      if (!row) throw notFound(ERRORS.userNotFound);
      return presentUser(row);
    },
  );
};
