// A websocket test client: collects every message and waits for the next one of a type, woken by arrival only.
import type { WebSocket } from "ws";

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
