// PUT username and password, GET and DELETE sessions: the player's own account, under the owner scope.
import { ACCOUNT_ERRORS } from "@antbrawl/protocol/errors";
import { USER_PATHS } from "@antbrawl/protocol/paths/users";
import {
  ChangeUsernameBody,
  PasswordAnswer,
  SessionIdParams,
  SessionList,
  SetPasswordBody,
  SuccessAnswer,
  UserIdParams,
} from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { notFound } from "../lib/domain-error";
import { hashToken } from "../lib/tokens";
import { tokenOf } from "../plugins/auth";
import { changeUsername, setPassword } from "./account";
import { clearSessionCookie } from "./cookie";
import { deleteSessionById, listSessions } from "./sessions-repository";

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    USER_PATHS.username.path,
    { schema: { tags: ["users"], params: UserIdParams, body: ChangeUsernameBody, response: { 200: SuccessAnswer } } },
    async (request) => {
      await changeUsername(app.deps.db, request.params.userId, request.body.new_username);
      return { success: true, message: "Username updated successfully" };
    },
  );

  app.put(
    USER_PATHS.password.path,
    { schema: { tags: ["users"], params: UserIdParams, body: SetPasswordBody, response: { 200: PasswordAnswer } } },
    async (request, reply) => {
      const { new_password, current_password, sign_out = "others" } = request.body;
      const token = tokenOf(request);
      const keep = sign_out === "others" && token ? hashToken(token) : undefined;
      const ended = await setPassword(app.deps.db, request.params.userId, new_password, current_password, keep);
      await app.deps.sessionEnds.ended(ended);
      if (!keep) clearSessionCookie(reply);
      return {
        success: true,
        message: "Password saved: you can now sign in with your username and password",
        ended_sessions: ended.length,
      };
    },
  );

  app.get(
    USER_PATHS.sessions.path,
    { schema: { tags: ["users"], params: UserIdParams, response: { 200: SessionList } } },
    async (request) => {
      const token = tokenOf(request);
      const current = token ? hashToken(token) : "";
      const rows = await listSessions(app.deps.db, request.params.userId, app.deps.now());
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          created_at: row.created_at.toISOString(),
          last_used_at: row.last_used_at.toISOString(),
          user_agent: row.user_agent,
          current: row.token_hash === current,
        })),
      };
    },
  );

  app.delete(
    USER_PATHS.endSession.path,
    { schema: { tags: ["users"], params: SessionIdParams, response: { 200: SuccessAnswer } } },
    async (request) => {
      const tokenHash = await deleteSessionById(app.deps.db, request.params.userId, request.params.sessionId);
      if (!tokenHash) throw notFound(ACCOUNT_ERRORS.sessionNotFound);
      await app.deps.sessionEnds.ended([tokenHash]);
      return { success: true, message: "Session ended" };
    },
  );
};
