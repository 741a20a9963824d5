// The skill tree routes: read, raise one skill, auto-allocate by style, and a paid reset.
import { AntParams } from "@antbrawl/protocol/ants";
import { ErrorBody } from "@antbrawl/protocol/errors";
import { SkillParams, SkillsAnswer } from "@antbrawl/protocol/training";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { notifyUser } from "../ws/notify";
import { autoAllocateSkills, raiseOneSkill, readSkills, resetSkills } from "./skills";

export const skillRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.deps;
  const answers = { 200: SkillsAnswer, 404: ErrorBody, 409: ErrorBody };

  app.get(
    "/ants/:antId/skills",
    { schema: { tags: ["training"], summary: "Skill levels and points", params: AntParams, response: answers } },
    async (request) => readSkills(db, request.params.userId, request.params.antId, now()),
  );

  app.post(
    "/ants/:antId/skills/auto-allocate",
    {
      schema: {
        tags: ["training"],
        summary: "Spends every point it can the way the ant's primary style prefers",
        params: AntParams,
        response: answers,
      },
    },
    async (request) => {
      const answer = await autoAllocateSkills(db, request.params.userId, request.params.antId, now());
      notifyUser(app, request.params.userId, { type: "ant_updated", ant_id: request.params.antId });
      return answer;
    },
  );

  app.post(
    "/ants/:antId/skills/reset",
    {
      schema: {
        tags: ["training"],
        summary: "Returns every skill point for a fee paid through the ledger",
        params: AntParams,
        response: answers,
      },
    },
    async (request) => {
      const answer = await resetSkills(db, request.params.userId, request.params.antId, now());
      notifyUser(app, request.params.userId, { type: "ant_updated", ant_id: request.params.antId });
      return answer;
    },
  );

  app.post(
    "/ants/:antId/skills/:skillId",
    {
      schema: {
        tags: ["training"],
        summary: "Raises one skill by one level (points, maximum level and requirements are checked)",
        params: SkillParams,
        response: answers,
      },
    },
    async (request) => {
      const { userId, antId, skillId } = request.params;
      const answer = await raiseOneSkill(db, userId, antId, skillId, now());
      notifyUser(app, userId, { type: "ant_updated", ant_id: antId });
      return answer;
    },
  );
};
