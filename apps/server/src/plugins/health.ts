// GET /api/health: which parts serve (database, bus), for load balancers and operators; 503 when the game cannot serve.
import { HealthAnswer } from "@antbrawl/protocol/health";
import { PROTOCOL_VERSION } from "@antbrawl/protocol/ws";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { databaseAnswers } from "../db/database";

/** A bus may say whether it currently reaches its broker; a bus without the hook is taken as healthy. */
interface MaybeHealthyBus {
  healthy?: () => boolean | Promise<boolean>;
}

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/api/health",
    { schema: { tags: ["system"], response: { 200: HealthAnswer, 503: HealthAnswer } } },
    async (_request, reply) => {
      const { db, dbKind, bus } = app.deps;
      const [databaseUp, busUp] = await Promise.all([
        databaseAnswers(db),
        Promise.resolve((bus as MaybeHealthyBus).healthy?.() ?? true).catch(() => false),
      ]);
      const degraded = [...(databaseUp ? [] : ["database"]), ...(busUp ? [] : ["bus"])];
      const answer = {
        status: !databaseUp ? ("down" as const) : degraded.length ? ("degraded" as const) : ("ok" as const),
        database: databaseUp ? dbKind : ("down" as const),
        bus: busUp ? bus.kind : ("down" as const),
        degraded,
        protocol_version: PROTOCOL_VERSION,
      };
      if (!databaseUp) {
        return reply.status(503).send({ ...answer, detail: "The database is not answering; the game cannot serve" });
      }
      return answer;
    },
  );
};
