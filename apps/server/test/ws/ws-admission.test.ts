// Websocket admission under abuse: one authentication, rate and size limits, socket caps, Origin, logout closes.
import { once } from "node:events";
import { WS_CLOSE } from "@antbrawl/protocol/ws";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { Config } from "../../src/config";
import { createSession } from "../../src/users/sessions-repository";
import { WS_LIMITS } from "../../src/ws/admission";
import { createTestApp, signUp, type TestApp } from "../helpers/app";
import { type DialectName, freshDatabase, ROUTE_DIALECTS } from "../helpers/databases";
import { liveInbox } from "../helpers/live-client";

/** Counts the session lookups the app makes (selects from `sessions`), through the real database. */
class SessionLookups implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs) {
    if (node.kind === "SelectQueryNode" && JSON.stringify(node.from).includes('"sessions"')) this.count += 1;
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }
}

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function app(dialect: DialectName = "pglite", overrides: Partial<Config> = {}) {
  const t = await createTestApp(dialect, overrides);
  opened.push(t);
  return t;
}

async function tab(t: TestApp, player: Awaited<ReturnType<typeof signUp>>, token = player.token) {
  const socket = await t.app.injectWS(`/api/ws/${player.user.id}`);
  const box = liveInbox(socket);
  box.send({ type: "authenticate", token });
  await box.next("authenticated");
  return { socket, box };
}

describe.each(ROUTE_DIALECTS)("websocket admission on %s", (dialect) => {
  it("an authenticate flood costs at most one session lookup and health keeps answering", async () => {
    const lookups = new SessionLookups();
    const database = await freshDatabase(dialect);
    const t = await createTestApp(dialect, {}, { database: { ...database, db: database.db.withPlugin(lookups) } });
    try {
      const { user } = await signUp(t.app);
      const socket = await t.app.injectWS(`/api/ws/${user.id}`);
      const box = liveInbox(socket);
      const before = lookups.count;
      const frame = JSON.stringify({ type: "authenticate", token: "guessed-token" });
      for (let i = 0; i < 10_000; i++) socket.send(frame);
      const health = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      expect((await box.closed).code).toBe(WS_CLOSE.unauthorized);
      expect(lookups.count - before).toBeLessThanOrEqual(1);
      expect(box.messages.filter((m) => m.type !== "error")).toEqual([]);
    } finally {
      await t.close();
      await database.close();
    }
  });

  it("logout closes that session's sockets (4401) and leaves the player's other sessions open", async () => {
    const t = await app(dialect);
    const player = await signUp(t.app);
    const otherToken = await createSession(t.database.db, player.user.id, 1);
    const ended = await tab(t, player);
    const kept = await tab(t, player, otherToken);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: player.auth });
    expect(res.statusCode).toBe(200);
    expect(await ended.box.closed).toMatchObject({ code: WS_CLOSE.unauthorized, reason: "Session ended" });
    kept.box.send({ type: "ping" });
    await kept.box.next("pong");
    kept.socket.terminate();
  });
});

describe("websocket admission limits", () => {
  it("a second authenticate on a socket closes it with 4401", async () => {
    const t = await app();
    const player = await signUp(t.app);
    const { box } = await tab(t, player);
    box.send({ type: "authenticate", token: player.token });
    expect((await box.closed).code).toBe(WS_CLOSE.unauthorized);
  });

  it("more messages than the burst answer rate_limited, close 4429, and nothing queued is handled", async () => {
    const t = await app();
    const player = await signUp(t.app);
    const { socket, box } = await tab(t, player);
    const start = box.messages.length;
    for (let i = 0; i < WS_LIMITS.messageBurst * 3; i++) socket.send(JSON.stringify({ type: "ping" }));
    expect((await box.closed).code).toBe(WS_CLOSE.tooMany);
    const after = box.messages.slice(start);
    expect(after.at(-1)).toMatchObject({ type: "error", code: "rate_limited" });
    expect(after.filter((m) => m.type === "pong").length).toBeLessThan(WS_LIMITS.messageBurst);
  });

  it("a frame over the size limit closes the socket with 1009; one under it is answered", async () => {
    const t = await app();
    const player = await signUp(t.app);
    const { socket, box } = await tab(t, player);
    socket.send("x".repeat(WS_LIMITS.maxPayload - 1024));
    expect((await box.next("error")).code).toBe("invalid_json");
    socket.send("x".repeat(WS_LIMITS.maxPayload + 1));
    expect((await box.closed).code).toBe(1009);
  });

  it("a player's socket beyond the cap supersedes their oldest (4409)", async () => {
    const t = await app();
    const player = await signUp(t.app);
    const tabs = [];
    for (let i = 0; i < WS_LIMITS.socketsPerPlayer; i++) tabs.push(await tab(t, player));
    const newest = await tab(t, player);
    expect((await tabs[0]?.box.closed)?.code).toBe(WS_CLOSE.superseded);
    newest.box.send({ type: "ping" });
    await newest.box.next("pong");
    tabs[1]?.box.send({ type: "ping" });
    await tabs[1]?.box.next("pong");
    for (const open of [...tabs, newest]) open.socket.terminate();
  });

  it("refuses an upgrade from a foreign Origin with 403 and admits our own", async () => {
    const t = await app();
    const { user } = await signUp(t.app);
    const url = `/api/ws/${user.id}`;
    await expect(
      t.app.injectWS(url, { headers: { host: "game.example", origin: "https://evil.example" } }),
    ).rejects.toThrow("403");
    // The same host over the other scheme is another origin: this server answers http here.
    await expect(
      t.app.injectWS(url, { headers: { host: "game.example", origin: "https://game.example" } }),
    ).rejects.toThrow("403");
    const ours = await t.app.injectWS(url, { headers: { host: "game.example", origin: "http://game.example" } });
    ours.terminate();

    const configured = await app("pglite", { publicOrigin: "https://antbrawl.example" });
    const path = `/api/ws/${(await signUp(configured.app)).user.id}`;
    await expect(
      configured.app.injectWS(path, { headers: { host: "game.example", origin: "https://game.example" } }),
    ).rejects.toThrow("403");
    const good = await configured.app.injectWS(path, { headers: { origin: "https://antbrawl.example" } });
    good.terminate();
  });

  it("caps sockets per client address, taking the address from the trusted hop only", async () => {
    const t = await app("pglite", { trustProxy: 1 });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as { port: number };
    const connect = async (forwardedFor: string) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws/someone`, {
        headers: { "x-forwarded-for": forwardedFor },
      });
      const box = liveInbox(socket);
      await once(socket, "open");
      return { socket, box };
    };
    const sockets = [];
    for (let i = 0; i < WS_LIMITS.socketsPerAddress; i++) sockets.push(await connect(`10.0.0.${i}, 203.0.113.9`));
    const refused = await connect("10.9.9.9, 203.0.113.9");
    expect((await refused.box.closed).code).toBe(WS_CLOSE.tooMany);
    const neighbour = await connect("198.51.100.4");
    neighbour.box.send({ type: "ping" });
    expect((await neighbour.box.next("error")).code).toBe("not_authenticated");

    sockets[0]?.socket.close();
    await sockets[0]?.box.closed;
    const later = await connect("203.0.113.9");
    later.box.send({ type: "ping" });
    expect((await later.box.next("error")).code).toBe("not_authenticated");
    for (const open of [...sockets, neighbour, later]) open.socket.terminate();
  });
});
