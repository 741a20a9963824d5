// POST /api/auth/login: username and password, answered like sign-up; every attempt is counted before it is checked.
import { LoginBody, SignInAnswer } from "@antbrawl/protocol/auth";
import { ACCOUNT_ERRORS } from "@antbrawl/protocol/errors";
import { AUTH_PATHS } from "@antbrawl/protocol/paths/auth";
import { attemptCounters } from "@antbrawl/rules/accounts/sign-in-attempts";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { unauthenticated } from "../lib/domain-error";
import {
  burnPasswordCheck,
  createSession,
  findUserByUsername,
  presentUser,
  setSessionCookie,
  usernameKey,
  verifyPassword,
} from "../users";
import type { SignInAttempts } from "./sign-in-attempts";
import { trustDevice, trustedDeviceOf } from "./trusted-devices";

/** A 429 answer through the error handler ({ detail }); domain errors have no "too many" kind. */
function tooMany(): Error {
  return Object.assign(new Error(ACCOUNT_ERRORS.tooManyLogins), {
    statusCode: 429,
    detail: ACCOUNT_ERRORS.tooManyLogins,
  });
}

/**
 * Rules AU1–AU5: the attempt is taken on the account's and the address's counters (or a trusted device's own) before
 * the password is compared; a refused attempt compares nothing; a right password gives its attempt back.
 */
export function loginRoutes(attempts: SignInAttempts): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      AUTH_PATHS.login.path,
      { schema: { tags: ["auth"], body: LoginBody, response: { 200: SignInAnswer } } },
      async (request, reply) => {
        const now = app.deps.now();
        const account = usernameKey(request.body.username);
        const user = account ? await findUserByUsername(app.deps.db, account) : undefined;
        const device = user ? await trustedDeviceOf(app.deps.db, request, user.id, now) : undefined;
        const taken = await attempts.take(attemptCounters({ account, address: request.ip, device }));
        if (!taken.answer.allowed) {
          reply.header("retry-after", String(Math.ceil(taken.answer.retryAfterMs / 1000)));
          throw tooMany();
        }
        const ok = user?.password_hash
          ? await verifyPassword(request.body.password, user.password_hash)
          : await burnPasswordCheck(request.body.password).then(() => false);
        if (!ok || !user) throw unauthenticated(ACCOUNT_ERRORS.wrongLogin);
        await taken.giveBack();
        await trustDevice(app, reply, user.id, device, now);
        const { sessionDays } = app.deps.config;
        const token = await createSession(app.deps.db, user.id, sessionDays, now, request.headers["user-agent"]);
        setSessionCookie(app, reply, token);
        return { success: true, user: presentUser(user), token, message: `Welcome back, ${user.username}!` };
      },
    );
  };
}
