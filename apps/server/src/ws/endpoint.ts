// The websocket at /api/ws/{userId}: authenticates, checks the client's protocol, resumes its stream, routes messages.
import {
  type ClientMessage,
  MIN_CLIENT_PROTOCOL_VERSION,
  outdatedProtocolText,
  PROTOCOL_VERSION,
  WS_CLOSE,
} from "@antbrawl/protocol/ws";
import type { ServerMessage } from "@antbrawl/protocol/ws-server";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import { toWsError } from "../lib/ws-error";
import { authenticate } from "../plugins/auth";
import { userIdForToken } from "../users/sessions-repository";
import { parseClientMessage, type WsContext } from "./router";

export const AUTH_TIMEOUT_MS = 10_000;
/** A socket authenticated by its upgrade that sends no `hello` gets its stream from now on after this long. */
export const HANDSHAKE_TIMEOUT_MS = 10_000;

type Handshake = { protocol_version?: number; last_seq?: number };

/** Registers the websocket route; feature messages go to the handlers on `app.deps.wsRouter`. */
export async function websocketRoutes(app: FastifyInstance) {
  const { hub, wsRouter } = app.deps;
  app.get<{ Params: { userId: string } }>(
    "/api/ws/:userId",
    { websocket: true },
    async (socket: WebSocket, request) => {
      const pathUserId = request.params.userId;
      const send = (message: ServerMessage) => socket.send(JSON.stringify(message));
      let userId: string | undefined;
      let streaming = false;
      let handshakeTimer: ReturnType<typeof setTimeout> | undefined;

      /** False (and the socket closing) when the client's protocol is one this server cannot speak. */
      const compatible = (version: number | undefined) => {
        if (version === undefined || (version >= MIN_CLIENT_PROTOCOL_VERSION && version <= PROTOCOL_VERSION)) {
          return true;
        }
        send({ type: "error", message: outdatedProtocolText(version), code: "protocol_outdated" });
        socket.close(WS_CLOSE.outdated, "Protocol out of date");
        return false;
      };

      const startStream = async (id: string, lastSeq: number | undefined) => {
        if (streaming) return;
        streaming = true;
        clearTimeout(handshakeTimer);
        await hub.startStream(id, socket, lastSeq);
      };

      const admit = async (sessionUserId: string | undefined, handshake: Handshake | null) => {
        if (!sessionUserId) return socket.close(WS_CLOSE.unauthorized, "Not authenticated");
        if (sessionUserId !== pathUserId) return socket.close(WS_CLOSE.forbidden, "Not your connection");
        if (socket.readyState !== socket.OPEN) return;
        if (handshake && !compatible(handshake.protocol_version)) return;
        userId = sessionUserId;
        await hub.add(userId, socket);
        const lastSeq = await hub.stream.latest(userId).catch(() => undefined);
        if (handshake && handshake.last_seq === undefined) await startStream(userId, undefined);
        send({ type: "authenticated", user_id: userId, protocol_version: PROTOCOL_VERSION, last_seq: lastSeq });
        if (handshake?.last_seq !== undefined) await startStream(userId, handshake.last_seq);
        if (!handshake) {
          const id = userId;
          handshakeTimer = setTimeout(() => void startStream(id, undefined), HANDSHAKE_TIMEOUT_MS);
        }
      };

      /** `hello`, or `authenticate` on a socket its upgrade already authenticated. */
      const handshake = async (id: string, given: Handshake) => {
        if (!compatible(given.protocol_version)) return;
        await startStream(id, given.last_seq);
      };

      const authTimer = setTimeout(() => {
        if (!userId) socket.close(WS_CLOSE.unauthorized, "Authentication timed out");
      }, AUTH_TIMEOUT_MS);
      socket.on("close", () => {
        clearTimeout(authTimer);
        clearTimeout(handshakeTimer);
        if (userId) void hub.remove(userId, socket);
      });

      const ctx = (id: string): WsContext => ({ userId: id, send, log: request.log });
      const onMessage = async (message: ClientMessage) => {
        if (message.type === "authenticate") {
          if (userId) return handshake(userId, message);
          return admit(await userIdForToken(app.deps.db, message.token), message);
        }
        if (!userId) return send({ type: "error", message: "Authenticate first", code: "not_authenticated" });
        switch (message.type) {
          case "hello":
            return handshake(userId, message);
          case "resume": {
            const missed = await hub.stream.since(userId, message.last_seq);
            for (const m of missed.messages) send(m);
            return send({
              type: "resumed",
              replayed: missed.messages.length,
              complete: missed.complete,
              last_seq: missed.lastSeq,
            });
          }
          case "ping":
            return send({ type: "pong" });
          default:
            return wsRouter.dispatch(ctx(userId), message);
        }
      };

      // One message at a time, after the upgrade's own authentication, so replies keep the order of requests.
      let queue = authenticate(app, request)
        .then((fromHeaders) => (fromHeaders ? admit(fromHeaders, null) : undefined))
        .catch((error: unknown) => {
          request.log.warn({ err: error }, "websocket authentication failed");
          socket.close(1011, "Server error");
        });
      socket.on("message", (raw) => {
        const parsed = parseClientMessage(String(raw));
        if (!parsed.ok) return send(parsed.error);
        queue = queue
          .then(() => onMessage(parsed.message))
          .catch((error: unknown) => {
            request.log.warn({ err: error }, "websocket message failed");
            send(toWsError(error));
          });
      });
      await queue;
    },
  );
}
