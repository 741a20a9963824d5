// POST /api/operator/sessions/revoke: an operator ends one player's sessions, or everyone's, on every node at once.
import { timingSafeEqual } from "node:crypto";
import { OPERATOR_ERRORS, RevokeSessionsAnswer, RevokeSessionsBody } from "@antbrawl/protocol/operator";
import { OPERATOR_PATHS } from "@antbrawl/protocol/paths/operator";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { notFound, unauthenticated } from "../lib/domain-error";
import { hashToken } from "../lib/tokens";
import { findUserByUsername } from "./repository";
import { deleteAllSessions, deleteUserSessions } from "./sessions-repository";

/** True when the request carries `Authorization: Bearer <OPERATOR_TOKEN>` (compared in constant time). */
function isOperator(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(hashToken(header.slice("Bearer ".length).trim()));
  return timingSafeEqual(given, Buffer.from(hashToken(token)));
}

/** Unregistered in effect (404) while OPERATOR_TOKEN is unset; 401 without the token. */
export const operatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook("onRequest", async (request) => {
    const token = app.deps.config.operatorToken;
    if (!token) throw notFound(OPERATOR_ERRORS.disabled);
    if (!isOperator(request, token)) throw unauthenticated(OPERATOR_ERRORS.wrongToken);
  });

  app.post(
    OPERATOR_PATHS.revokeSessions.path,
    { schema: { tags: ["operator"], body: RevokeSessionsBody, response: { 200: RevokeSessionsAnswer } } },
    async (request) => {
      const { db, sessionEnds } = app.deps;
      let ended: string[];
      if ("all" in request.body) {
        ended = await deleteAllSessions(db);
      } else {
        const user = await findUserByUsername(db, request.body.username);
        if (!user) throw notFound(OPERATOR_ERRORS.unknownPlayer);
        ended = await deleteUserSessions(db, user.id);
      }
      await sessionEnds.ended(ended);
      request.log.info({ ended: ended.length, all: "all" in request.body }, "operator revoked sessions");
      return { ended_sessions: ended.length };
    },
  );
};
