// GET /api/auth/oidc/start (302 to the issuer, binding cookie) and POST /api/auth/oidc/callback ({ code, state }).
import { OidcCallbackBody, OidcStartQuery, SIGN_IN_TEXTS, SignInAnswer } from "@antbrawl/protocol/auth";
import { AUTH_PATHS } from "@antbrawl/protocol/paths/auth";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isDomainError } from "../lib/domain-error";
import { authenticate, tokenOf } from "../plugins/auth";
import { presentUser, setSessionCookie } from "../users";
import { ATTEMPT_TTL_MS, finishAttempt, type OidcContext, startAttempt } from "./oidc";
import type { OidcDiscovery } from "./oidc-client";

/** The httpOnly cookie holding the random value that binds an attempt to the browser that started it. */
const BINDING_COOKIE = "antbrawl_oidc";
const COOKIE_PATH = "/api/auth/oidc";

/** Where the issuer sends the browser back: PUBLIC_ORIGIN, else this request's own origin, plus /auth/callback. */
function redirectUri(app: FastifyInstance, request: FastifyRequest): string {
  const origin = app.deps.config.publicOrigin?.replace(/\/$/, "") ?? `${request.protocol}://${request.host}`;
  return `${origin}/auth/callback`;
}

function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? "").includes("text/html");
}

export function oidcRoutes(discovery: OidcDiscovery | null): FastifyPluginAsyncTypebox {
  return async (app) => {
    const context = (request: FastifyRequest): OidcContext => ({
      db: app.deps.db,
      discovery,
      now: app.deps.now(),
      sessionDays: app.deps.config.sessionDays,
      log: request.log,
    });
    const secure = app.deps.config.publicOrigin?.startsWith("https://") ?? false;

    app.get(
      AUTH_PATHS.oidcStart.path,
      { schema: { tags: ["auth"], querystring: OidcStartQuery } },
      async (request, reply) => {
        const purpose = request.query.purpose ?? "signin";
        try {
          const userId = purpose === "link" ? ((await authenticate(app, request)) ?? null) : null;
          const { url, binding } = await startAttempt(context(request), {
            purpose,
            userId,
            redirectUri: redirectUri(app, request),
          });
          reply.setCookie(BINDING_COOKIE, binding, {
            path: COOKIE_PATH,
            httpOnly: true,
            sameSite: "lax",
            secure,
            maxAge: ATTEMPT_TTL_MS / 1000,
          });
          reply.header("cache-control", "no-store");
          return reply.redirect(url, 302);
        } catch (error) {
          if (!isDomainError(error) || !wantsPage(request)) throw error;
          const back = new URLSearchParams({ error: "start_failed", error_description: error.detail });
          return reply.redirect(`/auth/callback?${back}`, 302);
        }
      },
    );

    app.post(
      AUTH_PATHS.oidcCallback.path,
      { schema: { tags: ["auth"], body: OidcCallbackBody, response: { 200: SignInAnswer } } },
      async (request, reply) => {
        const sessionUserId = await authenticate(app, request);
        const finished = await finishAttempt(context(request), {
          code: request.body.code,
          state: request.body.state,
          binding: request.cookies[BINDING_COOKIE],
          sessionUserId,
          userAgent: request.headers["user-agent"],
        });
        reply.clearCookie(BINDING_COOKIE, { path: COOKIE_PATH });
        const token = finished.token ?? tokenOf(request);
        if (!token) throw new Error(SIGN_IN_TEXTS.failed);
        if (finished.token) setSessionCookie(app, reply, finished.token);
        return { success: true, user: presentUser(finished.user), token, message: finished.message };
      },
    );
  };
}
