// GET /api/health: liveness, database kind and bus kind, for load balancers and operators.
import { HealthAnswer } from "@antbrawl/protocol/health";
import { PROTOCOL_VERSION } from "@antbrawl/protocol/ws";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "kysely";

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get("/api/health", { schema: { tags: ["system"], response: { 200: HealthAnswer } } }, async () => {
    await sql`select 1`.execute(app.deps.db);
    return {
      status: "ok" as const,
      database: app.deps.dbKind,
      bus: app.deps.bus.kind,
      protocol_version: PROTOCOL_VERSION,
    };
  });
};
