// Who is calling: a Bearer token or the session cookie, looked up once per request (cached briefly); and the owner guard.
import { ERRORS } from "@antbrawl/protocol/errors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden, unauthenticated } from "../lib/domain-error";

export const SESSION_COOKIE = "antbrawl_session";

declare module "fastify" {
  interface FastifyRequest {
    sessionUserId?: string;
  }
}

/** The session token a request carries, if any (Authorization: Bearer first, then the cookie). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice("Bearer ".length).trim() || undefined;
  return request.cookies?.[SESSION_COOKIE] || undefined;
}

/** Resolves the caller's user id from its token, or undefined when there is no live session. */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<string | undefined> {
  const token = tokenOf(request);
  if (!token) return undefined;
  return app.deps.sessions.userIdForToken(app.deps.db, token, app.deps.now());
}

/**
 * Route-level guard for everything under /api/users/:userId: 401 without a live session,
 * 403 when the session belongs to another player. Registered once on the scope, not per handler.
 */
export function installOwnerGuard(scope: FastifyInstance): void {
  scope.addHook("onRequest", async (request) => {
    const userId = await authenticate(scope, request);
    if (!userId) throw unauthenticated(ERRORS.notAuthenticated);
    const { userId: pathUserId } = request.params as { userId?: string };
    if (pathUserId !== userId) throw forbidden(ERRORS.forbidden);
    request.sessionUserId = userId;
  });
}

/** Guard for routes outside a user's path that still need a signed-in caller. */
export function installSessionGuard(scope: FastifyInstance): void {
  scope.addHook("onRequest", async (request) => {
    const userId = await authenticate(scope, request);
    if (!userId) throw unauthenticated(ERRORS.notAuthenticated);
    request.sessionUserId = userId;
  });
}
