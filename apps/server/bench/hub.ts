// Hub delivery against a direct socket send: the same messages to every tab of several players over real `ws` sockets.
import type { AddressInfo } from "node:net";
import WebSocket, { WebSocketServer } from "ws";
import { createMemoryBus } from "../src/ws/bus";
import { Hub } from "../src/ws/hub";

const USERS = 20;
const TABS = 3;
const MESSAGES = 300;

/** Milliseconds until every client received every message, sending through `send(userIndex, message)`. */
async function deliver(
  sockets: WebSocket[][],
  received: { count: number; wake?: () => void },
  send: (user: number, message: { type: "ant_updated"; ant_id: string }) => unknown,
): Promise<number> {
  const expected = received.count + USERS * TABS * MESSAGES;
  const done = new Promise<void>((resolve) => {
    received.wake = () => {
      if (received.count >= expected) resolve();
    };
  });
  const started = performance.now();
  for (let m = 0; m < MESSAGES; m++) {
    for (let u = 0; u < sockets.length; u++) await send(u, { type: "ant_updated", ant_id: `ant-${u}-${m}` });
  }
  await done;
  return performance.now() - started;
}

/** Direct-send time ÷ hub time (1 = the hub costs nothing), with both times. */
export async function hubVersusDirect(): Promise<{ direct: number; hub: number }> {
  const server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const serverSide: WebSocket[] = [];
  server.on("connection", (socket) => serverSide.push(socket));
  const received: { count: number; wake?: () => void } = { count: 0 };
  const clients: WebSocket[] = [];
  for (let i = 0; i < USERS * TABS; i++) {
    const client = new WebSocket(`ws://127.0.0.1:${port}`);
    client.on("message", () => {
      received.count += 1;
      received.wake?.();
    });
    await new Promise<void>((resolve) => client.once("open", () => resolve()));
    clients.push(client);
  }
  while (serverSide.length < USERS * TABS) await new Promise((resolve) => setImmediate(resolve));
  const byUser = Array.from({ length: USERS }, (_, u) => serverSide.slice(u * TABS, u * TABS + TABS));

  const hub = new Hub(createMemoryBus());
  for (let u = 0; u < USERS; u++) {
    for (const socket of byUser[u] ?? []) {
      await hub.add(`user-${u}`, socket);
      await hub.startStream(`user-${u}`, socket);
    }
  }
  // Warm-up of both paths, then the measured runs.
  await deliver(byUser, received, (u, message) => hub.sendToUser(`user-${u}`, message));
  let seq = 0;
  const direct = await deliver(byUser, received, (u, message) => {
    seq += 1;
    for (const socket of byUser[u] ?? []) socket.send(JSON.stringify({ ...message, seq }));
  });
  const viaHub = await deliver(byUser, received, (u, message) => hub.sendToUser(`user-${u}`, message));
  for (const client of clients) client.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return { direct, hub: viaHub };
}
