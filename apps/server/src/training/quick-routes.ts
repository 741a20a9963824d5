// POST /ants/{antId}/train?training_type=t and GET /ants/{antId}/training-advice.
import { AntParams } from "@antbrawl/protocol/ants";
import { ErrorBody } from "@antbrawl/protocol/errors";
import { TRAINING_PATHS } from "@antbrawl/protocol/paths/training";
import { TrainingAdvice, TrainingResult, TrainQuery } from "@antbrawl/protocol/training";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { presentAnt } from "../colony";
import { adviceFor } from "./advice";
import { quickTrain } from "./quick";

export const quickTrainingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now, config } = app.deps;

  app.post(
    TRAINING_PATHS.train.path,
    {
      schema: {
        tags: ["training"],
        summary: "One quick-training session (5 a UTC day); 409 with the readiness reason when the ant cannot train",
        params: AntParams,
        querystring: TrainQuery,
        response: { 200: TrainingResult, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const at = now();
      const { userId, antId } = request.params;
      const done = await quickTrain(
        app.deps,
        userId,
        antId,
        request.query.training_type,
        at,
        config.trainingDurationMs,
      );
      return {
        success: true,
        message: done.message,
        experience_gained: done.experience,
        energy_consumed: Math.round(done.energy * 100) / 100,
        stats_improved: done.gains as Record<string, number>,
        effectiveness: done.effectiveness,
        training_until: done.row.training_until?.toISOString() ?? at.toISOString(),
        sessions_today: done.sessionsToday,
        ant: presentAnt(done.row, at),
      };
    },
  );

  app.get(
    TRAINING_PATHS.advice.path,
    {
      schema: {
        tags: ["training"],
        summary: "Readiness, effectiveness, the type to train next and tips, from the ant's stats and needs",
        params: AntParams,
        response: { 200: TrainingAdvice, 404: ErrorBody },
      },
    },
    async (request) => adviceFor(db, request.params.userId, request.params.antId, now()),
  );
};
