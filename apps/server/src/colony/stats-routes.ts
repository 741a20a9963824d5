// POST /ants/{antId}/update-stats: the testing stat editor sets all 20 stats (each 1 to 20).
import { Ant, AntParams, UpdateStatsBody } from "@antbrawl/protocol/ants";
import { ErrorBody } from "@antbrawl/protocol/errors";
import { ANT_PATHS } from "@antbrawl/protocol/paths/ants";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { setAntStats } from "./ants";
import { presentAnt } from "./present-ant";

export const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { now } = app.deps;
  app.post(
    ANT_PATHS.updateStats.path,
    {
      schema: {
        tags: ["ants"],
        summary: "Set all 20 stats (testing feature); 400 names the first bad stat",
        params: AntParams,
        body: UpdateStatsBody,
        response: { 200: Ant, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const at = now();
      const row = await setAntStats(app.deps, request.params.userId, request.params.antId, request.body.stats, at);
      return presentAnt(row, at);
    },
  );
};
