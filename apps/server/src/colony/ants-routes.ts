// POST/GET /ants, GET/PUT/DELETE /ants/{antId} under the owner-guarded /api/users/{userId} scope.
import { Ant, AntParams, CreateAntBody, DeleteAntAnswer, UpdateAntBody } from "@antbrawl/protocol/ants";
import { COLONY_ERRORS, ErrorBody } from "@antbrawl/protocol/errors";
import { ANT_PATHS } from "@antbrawl/protocol/paths/ants";
import { UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { notFound } from "../lib/domain-error";
import { createAnt, releaseAnt, updateAnt } from "./ants";
import { findAnt, listAnts } from "./ants-repository";
import { presentAnt } from "./present-ant";
import { type ColonySettle, NOTHING_TO_SETTLE } from "./settle-hooks";

export const antCrudRoutes: FastifyPluginAsyncTypebox<{ settle?: ColonySettle }> = async (app, options) => {
  const { db, now } = app.deps;
  const settle = options.settle ?? NOTHING_TO_SETTLE;

  app.post(
    ANT_PATHS.create.path,
    {
      schema: {
        tags: ["ants"],
        summary: "Create an ant (409 when the colony is full)",
        params: UserIdParams,
        body: CreateAntBody,
        response: { 201: Ant, 400: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const at = now();
      const { name, appearance } = request.body;
      const row = await createAnt(app.deps, request.params.userId, { name, color: appearance.color }, at);
      return reply.status(201).send(presentAnt(row, at));
    },
  );

  app.get(
    ANT_PATHS.list.path,
    {
      schema: {
        tags: ["ants"],
        summary: "The colony, oldest first",
        params: UserIdParams,
        response: { 200: Type.Array(Ant) },
      },
    },
    async (request) => {
      const at = now();
      await settle.colony(db, request.params.userId, at);
      return (await listAnts(db, request.params.userId)).map((row) => presentAnt(row, at));
    },
  );

  app.get(
    ANT_PATHS.ant.path,
    { schema: { tags: ["ants"], params: AntParams, response: { 200: Ant, 404: ErrorBody } } },
    async (request) => {
      const at = now();
      const { userId, antId } = request.params;
      const found = await findAnt(db, userId, antId);
      const row = found && (await settle.ant(db, userId, found, at));
      if (!row) throw notFound(COLONY_ERRORS.antNotFound);
      return presentAnt(row, at);
    },
  );

  app.put(
    ANT_PATHS.update.path,
    {
      schema: {
        tags: ["ants"],
        summary: "Rename and/or recolour an ant",
        params: AntParams,
        body: UpdateAntBody,
        response: { 200: Ant, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const at = now();
      const { userId, antId } = request.params;
      const row = await updateAnt(
        app.deps,
        userId,
        antId,
        { name: request.body.name, color: request.body.appearance?.color },
        at,
      );
      return presentAnt(row, at);
    },
  );

  app.delete(
    ANT_PATHS.release.path,
    {
      schema: {
        tags: ["ants"],
        summary: "Release an ant for good (its chat history goes with it)",
        params: AntParams,
        response: { 200: DeleteAntAnswer, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const row = await releaseAnt(app.deps, request.params.userId, request.params.antId);
      return { success: true, message: `${row.name} has been released from your colony`, ant_id: row.id };
    },
  );
};
