// POST /api/auth/login: username and password, answered like sign-up; failed attempts limited per account and address.
import { LoginBody, SignInAnswer } from "@antbrawl/protocol/auth";
import { ACCOUNT_ERRORS } from "@antbrawl/protocol/errors";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { unauthenticated } from "../lib/domain-error";
import { setSessionCookie } from "../users/cookie";
import { burnPasswordCheck, verifyPassword } from "../users/passwords";
import { findUserByUsername, presentUser, usernameKey } from "../users/repository";
import { createSession } from "../users/sessions-repository";
import type { LoginThrottle } from "./login-throttle";

/** A 429 answer through the error handler ({ detail }); domain errors have no "too many" kind. */
function tooMany(): Error {
  return Object.assign(new Error(ACCOUNT_ERRORS.tooManyLogins), {
    statusCode: 429,
    detail: ACCOUNT_ERRORS.tooManyLogins,
  });
}

export function loginRoutes(throttle: LoginThrottle): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      "/api/auth/login",
      { schema: { tags: ["auth"], body: LoginBody, response: { 200: SignInAnswer } } },
      async (request, reply) => {
        const account = usernameKey(request.body.username);
        if (throttle.isBlocked(account, request.ip)) throw tooMany();
        const user = account ? await findUserByUsername(app.deps.db, account) : undefined;
        const ok = user?.password_hash
          ? await verifyPassword(request.body.password, user.password_hash)
          : await burnPasswordCheck(request.body.password).then(() => false);
        if (!ok || !user) {
          if (await throttle.recordFailure(account, request.ip)) throw tooMany();
          throw unauthenticated(ACCOUNT_ERRORS.wrongLogin);
        }
        const token = await createSession(
          app.deps.db,
          user.id,
          app.deps.config.sessionDays,
          undefined,
          request.headers["user-agent"],
        );
        setSessionCookie(app, reply, token);
        return { success: true, user: presentUser(user), token, message: `Welcome back, ${user.username}!` };
      },
    );
  };
}
