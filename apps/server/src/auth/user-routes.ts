// GET /api/users/{userId}/sign-in-methods: password set or not, Google linked or not (under the owner scope).

import { ERRORS } from "@antbrawl/protocol/errors";
import { AUTH_PATHS } from "@antbrawl/protocol/paths/auth";
import { SignInMethods, UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { notFound } from "../lib/domain-error";
import { findUserById } from "../users";
import { identityOfUser } from "./repository";

export const authUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    AUTH_PATHS.signInMethods.path,
    { schema: { tags: ["auth"], params: UserIdParams, response: { 200: SignInMethods } } },
    async (request) => {
      const user = await findUserById(app.deps.db, request.params.userId);
      if (!user) throw notFound(ERRORS.userNotFound);
      const identity = await identityOfUser(app.deps.db, user.id);
      return {
        password: user.password_hash !== null,
        google: { linked: identity !== undefined, email: identity?.email ?? null },
        google_available: app.deps.config.oidc !== null,
      };
    },
  );
};
