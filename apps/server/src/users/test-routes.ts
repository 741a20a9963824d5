// Test builds only (ANTBRAWL_TEST_CLOCK=1): the browser suite sets how many ants a colony holds in one call. Never
// registered otherwise.

import { ErrorBody } from "@antbrawl/protocol/errors";
import { TEST_PATHS } from "@antbrawl/protocol/paths/test-clock";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { forbidden } from "../lib/domain-error";
import { installSessionGuard } from "../plugins/auth";
import { setMaxAnts } from "./repository";

const MaxAntsBody = Type.Object(
  { max_ants: Type.Integer({ minimum: 1, maximum: 20 }) },
  { additionalProperties: false },
);

/** POST /api/test/users/{userId}/max-ants, for the owner's session only. */
export const maxAntsTestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  installSessionGuard(app);
  app.post(
    TEST_PATHS.maxAnts.path,
    {
      schema: {
        tags: ["system"],
        summary: "Test only: set how many ants a colony holds",
        params: Type.Object({ userId: Type.String() }),
        body: MaxAntsBody,
        response: { 200: MaxAntsBody, 403: ErrorBody },
      },
    },
    async (request) => {
      if (request.params.userId !== request.sessionUserId) throw forbidden("You can only access your own account");
      await setMaxAnts(app.deps.db, request.params.userId, request.body.max_ants);
      return { max_ants: request.body.max_ants };
    },
  );
};
