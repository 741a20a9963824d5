// GET /ants/{antId}/pedigree under the owner-guarded /api/users/{userId} scope (the inspector's Genetics tab).
import { AntParams } from "@antbrawl/protocol/ants";
import { ErrorBody } from "@antbrawl/protocol/errors";
import { Pedigree } from "@antbrawl/protocol/lab-record";
import { RECORD_PATHS } from "@antbrawl/protocol/paths/lab-record";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { pedigreeOf } from "./pedigree";

export const pedigreeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    RECORD_PATHS.pedigree.path,
    {
      schema: {
        tags: ["ants"],
        summary: "Parents and grandparents of an ant, alive or released",
        params: AntParams,
        response: { 200: Pedigree, 404: ErrorBody },
      },
    },
    async (request) => pedigreeOf(app.deps.db, request.params.userId, request.params.antId),
  );
};
