// Feature handlers of client messages by type: validated on arrival, errors answered, nothing changed on bad input.
import {
  CLIENT_MESSAGES,
  type ClientMessage,
  type ClientMessageOf,
  type ClientMessageType,
} from "@antbrawl/protocol/ws";
import type { ServerMessage, ServerMessageOf } from "@antbrawl/protocol/ws-server";
import type { TSchema } from "@sinclair/typebox";
import { type TypeCheck, TypeCompiler } from "@sinclair/typebox/compiler";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { isDomainError } from "../lib/domain-error";
import { isDrainRefusal } from "../lib/drain";
import { toWsError } from "../lib/ws-error";
import type { LiveSocket } from "./hub";

/** What a handler knows about the socket a message came from. */
export interface WsContext {
  userId: string;
  /** Replies to this socket only (no seq); use `hub.sendToUser` for the player's every tab. */
  send(message: ServerMessage): void;
  log: FastifyBaseLogger;
  /** The socket itself, e.g. to join a topic (`hub.topics`). */
  socket: LiveSocket;
}

export type WsHandler<T extends ClientMessageType> = (
  ctx: WsContext,
  message: ClientMessageOf<T>,
) => void | Promise<void>;

/** Handled by the connection itself; features cannot take them over. */
const CONNECTION_TYPES: readonly ClientMessageType[] = ["authenticate", "hello", "resume", "ping"];

const checks = new Map<string, TypeCheck<TSchema>>(
  Object.entries(CLIENT_MESSAGES).map(([type, schema]) => [type, TypeCompiler.Compile<TSchema>(schema)]),
);

type Parsed = { ok: true; message: ClientMessage } | { ok: false; error: ServerMessageOf<"error"> };

const refuse = (message: string, code: string): Parsed => ({ ok: false, error: { type: "error", message, code } });

/** Parses and validates one frame against the schema of its type. */
export function parseClientMessage(raw: string): Parsed {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return refuse("Message is not valid JSON", "invalid_json");
  }
  const type = (parsed as { type?: unknown } | null)?.type;
  if (typeof type !== "string") return refuse("Unknown or malformed message", "malformed_message");
  const check = checks.get(type);
  if (!check) return refuse(`Unknown message type: ${type.slice(0, 40)}`, "unknown_message");
  if (!check.Check(parsed)) {
    const first = check.Errors(parsed).First();
    const where = first ? `${first.path || "/"} ${first.message}` : "bad shape";
    return refuse(`Malformed ${type} message: ${where}`, "malformed_message");
  }
  return { ok: true, message: parsed as ClientMessage };
}

/** A socket's life as features see it: opened (authenticated, its stream running) and closed. */
export type WsOpenHandler = (ctx: WsContext) => void | Promise<void>;
/** `lastOnNode` is true when the player has no other socket left on this node. */
export type WsCloseHandler = (closed: {
  userId: string;
  lastOnNode: boolean;
  /** The topics the socket was in. */
  topics: readonly string[];
  log: FastifyBaseLogger;
}) => void | Promise<void>;

/** The registry of feature handlers, one per client message type, and of socket open and close hooks. */
export class WsRouter {
  private readonly handlers = new Map<ClientMessageType, WsHandler<never>>();
  private readonly openHooks: WsOpenHandler[] = [];
  private readonly closeHooks: WsCloseHandler[] = [];
  private readonly closing = new Set<Promise<unknown>>();

  /** Runs after a socket is authenticated and its stream started (catch-up sent): e.g. to rejoin a live battle. */
  onOpen(hook: WsOpenHandler): void {
    this.openHooks.push(hook);
  }

  /** Runs after a socket closed and left the hub: e.g. to leave a queue or free a seat. */
  onClose(hook: WsCloseHandler): void {
    this.closeHooks.push(hook);
  }

  /** Calls every open hook in order; a failing hook is logged and answered with `error`, the others still run. */
  async opened(ctx: WsContext): Promise<void> {
    for (const hook of this.openHooks) {
      try {
        await hook(ctx);
      } catch (error) {
        ctx.log.warn({ err: error }, "websocket open hook failed");
        ctx.send(toWsError(error));
      }
    }
  }

  /** Keeps a closed socket's cleanup (leaving the hub, then the close hooks) until it ends, for `settled`. */
  track(cleanup: Promise<unknown>): void {
    this.closing.add(cleanup);
    void cleanup.finally(() => this.closing.delete(cleanup));
  }

  /** Resolves once every closed socket's cleanup has ended (a draining node waits for it before closing its stores). */
  async settled(): Promise<void> {
    while (this.closing.size > 0) await Promise.allSettled([...this.closing]);
  }

  /** Calls every close hook in order; a failing hook is logged, the others still run. */
  async closed(closed: Parameters<WsCloseHandler>[0]): Promise<void> {
    for (const hook of this.closeHooks) {
      try {
        await hook(closed);
      } catch (error) {
        closed.log.warn({ err: error }, "websocket close hook failed");
      }
    }
  }

  /** Registers the handler of one message type; throws if the type is taken or belongs to the connection. */
  register<T extends ClientMessageType>(type: T, handler: WsHandler<T>): void {
    if (CONNECTION_TYPES.includes(type)) throw new Error(`${type} is handled by the connection`);
    if (this.handlers.has(type)) throw new Error(`A handler for ${type} is already registered`);
    this.handlers.set(type, handler as unknown as WsHandler<never>);
  }

  /** Whether a message of `type` is handled: by the connection itself or by a registered feature handler. */
  handles(type: ClientMessageType): boolean {
    return CONNECTION_TYPES.includes(type) || this.handlers.has(type);
  }

  /** Runs the message's handler; a missing handler or a thrown error is answered with `error`. */
  async dispatch(ctx: WsContext, message: ClientMessage): Promise<void> {
    const handler = this.handlers.get(message.type) as WsHandler<typeof message.type> | undefined;
    if (!handler) return ctx.send({ type: "error", message: `Unsupported message type: ${message.type}` });
    try {
      await handler(ctx, message as never);
    } catch (error) {
      // A refusal the player caused (not ready, already searching) or a draining node's is routine: one line at info.
      if (isDomainError(error) && (error.code !== "unavailable" || isDrainRefusal(error))) {
        ctx.log.info({ type: message.type, code: error.code, detail: error.detail }, "websocket request refused");
      } else {
        ctx.log.warn({ err: error, type: message.type }, "websocket handler failed");
      }
      ctx.send(toWsError(error));
    }
  }
}

/** Registers a feature's handler for one client message type on the app's router. */
export function registerWsHandler<T extends ClientMessageType>(
  app: FastifyInstance,
  type: T,
  handler: WsHandler<T>,
): void {
  app.deps.wsRouter.register(type, handler);
}
