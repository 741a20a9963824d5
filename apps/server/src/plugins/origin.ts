// Cross-site request refusal: a state-changing request that rides on the session cookie must come from our own origin.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "../lib/domain-error";
import { SESSION_COOKIE } from "./auth";

export const FOREIGN_ORIGIN = "Request refused: it comes from another site (Origin does not match this game)";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function originOf(value: string | undefined): string | undefined {
  if (!value || value === "null") return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin this server answers as: PUBLIC_ORIGIN when set, else the request's own scheme and host (the scheme the
 * connection used, or X-Forwarded-Proto from a trusted proxy hop).
 */
export function allowedOrigin(request: Pick<FastifyRequest, "host" | "protocol">, publicOrigin: string | undefined) {
  const configured = originOf(publicOrigin);
  if (configured) return configured;
  if (!request.host) return undefined;
  const scheme = request.protocol === "https" ? "https" : "http";
  return originOf(`${scheme}://${request.host}`);
}

/** True when the request names an Origin (or, without one, a Referer) that is one of ours. */
function isSameOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const header = request.headers.origin ?? request.headers.referer;
  const given = originOf(typeof header === "string" ? header : undefined);
  if (!given) return false;
  return given === allowedOrigin(request, publicOrigin);
}

/**
 * Refuses with 403 { detail } every POST/PUT/PATCH/DELETE that carries the session cookie without a matching Origin or
 * Referer. A request with a Bearer token authenticates by that token alone (see `tokenOf`), which another site
 * cannot send, so it passes with or without the cookie.
 */
export function installOriginCheck(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!request.cookies?.[SESSION_COOKIE]) return;
    if (request.headers.authorization?.startsWith("Bearer ")) return;
    if (!isSameOrigin(request, app.deps.config.publicOrigin)) throw forbidden(FOREIGN_ORIGIN);
  });
}
