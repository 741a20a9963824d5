// The auth domain's public routes: /api/auth/config, /api/auth/login and Google sign-in under /api/auth/oidc.
import { AuthConfig } from "@antbrawl/protocol/auth";
import { ACCOUNT_ERRORS } from "@antbrawl/protocol/errors";
import { AUTH_PATHS } from "@antbrawl/protocol/paths/auth";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Redis } from "ioredis";
import { loginRoutes } from "./login-routes";
import { OidcDiscovery } from "./oidc-client";
import { oidcRoutes } from "./oidc-routes";
import { SignInAttempts } from "./sign-in-attempts";

export const authRoutes: FastifyPluginAsyncTypebox<{ rateLimitRedis?: Redis }> = async (app, options) => {
  const oidc = app.deps.config.oidc;
  const discovery = oidc ? new OidcDiscovery(oidc) : null;
  let warned = 0;
  const attempts = new SignInAttempts(
    options.rateLimitRedis,
    () => app.deps.now().getTime(),
    (error) => {
      if (Date.now() - warned < 60_000) return;
      warned = Date.now();
      app.log.warn({ err: error.message }, "Redis unreachable: sign-in attempts count on this node only");
    },
  );

  app.get(AUTH_PATHS.config.path, { schema: { tags: ["auth"], response: { 200: AuthConfig } } }, async () => ({
    google: { enabled: oidc !== null, reason: oidc ? null : ACCOUNT_ERRORS.googleUnconfigured },
  }));
  await app.register(loginRoutes(attempts));
  await app.register(oidcRoutes(discovery));
};
