// POST /api/users: sign-up with a username; answers the player and a fresh session token.
import { ERRORS } from "@antbrawl/protocol/errors";
import { USER_PATHS } from "@antbrawl/protocol/paths/users";
import { CreateUserBody, SessionAnswer, usernameProblem } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { isUniqueViolation } from "../db/errors";
import { conflict, invalid } from "../lib/domain-error";
import { setSessionCookie } from "./cookie";
import { insertUser, presentUser } from "./repository";
import { createSession } from "./sessions-repository";

export const signupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { max, timeWindowMs } = app.deps.config.signupRateLimit;
  app.post(
    USER_PATHS.signUp.path,
    {
      schema: { tags: ["users"], body: CreateUserBody, response: { 201: SessionAnswer } },
      config: { rateLimit: { max, timeWindow: timeWindowMs, errorResponseBuilder: () => tooMany() } },
    },
    async (request, reply) => {
      const problem = usernameProblem(request.body.username);
      if (problem) throw invalid(problem);
      const username = request.body.username.trim();
      const email = request.body.email.trim();
      const userAgent = request.headers["user-agent"];
      const answer = await app.deps.db.transaction().execute(async (trx) => {
        const row = await insertUser(trx, { username, email }).catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict(ERRORS.usernameTaken) : error;
        });
        const token = await createSession(trx, row.id, app.deps.config.sessionDays, app.deps.now(), userAgent);
        return { user: presentUser(row), token };
      });
      setSessionCookie(app, reply, answer.token);
      return reply.status(201).send(answer);
    },
  );
};

function tooMany() {
  return { statusCode: 429, detail: ERRORS.tooManySignups };
}
