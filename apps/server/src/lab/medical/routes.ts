// Medical Center routes under the owner-guarded /api/users/{userId} scope: diagnose and treat an ant.
import { AntParams } from "@antbrawl/protocol/ants";
import { ErrorBody } from "@antbrawl/protocol/errors";
import { Diagnosis, TreatAnswer, TreatQuery } from "@antbrawl/protocol/lab-medical";
import { MEDICAL_PATHS } from "@antbrawl/protocol/paths/lab-medical";
import { MEDICAL_MESSAGES, TREATMENTS } from "@antbrawl/rules/lab/treatments";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { presentAnt } from "../../colony";
import { diagnoseAnt } from "./diagnose";
import { treatAnt } from "./treat";

export const medicalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now, config } = app.deps;

  app.get(
    MEDICAL_PATHS.diagnose.path,
    {
      schema: {
        tags: ["medical"],
        summary: "Conditions of an ant and the treatments that help",
        params: AntParams,
        response: { 200: Diagnosis, 404: ErrorBody },
      },
    },
    async (request) => diagnoseAnt(db, request.params.userId, request.params.antId, now(), config.treatmentMinuteMs),
  );

  app.post(
    MEDICAL_PATHS.treat.path,
    {
      schema: {
        tags: ["medical"],
        summary: "Apply a recommended treatment (charged to the balance; the ant rests meanwhile)",
        params: AntParams,
        querystring: TreatQuery,
        response: { 200: TreatAnswer, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request): Promise<TreatAnswer> => {
      const at = now();
      const { userId, antId } = request.params;
      const treated = await treatAnt(
        app.deps,
        userId,
        antId,
        request.query.treatment_type,
        at,
        config.treatmentMinuteMs,
      );
      const treatment = TREATMENTS[treated.type];
      return {
        success: treated.success,
        message: treated.success ? MEDICAL_MESSAGES.applied : MEDICAL_MESSAGES.failed,
        treatment: {
          id: treated.treatmentId,
          type: treated.type,
          name: treatment.name,
          cost: treatment.costMilli / 1000,
          ends_at: treated.endsAt.toISOString(),
        },
        ant: presentAnt(treated.ant, at),
      };
    },
  );
};
