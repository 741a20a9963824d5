// GET and PUT /ants/{antId}/schedule: the weekly plan and its history of applied and skipped days.
import { AntParams } from "@antbrawl/protocol/ants";
import { ErrorBody } from "@antbrawl/protocol/errors";
import { TRAINING_PATHS } from "@antbrawl/protocol/paths/training";
import { ScheduleAnswer, ScheduleBody } from "@antbrawl/protocol/training";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { readSchedule, saveSchedule } from "./schedule";

export const scheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.deps;

  app.get(
    TRAINING_PATHS.schedule.path,
    {
      schema: {
        tags: ["training"],
        summary: "The weekly plan and the days it applied or skipped (passed days are applied first)",
        params: AntParams,
        response: { 200: ScheduleAnswer, 404: ErrorBody },
      },
    },
    async (request) => readSchedule(db, request.params.userId, request.params.antId, now()),
  );

  app.put(
    TRAINING_PATHS.setSchedule.path,
    {
      schema: {
        tags: ["training"],
        summary: "Saves the weekly plan (an activity or null per weekday)",
        params: AntParams,
        body: ScheduleBody,
        response: { 200: ScheduleAnswer, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { userId, antId } = request.params;
      return saveSchedule(app.deps, userId, antId, request.body.plan, now());
    },
  );
};
