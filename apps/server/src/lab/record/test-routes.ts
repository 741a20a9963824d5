// Test builds only (ANTBRAWL_TEST_CLOCK=1): the browser suite raises an ant's level and a colony's size in one call
// instead of hours of battles, as the stat editor does for stats. Never registered otherwise.
import { Ant } from "@antbrawl/protocol/ants";
import { ErrorBody } from "@antbrawl/protocol/errors";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { findAnt } from "../../colony/ants-repository";
import { presentAnt } from "../../colony/present-ant";
import { forbidden, notFound } from "../../lib/domain-error";
import { installSessionGuard } from "../../plugins/auth";

const AntRecordBody = Type.Object(
  {
    total_experience: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    current_health: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    energy: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  },
  { additionalProperties: false },
);
const MaxAntsBody = Type.Object(
  { max_ants: Type.Integer({ minimum: 1, maximum: 20 }) },
  { additionalProperties: false },
);

/** POST /api/test/ants/{antId}/record and POST /api/test/users/{userId}/max-ants, for the owner's session only. */
export const labTestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  installSessionGuard(app);
  const { db, now } = app.deps;
  app.post(
    "/api/test/ants/:antId/record",
    {
      schema: {
        tags: ["system"],
        summary: "Test only: set an ant's experience, health or energy",
        params: Type.Object({ antId: Type.String() }),
        body: AntRecordBody,
        response: { 200: Ant, 404: ErrorBody },
      },
    },
    async (request) => {
      const userId = request.sessionUserId as string;
      if (!(await findAnt(db, userId, request.params.antId))) throw notFound("Ant not found");
      const at = now();
      const row = await db
        .updateTable("ants")
        .set({ ...request.body, ...(request.body.current_health === undefined ? {} : { needs_updated_at: at }) })
        .where("id", "=", request.params.antId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return presentAnt(row, at);
    },
  );
  app.post(
    "/api/test/users/:userId/max-ants",
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
      await db
        .updateTable("users")
        .set({ max_ants: request.body.max_ants })
        .where("id", "=", request.params.userId)
        .execute();
      return { max_ants: request.body.max_ants };
    },
  );
};
