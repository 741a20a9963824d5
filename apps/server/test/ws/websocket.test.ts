// The websocket endpoint: authentication, ownership, and delivery across nodes through the bus; each test on its own app.

import { PROTOCOL_VERSION, WS_CLOSE } from "@antbrawl/protocol/ws";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { createRedisBus } from "../../src/ws/bus";
import { createTestApp, signUp, type TestApp } from "../helpers/app";
import { freshDatabase } from "../helpers/databases";

/** Collects messages from a socket and waits for one that matches. */
function inbox(socket: WebSocket) {
  const messages: { type: string; [k: string]: unknown }[] = [];
  const waiters: (() => void)[] = [];
  socket.on("message", (raw) => {
    messages.push(JSON.parse(String(raw)));
    for (const w of waiters.splice(0)) w();
  });
  return {
    messages,
    async next(type: string, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.type === type);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${type} message; got ${JSON.stringify(messages)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
  };
}

const closed = (socket: WebSocket) => new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));

describe("websocket on one node", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp("pglite");
  });
  afterEach(async () => t.close());

  it("authenticates with a first message and answers pings", async () => {
    const { user, token } = await signUp(t.app);
    const socket = await t.app.injectWS(`/api/ws/${user.id}`);
    const box = inbox(socket);
    socket.send(JSON.stringify({ type: "authenticate", token }));
    const hello = await box.next("authenticated");
    expect(hello).toMatchObject({ user_id: user.id, protocol_version: PROTOCOL_VERSION });
    socket.send(JSON.stringify({ type: "ping" }));
    await box.next("pong");
    socket.send("not json");
    expect((await box.next("error")).message).toBe("Message is not valid JSON");
    socket.terminate();
  });

  it("authenticates from the Authorization header of the upgrade", async () => {
    const { user, auth } = await signUp(t.app);
    let box: ReturnType<typeof inbox> | undefined;
    const socket = await t.app.injectWS(`/api/ws/${user.id}`, { headers: auth }, { onInit: (ws) => (box = inbox(ws)) });
    await box?.next("authenticated");
    expect(box?.messages[0]?.type).toBe("authenticated");
    socket.terminate();
  });

  it("closes with 4401 for a bad token and 4403 for another player's path", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const bad = await t.app.injectWS(`/api/ws/${alice.user.id}`);
    const badClosed = closed(bad);
    bad.send(JSON.stringify({ type: "authenticate", token: "nope" }));
    expect(await badClosed).toBe(4401);

    const wrong = await t.app.injectWS(`/api/ws/${alice.user.id}`);
    const wrongClosed = closed(wrong);
    wrong.send(JSON.stringify({ type: "authenticate", token: bob.token }));
    expect(await wrongClosed).toBe(4403);
  });

  it("refuses feature messages before authentication", async () => {
    const { user } = await signUp(t.app);
    const socket = await t.app.injectWS(`/api/ws/${user.id}`);
    const box = inbox(socket);
    socket.send(JSON.stringify({ type: "leave_matchmaking" }));
    expect((await box.next("error")).message).toBe("Authenticate first");
    socket.terminate();
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("websocket across two nodes through Redis", () => {
  let a: TestApp;
  let b: TestApp;
  beforeEach(async () => {
    const url = process.env.TEST_REDIS_URL as string;
    // A channel prefix of its own per test, so no test hears another's messages.
    const prefix = `antbrawl-test-${process.pid}-${crypto.randomUUID()}:`;
    const database = await freshDatabase(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    a = await createTestApp("pglite", {}, { database, bus: await createRedisBus(url, prefix) });
    b = await createTestApp("pglite", {}, { database, bus: await createRedisBus(url, prefix) });
  });
  afterEach(async () => {
    await a.close();
    await b.close();
    await a.app.deps.bus.close();
    await b.app.deps.bus.close();
    await a.database.close();
  });

  it("delivers a message sent on node B to the player's socket on node A", async () => {
    const { user, token } = await signUp(a.app);
    const socket = await a.app.injectWS(`/api/ws/${user.id}`);
    const box = inbox(socket);
    socket.send(JSON.stringify({ type: "authenticate", token }));
    await box.next("authenticated");
    await b.app.deps.hub.sendToUser(user.id, { type: "queue_joined", message: "from node B" });
    expect((await box.next("queue_joined")).message).toBe("from node B");
    expect(a.app.deps.bus.kind).toBe("redis");
    socket.terminate();
  });

  it("a logout on node B closes the session's socket on node A", async () => {
    const { user, token, auth } = await signUp(a.app);
    const socket = await a.app.injectWS(`/api/ws/${user.id}`);
    const box = inbox(socket);
    const wasClosed = closed(socket);
    socket.send(JSON.stringify({ type: "authenticate", token }));
    await box.next("authenticated");
    const res = await b.app.inject({ method: "POST", url: "/api/auth/logout", headers: auth });
    expect(res.statusCode).toBe(200);
    expect(await wasClosed).toBe(WS_CLOSE.unauthorized);
  });
});
