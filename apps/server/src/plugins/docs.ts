// OpenAPI description built from the route schemas, served at /api/docs (JSON at /api/docs/json).
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";

export async function installDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: "Antbrawl API", version: "1.0.0", description: "REST API of Antbrawl. Errors are { detail }." },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
