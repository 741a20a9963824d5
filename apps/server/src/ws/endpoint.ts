// The websocket at /api/ws/{userId}: admits (Origin, caps, one authentication), checks the protocol, resumes, routes.

import { WS_PATHS } from "@antbrawl/protocol/paths/ws";
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
import { forbidden, invalid } from "../lib/domain-error";
import type { Metrics } from "../lib/metrics";
import { hashToken } from "../lib/tokens";
import { toWsError } from "../lib/ws-error";
import { tokenOf } from "../plugins/auth";
import { FOREIGN_ORIGIN } from "../plugins/origin";

import { TokenBucket, upgradeOriginAllowed, WS_LIMITS } from "./admission";
import { parseClientMessage, type WsContext } from "./router";

const AUTH_TIMEOUT_MS = 10_000;
/** A socket authenticated by its upgrade that sends no `hello` gets its stream from now on after this long. */
const HANDSHAKE_TIMEOUT_MS = 10_000;

type Handshake = { protocol_version?: number; last_seq?: number };

const NOT_AN_UPGRADE = "This address takes a websocket connection (Upgrade: websocket)";

/** Registers the websocket route; feature messages go to the handlers on `app.deps.wsRouter`. */
export async function websocketRoutes(app: FastifyInstance) {
  const { hub, wsRouter } = app.deps;
  app.get<{ Params: { userId: string } }>(
    WS_PATHS.socket.path,
    {
      websocket: true,
      // A page of another site is refused before the upgrade (403 { detail }).
      onRequest: async (request) => {
        // A plain GET (no upgrade) is answered in words, not with the websocket plugin's empty 404.
        if (request.headers.upgrade?.toLowerCase() !== "websocket") throw invalid(NOT_AN_UPGRADE);
        if (!upgradeOriginAllowed(request, app.deps.config.publicOrigin)) throw forbidden(FOREIGN_ORIGIN);
        // A draining node takes no new sockets (503 { detail }): the client retries, through the balancer, elsewhere.
        app.deps.drain.refuseWhileDraining();
      },
    },
    async (socket: WebSocket, request) => {
      countMessages(socket, app.deps.metrics);
      const address = request.ip;
      if (!hub.addresses.acquire(address)) {
        socket.close(WS_CLOSE.tooMany, "Too many connections from this address");
        return;
      }
      const pathUserId = request.params.userId;
      /** Nothing is sent or handled once a close has begun (frames already queued included). */
      const open = () => socket.readyState === socket.OPEN;
      const send = (message: ServerMessage) => {
        if (open()) socket.send(JSON.stringify(message));
      };
      const shut = (code: number, reason: string) => {
        if (open()) socket.close(code, reason);
      };
      const bucket = new TokenBucket(WS_LIMITS.messagesPerSecond, WS_LIMITS.messageBurst);
      let userId: string | undefined;
      let authenticateSeen = false;
      let streaming = false;
      let handshakeTimer: ReturnType<typeof setTimeout> | undefined;

      /** False (and the socket closing) when the client's protocol is one this server cannot speak. */
      const compatible = (version: number | undefined) => {
        if (version === undefined || (version >= MIN_CLIENT_PROTOCOL_VERSION && version <= PROTOCOL_VERSION)) {
          return true;
        }
        send({ type: "error", message: outdatedProtocolText(version), code: "protocol_outdated" });
        shut(WS_CLOSE.outdated, "Protocol out of date");
        return false;
      };

      const startStream = async (id: string, lastSeq: number | undefined) => {
        if (streaming || !open()) return;
        streaming = true;
        clearTimeout(handshakeTimer);
        await hub.startStream(id, socket, lastSeq);
        if (open()) await wsRouter.opened(ctx(id));
      };

      const admit = async (sessionUserId: string | undefined, handshake: Handshake | null, sessionId: string) => {
        if (!sessionUserId) return shut(WS_CLOSE.unauthorized, "Not authenticated");
        if (sessionUserId !== pathUserId) return shut(WS_CLOSE.forbidden, "Not your connection");
        if (!open()) return;
        if (handshake && !compatible(handshake.protocol_version)) return;
        userId = sessionUserId;
        await hub.add(userId, socket, sessionId);
        if (!open()) return;
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
        if (!userId) shut(WS_CLOSE.unauthorized, "Authentication timed out");
      }, AUTH_TIMEOUT_MS);
      socket.on("close", () => {
        clearTimeout(authTimer);
        clearTimeout(handshakeTimer);
        hub.addresses.release(address);
        if (!userId) return;
        const id = userId;
        wsRouter.track(
          hub
            .remove(id, socket)
            .catch((): string[] => [])
            .then((topics) =>
              wsRouter.closed({ userId: id, lastOnNode: !hub.isOnlineHere(id), topics, log: request.log }),
            ),
        );
      });

      const ctx = (id: string): WsContext => ({ userId: id, send, log: request.log, socket });
      const onMessage = async (message: ClientMessage) => {
        if (message.type === "authenticate") {
          if (userId) return handshake(userId, message);
          return admit(
            await app.deps.sessions.userIdForToken(app.deps.db, message.token, app.deps.now()),
            message,
            hashToken(message.token),
          );
        }
        if (!userId) return send({ type: "error", message: "Authenticate first", code: "not_authenticated" });
        switch (message.type) {
          case "hello":
            return handshake(userId, message);
          case "resume": {
            // Without the history (a Redis outage) the client is told it missed something and refetches.
            const missed = await hub.stream
              .since(userId, message.last_seq)
              .catch(() => ({ messages: [], complete: false, lastSeq: message.last_seq }));
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
      const upgradeToken = tokenOf(request);
      let queue: Promise<unknown> = (
        upgradeToken
          ? app.deps.sessions.userIdForToken(app.deps.db, upgradeToken, app.deps.now())
          : Promise.resolve(undefined)
      )
        .then((fromHeaders) =>
          fromHeaders && upgradeToken ? admit(fromHeaders, null, hashToken(upgradeToken)) : undefined,
        )
        .catch((error: unknown) => {
          request.log.warn({ err: error }, "websocket authentication failed");
          shut(1011, "Server error");
        });
      socket.on("message", (raw) => {
        if (!open()) return;
        if (!bucket.take()) {
          send({ type: "error", message: "Too many messages: slow down", code: "rate_limited" });
          return shut(WS_CLOSE.tooMany, "Too many messages");
        }
        const parsed = parseClientMessage(String(raw));
        if (!parsed.ok) return send(parsed.error);
        if (parsed.message.type === "authenticate") {
          // One authentication per socket: a second one (a flood of guesses) ends it before any lookup.
          if (authenticateSeen) return shut(WS_CLOSE.unauthorized, "One authentication per connection");
          authenticateSeen = true;
        }
        const message = parsed.message;
        queue = queue
          .then(() => (open() ? onMessage(message) : undefined))
          .catch((error: unknown) => {
            request.log.warn({ err: error }, "websocket message failed");
            send(toWsError(error));
          });
      });
      await queue;
    },
  );
}

/** Counts the socket while it is open and the messages it receives and is sent (every send goes through `send`). */
function countMessages(socket: WebSocket, metrics: Metrics): void {
  metrics.socketsOpen.inc();
  socket.once("close", () => metrics.socketsOpen.dec());
  socket.on("message", () => metrics.socketMessages.inc({ direction: "in" }));
  const send = socket.send.bind(socket) as (...args: unknown[]) => void;
  socket.send = ((...args: unknown[]) => {
    metrics.socketMessages.inc({ direction: "out" });
    send(...args);
  }) as WebSocket["send"];
}
