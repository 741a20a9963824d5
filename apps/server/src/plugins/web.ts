// Serves the built single-page app (its .br/.gz copies when accepted) with an index.html fallback; /api misses stay JSON.
import fs from "node:fs";
import path from "node:path";
import { ERRORS } from "@antbrawl/protocol/errors";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Registers static serving when the web build exists; the API not-found answer is installed either way. */
export async function installWeb(app: FastifyInstance, webDist: string | null): Promise<void> {
  const hasBuild = webDist !== null && fs.existsSync(path.join(webDist, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    const looksLikeFile = /\.[a-z0-9]+$/i.test(request.url.split("?")[0] ?? "");
    if (!isApi && !looksLikeFile && hasBuild && request.method === "GET") {
      return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
    }
    return reply
      .status(404)
      .send({ detail: isApi ? ERRORS.noRoute(request.method, request.url.split("?")[0] ?? "") : ERRORS.notFound });
  });
}
