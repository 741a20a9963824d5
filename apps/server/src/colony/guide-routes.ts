// GET /guide, POST /guide/visits and POST /guide/skip: the player's first-hour guide (issue 28, FH1–FH3).
import { ErrorBody } from "@antbrawl/protocol/errors";
import { GuideAnswer, GuideVisitBody } from "@antbrawl/protocol/guide";
import { GUIDE_PATHS } from "@antbrawl/protocol/paths/guide";
import { UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { guideOf, markGuideVisit, skipGuide } from "./guide";

export const guideRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.deps;
  app.get(
    GUIDE_PATHS.state.path,
    {
      schema: {
        tags: ["guide"],
        summary: "The first-hour guide: whether it shows, and each step with whether it is done",
        params: UserIdParams,
        response: { 200: GuideAnswer },
      },
    },
    async (request) => guideOf(db, request.params.userId),
  );
  app.post(
    GUIDE_PATHS.visit.path,
    {
      schema: {
        tags: ["guide"],
        summary: "Marks a step the player opened from the guide (only the steps done by a visit)",
        params: UserIdParams,
        body: GuideVisitBody,
        response: { 200: GuideAnswer, 400: ErrorBody },
      },
    },
    async (request) => markGuideVisit(db, request.params.userId, request.body.step, now()),
  );
  app.post(
    GUIDE_PATHS.skip.path,
    {
      schema: {
        tags: ["guide"],
        summary: "Skips the guide for good, on every device",
        params: UserIdParams,
        response: { 200: GuideAnswer },
      },
    },
    async (request) => skipGuide(db, request.params.userId, now()),
  );
};
