// The httpOnly session cookie that mirrors the Bearer token for same-origin calls and the websocket.
import type { FastifyInstance, FastifyReply } from "fastify";
import { SESSION_COOKIE } from "../plugins/auth";

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/api",
    httpOnly: true,
    sameSite: "strict",
    secure: app.deps.config.publicOrigin?.startsWith("https://") ?? false,
    maxAge: app.deps.config.sessionDays * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/api" });
}
