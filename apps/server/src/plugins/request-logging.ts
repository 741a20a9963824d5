// Which requests log at debug rather than info: health, readiness and metrics polls, and the web build's static files.
import type { FastifyInstance } from "fastify";

const POLLS = new Set(["/api/health", "/api/ready", "/metrics"]);

/** True for a poll or a static file: Fastify's own per-request lines are off for these (they log at debug below). */
export function isQuietRequest(request: { url?: string; method?: string }): boolean {
  const pathname = (request.url ?? "").split("?")[0] ?? "";
  if (POLLS.has(pathname)) return true;
  const isApi = pathname === "/api" || pathname.startsWith("/api/");
  return !isApi && (request.method === "GET" || request.method === "HEAD") && /\.[a-z0-9]+$/i.test(pathname);
}

/** Logs quiet requests once, when answered: at debug, or warn when the answer is a server error. */
export function installQuietRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    if (!isQuietRequest(request)) return;
    const line = { url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (reply.statusCode >= 500) request.log.warn(line, "request completed");
    else request.log.debug(line, "request completed");
  });
}
