// GET /api/health (liveness: which parts serve) and GET /api/ready (readiness: should this node get traffic).
import { HealthAnswer, ReadyAnswer } from "@antbrawl/protocol/health";
import { HEALTH_PATHS } from "@antbrawl/protocol/paths/health";
import { PROTOCOL_VERSION } from "@antbrawl/protocol/ws";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { databaseAnswers } from "../db/database";
import { migrationsCurrent } from "../db/migrate";

/** A bus may say whether it currently reaches its broker; a bus without the hook is taken as healthy. */
interface MaybeHealthyBus {
  healthy?: () => boolean | Promise<boolean>;
}

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    HEALTH_PATHS.health.path,
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

  let migrated = false;
  app.get(
    HEALTH_PATHS.ready.path,
    { schema: { tags: ["system"], response: { 200: ReadyAnswer, 503: ReadyAnswer } } },
    async (_request, reply) => {
      const { db, drain } = app.deps;
      const database = await databaseAnswers(db);
      // Applied migrations stay applied: once current, the check is not repeated.
      if (database && !migrated) migrated = await migrationsCurrent(db).catch(() => false);
      const answer = { database, migrations: migrated, draining: drain.draining };
      if (database && migrated && !drain.draining) return { ready: true, ...answer };
      const detail = drain.draining
        ? "This node is draining: send traffic to another one"
        : !database
          ? "The database is not answering"
          : "The database schema is older than this node's code: migrations are pending";
      return reply.status(503).send({ ready: false, ...answer, detail });
    },
  );
};
