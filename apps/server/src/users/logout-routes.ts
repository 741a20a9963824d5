// POST /api/auth/logout: ends the session on the server so its token stops working at once.

import { ERRORS } from "@antbrawl/protocol/errors";
import { AUTH_PATHS } from "@antbrawl/protocol/paths/auth";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { unauthenticated } from "../lib/domain-error";
import { tokenOf } from "../plugins/auth";
import { clearSessionCookie } from "./cookie";
import { deleteSession } from "./sessions-repository";

export const logoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    AUTH_PATHS.logout.path,
    { schema: { tags: ["auth"], response: { 200: Type.Object({ success: Type.Boolean() }) } } },
    async (request, reply) => {
      const token = tokenOf(request);
      if (!token) throw unauthenticated(ERRORS.notAuthenticated);
      await app.deps.sessionEnds.ended([await deleteSession(app.deps.db, token)]);
      clearSessionCookie(reply);
      return { success: true };
    },
  );
};
