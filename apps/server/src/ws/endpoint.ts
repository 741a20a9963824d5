// The websocket at /api/ws/{userId}: authenticates, then joins the hub; feature handlers plug in by message type.
import { ClientMessage, PROTOCOL_VERSION, type ServerMessage, WS_CLOSE } from "@antbrawl/protocol/ws";
import { TypeCompiler } from "@sinclair/typebox/compiler";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import { authenticate } from "../plugins/auth";
import { userIdForToken } from "../users/sessions-repository";

export const AUTH_TIMEOUT_MS = 10_000;
const checkMessage = TypeCompiler.Compile(ClientMessage);

export type WsHandler = (
  ctx: { userId: string; send: (message: ServerMessage) => void },
  message: ClientMessage,
) => void;

/** Registers the websocket route. Handlers for feature messages are looked up in `handlers`. */
export async function websocketRoutes(
  app: FastifyInstance,
  handlers: Partial<Record<ClientMessage["type"], WsHandler>>,
) {
  app.get<{ Params: { userId: string } }>(
    "/api/ws/:userId",
    { websocket: true },
    async (socket: WebSocket, request) => {
      const pathUserId = request.params.userId;
      const send = (message: ServerMessage) => socket.send(JSON.stringify(message));
      let userId: string | undefined;

      const admit = async (sessionUserId: string | undefined) => {
        if (!sessionUserId) return socket.close(WS_CLOSE.unauthorized, "Not authenticated");
        if (sessionUserId !== pathUserId) return socket.close(WS_CLOSE.forbidden, "Not your connection");
        userId = sessionUserId;
        await app.deps.hub.add(userId, socket);
        send({ type: "authenticated", user_id: userId, protocol_version: PROTOCOL_VERSION });
      };

      const timer = setTimeout(() => {
        if (!userId) socket.close(WS_CLOSE.unauthorized, "Authentication timed out");
      }, AUTH_TIMEOUT_MS);
      socket.on("close", () => {
        clearTimeout(timer);
        if (userId) void app.deps.hub.remove(userId, socket);
      });

      socket.on("message", async (raw) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(raw));
        } catch {
          return send({ type: "error", message: "Message is not valid JSON" });
        }
        if (!checkMessage.Check(parsed)) return send({ type: "error", message: "Unknown or malformed message" });
        const message = parsed;
        if (message.type === "authenticate") {
          if (userId) return;
          return admit(await userIdForToken(app.deps.db, message.token));
        }
        if (!userId) return send({ type: "error", message: "Authenticate first" });
        if (message.type === "ping") return send({ type: "pong" });
        const handler = handlers[message.type];
        if (!handler) return send({ type: "error", message: `Unsupported message type: ${message.type}` });
        handler({ userId, send }, message);
      });

      const fromHeaders = await authenticate(app, request);
      if (fromHeaders) await admit(fromHeaders);
    },
  );
}
