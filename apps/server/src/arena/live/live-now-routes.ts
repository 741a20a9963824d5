// GET /api/arena/live: Live now, the ranked live battles in progress that anyone signed in may watch.
import { ErrorBody } from "@antbrawl/protocol/errors";
import { LiveNowList, LiveNowQuery } from "@antbrawl/protocol/live-now";
import { ARENA_PATHS } from "@antbrawl/protocol/paths/arena";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { installSessionGuard } from "../../plugins/auth";
import { listLiveNow } from "./live-now-repository";

/** Register with the prefix /api/arena. */
export const liveNowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  installSessionGuard(app);
  app.get(
    ARENA_PATHS.liveNow.path,
    {
      schema: {
        tags: ["arena"],
        summary:
          "Ranked live battles in progress, newest first, whose players both allow Live now: sides, turn, watchers",
        querystring: LiveNowQuery,
        response: { 200: LiveNowList, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request): Promise<LiveNowList> => ({
      battles: await listLiveNow(app.deps.db, request.query.limit ?? 20),
    }),
  );
};
