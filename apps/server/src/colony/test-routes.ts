// Test builds only (ANTBRAWL_TEST_CLOCK=1): the browser suite raises an ant's level, health or energy in one call
// instead of hours of battles, as the stat editor does for stats. Never registered otherwise.

import { Ant } from "@antbrawl/protocol/ants";
import { ErrorBody } from "@antbrawl/protocol/errors";
import { TEST_PATHS } from "@antbrawl/protocol/paths/test-clock";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { notFound } from "../lib/domain-error";
import { installSessionGuard } from "../plugins/auth";
import { findAnt, setAntRecord } from "./ants-repository";
import { presentAnt } from "./present-ant";

const AntRecordBody = Type.Object(
  {
    total_experience: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    current_health: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    energy: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  },
  { additionalProperties: false },
);
/** POST /api/test/ants/{antId}/record, for the owner's session only. */
export const antRecordTestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  installSessionGuard(app);
  const { db, now } = app.deps;
  app.post(
    TEST_PATHS.antRecord.path,
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
      return presentAnt(await setAntRecord(db, request.params.antId, request.body, at), at);
    },
  );
};
