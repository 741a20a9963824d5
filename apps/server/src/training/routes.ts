// Every training route of this domain (quick training, advice, schedule, skills), inside the owner-guarded scope.
import type { FastifyPluginAsync } from "fastify";
import { quickTrainingRoutes } from "./quick-routes";
import { scheduleRoutes } from "./schedule-routes";
import { skillRoutes } from "./skills-routes";

export const trainingRoutes: FastifyPluginAsync = async (scope) => {
  await scope.register(quickTrainingRoutes);
  await scope.register(scheduleRoutes);
  await scope.register(skillRoutes);
};
