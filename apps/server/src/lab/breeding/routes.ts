// Breeding routes: status and start under the owner-guarded /api/users/{userId} scope, hatching under /api/breeding.
import { ErrorBody } from "@antbrawl/protocol/errors";
import {
  BreedingIdParams,
  BreedingStatus,
  CompleteBreedingAnswer,
  StartBreedingAnswer,
  StartBreedingBody,
} from "@antbrawl/protocol/lab-breeding";
import { BREEDING_PATHS } from "@antbrawl/protocol/paths/lab-breeding";
import { UserIdParams } from "@antbrawl/protocol/users";
import { BREEDING_MESSAGES, breedingCompleteMessage } from "@antbrawl/rules/lab/eligibility";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { presentAnt } from "../../colony";
import { installSessionGuard } from "../../plugins/auth";
import { completeBreeding } from "./complete";
import { presentBreeding } from "./present";
import { listBreedings } from "./repository";
import { startBreeding } from "./start";

/** GET /breeding/status and POST /breeding/start; register inside the owner scope. */
export const userBreedingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now, config } = app.deps;

  app.get(
    BREEDING_PATHS.status.path,
    {
      schema: {
        tags: ["breeding"],
        summary: "The player's breeding operations, newest first",
        params: UserIdParams,
        response: { 200: BreedingStatus },
      },
    },
    async (request) => {
      const at = now();
      return (await listBreedings(db, request.params.userId)).map((row) => presentBreeding(row, at));
    },
  );

  app.post(
    BREEDING_PATHS.start.path,
    {
      schema: {
        tags: ["breeding"],
        summary: "Start breeding two of the player's ants (free; incubates 5 minutes)",
        params: UserIdParams,
        body: StartBreedingBody,
        response: { 201: StartBreedingAnswer, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const at = now();
      const row = await startBreeding(db, request.params.userId, request.body, at, config.breedingIncubationMs);
      return reply
        .status(201)
        .send({ success: true, message: BREEDING_MESSAGES.started, breeding: presentBreeding(row, at) });
    },
  );
};

/** POST /{breedingId}/complete; register with the prefix /api/breeding. */
export const breedingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  installSessionGuard(app);
  app.post(
    BREEDING_PATHS.complete.path,
    {
      schema: {
        tags: ["breeding"],
        summary: "Hatch a clutch once its expected birth has passed (exactly once)",
        params: BreedingIdParams,
        response: { 200: CompleteBreedingAnswer, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request): Promise<CompleteBreedingAnswer> => {
      const at = app.deps.now();
      const userId = request.sessionUserId as string;
      const hatched = await completeBreeding(app.deps, userId, request.params.breedingId, at);
      const names = hatched.offspring.map((ant) => ant.name);
      return {
        success: hatched.result.success,
        message: hatched.result.success ? breedingCompleteMessage(names) : BREEDING_MESSAGES.failedHatch,
        offspring: hatched.offspring.map((ant) => presentAnt(ant, at)),
        breeding: presentBreeding(hatched.breeding, at),
      };
    },
  );
};
