// A websocket test client: collects every message and waits for the next one of a type, woken by arrival only.
import { PROTOCOL_VERSION } from "@antbrawl/protocol/ws";
import type { FastifyInstance } from "fastify";
import { WebSocket } from "ws";

export type Received = { type: string; seq?: number; [key: string]: unknown };

/** Collects the socket's messages in order; `next(type)` answers the first unread one of that type. */
export function liveInbox(socket: WebSocket, timeoutMs = 10_000) {
  const messages: Received[] = [];
  const waiters = new Set<() => void>();
  let read = 0;
  socket.on("message", (raw) => {
    messages.push(JSON.parse(String(raw)));
    for (const waiter of [...waiters]) waiter();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const take = (type: string): Received | undefined => {
    const index = messages.findIndex((m, i) => i >= read && m.type === type);
    if (index < 0) return undefined;
    read = index + 1;
    return messages[index];
  };
  return {
    messages,
    closed,
    /** Waits for the next unread message of `type`; everything before it counts as read. */
    next(type: string): Promise<Received> {
      const now = take(type);
      if (now) return Promise.resolve(now);
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = take(type);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} message; got ${JSON.stringify(messages.slice(read))}`));
        }, timeoutMs);
        waiters.add(check);
      });
    },
    send(message: Record<string, unknown>) {
      socket.send(JSON.stringify(message));
    },
  };
}

/** A tab over a real socket on a server process at `port`, authenticated; `closedAt` notes when its socket closed. */
export async function remoteTab(port: number, player: { user: { id: string }; token: string }) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws/${player.user.id}`);
  const box = liveInbox(socket, 60_000);
  // Typed as the app's injected sockets, so the live helpers (choose, nth …) take it like a tab on an in-process app.
  const tab = { socket: socket as unknown as Awaited<ReturnType<FastifyInstance["injectWS"]>>, box, closedAt: 0 };
  socket.once("close", () => {
    tab.closedAt = performance.now();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  box.send({ type: "authenticate", token: player.token, protocol_version: PROTOCOL_VERSION });
  await box.next("authenticated");
  return tab;
}
