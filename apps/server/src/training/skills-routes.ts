// The skill tree routes: read, raise one skill, auto-allocate by style, and a paid reset.
import { AntParams } from "@antbrawl/protocol/ants";
import { ErrorBody } from "@antbrawl/protocol/errors";
import { TRAINING_PATHS } from "@antbrawl/protocol/paths/training";
import { SkillParams, SkillsAnswer } from "@antbrawl/protocol/training";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { autoAllocateSkills, raiseOneSkill, readSkills, resetSkills } from "./skills";

export const skillRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.deps;
  const answers = { 200: SkillsAnswer, 404: ErrorBody, 409: ErrorBody };

  app.get(
    TRAINING_PATHS.skills.path,
    { schema: { tags: ["training"], summary: "Skill levels and points", params: AntParams, response: answers } },
    async (request) => readSkills(db, request.params.userId, request.params.antId, now()),
  );

  app.post(
    TRAINING_PATHS.autoAllocate.path,
    {
      schema: {
        tags: ["training"],
        summary: "Spends every point it can the way the ant's primary style prefers",
        params: AntParams,
        response: answers,
      },
    },
    async (request) => {
      return autoAllocateSkills(app.deps, request.params.userId, request.params.antId, now());
    },
  );

  app.post(
    TRAINING_PATHS.resetSkills.path,
    {
      schema: {
        tags: ["training"],
        summary: "Returns every skill point for a fee paid through the ledger",
        params: AntParams,
        response: answers,
      },
    },
    async (request) => {
      return resetSkills(app.deps, request.params.userId, request.params.antId, now());
    },
  );

  app.post(
    TRAINING_PATHS.raiseSkill.path,
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
      return raiseOneSkill(app.deps, userId, antId, skillId, now());
    },
  );
};
