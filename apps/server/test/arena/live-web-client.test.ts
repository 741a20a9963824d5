// The web app's live connection against the real server: handshake, reconnects as spec 000 §7 says, catch-up by seq.
import { PROTOCOL_VERSION } from "@antbrawl/protocol/ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import {
  CONNECTION_FAILED_TEXT,
  LiveConnection,
  type LiveStatus,
  type SocketLike,
} from "../../../web/src/lib/live/connection";
import { createTestApp, signUp, type TestApp } from "../helpers/app";

/** Timers the test fires by hand, remembering each delay asked for. */
function handTimers() {
  const due: { run: () => void; ms: number }[] = [];
  return {
    delays: [] as number[],
    setTimeout(run: () => void, ms: number) {
      this.delays.push(ms);
      const timer = { run, ms };
      due.push(timer);
      return timer;
    },
    clearTimeout(handle: unknown) {
      const index = due.indexOf(handle as (typeof due)[number]);
      if (index >= 0) due.splice(index, 1);
    },
    fireNext() {
      const next = due.shift();
      if (!next) throw new Error("no timer pending");
      next.run();
    },
  };
}

/** A connection plus awaitable views of its statuses and messages. */
function connect(url: string, token: string | null, sent: string[] = []) {
  const statuses: LiveStatus[] = [];
  const messages: { type: string; seq?: number; [k: string]: unknown }[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  const timers = handTimers();
  const connection = new LiveConnection({
    url,
    token,
    timers,
    openSocket: (target) => {
      const socket = new WebSocket(target);
      socket.on("error", () => {}); // a browser reports a failed connection as error then close; so does ws
      const send = socket.send.bind(socket);
      socket.send = ((data: string) => {
        sent.push(data);
        send(data);
      }) as typeof socket.send;
      return socket as unknown as SocketLike;
    },
    onMessage: (m) => {
      messages.push(m as (typeof messages)[number]);
      wake();
    },
    onStatus: (s) => {
      statuses.push(s);
      wake();
    },
  });
  const until = (ok: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (ok()) return resolve();
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), 10_000);
      const check = () => {
        if (!ok()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
    });
  return { connection, statuses, messages, timers, sent, until };
}

describe("web live connection against the server", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address() as { port: number };
    base = `ws://127.0.0.1:${address.port}`;
  });
  afterAll(async () => t.close());

  it("authenticates with its version, reconnects after a drop and receives exactly what it missed", async () => {
    const player = await signUp(t.app);
    const c = connect(`${base}/api/ws/${player.user.id}`, player.token);
    c.connection.open();
    await c.until(() => c.statuses.at(-1)?.state === "open", "open");
    expect(JSON.parse(c.sent[0] as string)).toMatchObject({ type: "authenticate", protocol_version: PROTOCOL_VERSION });
    await t.app.deps.hub.sendToUser(player.user.id, { type: "countdown_update", message: "seen" });
    await c.until(() => c.messages.some((m) => m.message === "seen"), "first message");

    t.app.deps.hub.closeAll(4000, "dropped by the test");
    await c.until(() => c.statuses.at(-1)?.state === "reconnecting", "reconnecting");
    expect(c.statuses.at(-1)?.text).toBe("Connection lost. Reconnecting... (1/3)");
    expect(c.timers.delays).toEqual([2000]);
    await t.app.deps.hub.sendToUser(player.user.id, { type: "countdown_update", message: "missed 1" });
    await t.app.deps.hub.sendToUser(player.user.id, { type: "countdown_update", message: "missed 2" });

    c.timers.fireNext();
    await c.until(() => c.messages.some((m) => m.type === "resumed"), "resumed");
    expect(JSON.parse(c.sent[1] as string)).toMatchObject({ type: "authenticate", last_seq: 1 });
    const countdowns = c.messages.filter((m) => m.type === "countdown_update");
    expect(countdowns.map((m) => [m.seq, m.message])).toEqual([
      [1, "seen"],
      [2, "missed 1"],
      [3, "missed 2"],
    ]);
    expect(c.statuses.at(-1)).toEqual({ state: "open", text: null });

    c.connection.close();
    expect(c.statuses.at(-1)).toEqual({ state: "idle", text: null });
  });

  it("tries 3 times, 2 s times the attempt number apart, then says the connection failed", async () => {
    const player = await signUp(t.app);
    const c = connect(`${base}/api/nowhere/${player.user.id}`, player.token);
    c.connection.open();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const text = `Connection lost. Reconnecting... (${attempt}/3)`;
      await c.until(() => c.statuses.at(-1)?.text === text, text);
      c.timers.fireNext();
    }
    await c.until(() => c.statuses.at(-1)?.state === "failed", "failed");
    expect(c.statuses.at(-1)?.text).toBe(CONNECTION_FAILED_TEXT);
    expect(c.timers.delays).toEqual([2000, 4000, 6000]);
  });

  it("does not retry after a clean 1000 close or a refused sign-in", async () => {
    const player = await signUp(t.app);
    const c = connect(`${base}/api/ws/${player.user.id}`, player.token);
    c.connection.open();
    await c.until(() => c.statuses.at(-1)?.state === "open", "open");
    t.app.deps.hub.closeAll(1000, "bye");
    await c.until(() => c.statuses.at(-1)?.state === "idle", "idle");
    expect(c.timers.delays).toEqual([]);

    const bad = connect(`${base}/api/ws/${player.user.id}`, "not-a-token");
    bad.connection.open();
    await bad.until(() => bad.statuses.at(-1)?.state === "signed_out", "signed_out");
    expect(bad.timers.delays).toEqual([]);
  });

  it("says signed_out, without retrying, when the server ends the session under an open socket", async () => {
    const player = await signUp(t.app);
    const c = connect(`${base}/api/ws/${player.user.id}`, player.token);
    c.connection.open();
    await c.until(() => c.statuses.at(-1)?.state === "open", "open");
    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: player.auth });
    expect(logout.statusCode).toBe(200);
    await c.until(() => c.statuses.at(-1)?.state === "signed_out", "signed_out");
    expect(c.timers.delays).toEqual([]);
  });
});
