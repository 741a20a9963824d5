// Presence: online while a live connection is open on any node; friends hear it change; hidden status stays offline.
import { once } from "node:events";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import type { OpenDatabase } from "../../src/db/database";
import { manualScheduler } from "../../src/live/scheduler";
import { createRedisBus } from "../../src/ws/bus";
import { createTestApp, signUp, type TestApp } from "../helpers/app";
import type { Player } from "../helpers/battle-fixtures";
import { freshDatabase } from "../helpers/databases";
import { liveInbox, type Received } from "../helpers/live-client";
import { type TestRedis, testRedis } from "../helpers/redis-server";
import { befriend, call, friendsOf } from "../helpers/social-fixtures";

type Inbox = ReturnType<typeof liveInbox>;

/** Opens a live tab for the player on the app and waits until it is authenticated. */
async function tab(app: FastifyInstance, player: Player) {
  const socket = await app.injectWS(`/api/ws/${player.user.id}`);
  const box = liveInbox(socket, 20_000);
  box.send({ type: "authenticate", token: player.token });
  await box.next("authenticated");
  return { socket, box };
}

/** Waits for the presence change of `userId` to `online`, skipping others. */
async function presence(box: Inbox, userId: string, online: boolean): Promise<Received> {
  for (;;) {
    const message = await box.next("presence_changed");
    if (message.user_id === userId && message.is_online === online) return message;
  }
}

const onlineIn = async (t: TestApp, viewer: Player, friend: Player) =>
  (await friendsOf(t, viewer)).find((f) => f.id === friend.user.id)?.is_online;

describe("presence on one node (in memory, PGlite)", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp("pglite");
  });
  afterEach(async () => t.close());

  it("a friend's socket makes them online and closing it offline, each announced live", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await befriend(t, alice, bob);
    const watcher = await tab(t.app, alice);
    expect(await onlineIn(t, alice, bob)).toBe(false);
    expect(t.app.presence.kind).toBe("memory");

    const bobTab = await tab(t.app, bob);
    await presence(watcher.box, bob.user.id, true);
    expect(await onlineIn(t, alice, bob)).toBe(true);
    expect(await onlineIn(t, bob, alice)).toBe(true);

    const second = await tab(t.app, bob);
    second.socket.terminate();
    expect(await onlineIn(t, alice, bob)).toBe(true);
    bobTab.socket.terminate();
    await presence(watcher.box, bob.user.id, false);
    expect(await onlineIn(t, alice, bob)).toBe(false);
    watcher.socket.terminate();
  });

  it("show online status off: friends see the player offline at once and hear nothing of their connections", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await befriend(t, alice, bob);
    const watcher = await tab(t.app, alice);
    const bobTab = await tab(t.app, bob);
    await presence(watcher.box, bob.user.id, true);

    const hidden = await call(t, bob, "PUT", "/preferences", { privacy: { show_online_status: false } });
    expect(hidden.status).toBe(200);
    await presence(watcher.box, bob.user.id, false);
    expect(await onlineIn(t, alice, bob)).toBe(false);

    bobTab.socket.terminate();
    const again = await tab(t.app, bob);
    await call(t, bob, "PUT", "/preferences", { privacy: { show_online_status: true } });
    await presence(watcher.box, bob.user.id, true);
    const seen = watcher.box.messages.filter((m) => m.type === "presence_changed").map((m) => m.is_online);
    expect(seen).toEqual([true, false, true]);
    expect(await onlineIn(t, alice, bob)).toBe(true);
    again.socket.terminate();
    watcher.socket.terminate();
  });

  it("strangers hear nothing of each other's presence", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const carol = await signUp(t.app);
    await befriend(t, alice, carol);
    const watcher = await tab(t.app, alice);
    const bobTab = await tab(t.app, bob);
    const carolTab = await tab(t.app, carol);
    await presence(watcher.box, carol.user.id, true);
    expect(watcher.box.messages.some((m) => m.user_id === bob.user.id)).toBe(false);
    for (const s of [bobTab, carolTab, watcher]) s.socket.terminate();
  });
});

const LEASE_MS = 1_500;

/** A node on the shared database and Redis, with short presence leases so a dead node lapses quickly. */
async function presenceNode(
  url: string,
  prefix: string,
  database: OpenDatabase,
  closing: (() => Promise<void>)[],
): Promise<FastifyInstance> {
  const bus = await createRedisBus(url, prefix);
  const app = await buildApp({
    config: { ...loadConfig({}), webDist: null, signupRateLimit: { max: 10_000, timeWindowMs: 60_000 } },
    database,
    bus,
    logger: false,
    scheduler: manualScheduler(),
    presence: { leaseMs: LEASE_MS, heartbeatMs: 250 },
  });
  await app.ready();
  closing.push(async () => {
    await app.close();
    await bus.close();
  });
  return app;
}

describe("presence through a Redis outage", () => {
  let redis: TestRedis;
  let database: OpenDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const closing: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    redis = await testRedis();
    database = await freshDatabase(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    a = await presenceNode(redis.url, "outage:", database, closing);
    b = await presenceNode(redis.url, "outage:", database, closing);
  });
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
    await database.close();
    await redis.dispose();
  });

  it("keeps answering with this node's players while Redis is down and restores every lease when it is back", async () => {
    const viaB = { app: b, database, close: async () => undefined } as TestApp;
    const viaA = { app: a, database, close: async () => undefined } as TestApp;
    const alice = await signUp(b);
    const bob = await signUp(b);
    const carol = await signUp(b);
    await befriend(viaB, alice, bob);
    await befriend(viaB, carol, bob);
    const watcher = await tab(b, alice);
    await tab(a, bob);
    await presence(watcher.box, bob.user.id, true);

    const down = [a, b].map((node) => once(node.deps.bus.events, "down"));
    await redis.kill();
    await Promise.all(down);
    const carolTab = await tab(a, carol);
    const fromB = await call(viaB, alice, "GET", "/friends");
    expect(fromB.status).toBe(200);
    expect(await onlineIn(viaA, bob, carol)).toBe(true);

    const up = [a, b].map((node) => once(node.deps.bus.events, "up"));
    await redis.start();
    await Promise.all(up);
    await presence(watcher.box, bob.user.id, true);
    expect(await onlineIn(viaB, alice, bob)).toBe(true);
    expect(await onlineIn(viaB, bob, carol)).toBe(true);
    carolTab.socket.terminate();
    watcher.socket.terminate();
  }, 90_000);
});

describe.runIf(process.env.TEST_REDIS_URL)("presence across two nodes through Redis", () => {
  let database: OpenDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const closing: (() => Promise<void>)[] = [];

  const node = (prefix: string) => presenceNode(process.env.TEST_REDIS_URL as string, prefix, database, closing);

  beforeEach(async () => {
    const prefix = `antbrawl-test-${process.pid}-${crypto.randomUUID()}:`;
    database = await freshDatabase(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    a = await node(prefix);
    b = await node(prefix);
  });
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
    await database.close();
  });

  const viaB = () => ({ app: b, database, close: async () => undefined }) as TestApp;

  it("a socket on node A makes the player online for a friend on node B; closing it, offline", async () => {
    const alice = await signUp(b);
    const bob = await signUp(b);
    await befriend(viaB(), alice, bob);
    expect(b.presence.kind).toBe("redis");
    const watcher = await tab(b, alice);

    const bobTab = await tab(a, bob);
    await presence(watcher.box, bob.user.id, true);
    expect(await onlineIn(viaB(), alice, bob)).toBe(true);

    bobTab.socket.terminate();
    await presence(watcher.box, bob.user.id, false);
    expect(await onlineIn(viaB(), alice, bob)).toBe(false);
    watcher.socket.terminate();
  });

  it("a node that stops without cleanup: its players' leases lapse and friends hear they went offline", async () => {
    const alice = await signUp(b);
    const bob = await signUp(b);
    await befriend(viaB(), alice, bob);
    const watcher = await tab(b, alice);
    await tab(a, bob);
    await presence(watcher.box, bob.user.id, true);

    const stoppedAt = Date.now();
    a.presence.abandon();
    await closing.shift()?.();
    await presence(watcher.box, bob.user.id, false);
    expect(Date.now() - stoppedAt).toBeLessThan(LEASE_MS + 5_000);
    expect(await onlineIn(viaB(), alice, bob)).toBe(false);
    watcher.socket.terminate();
  });

  it("a clean shutdown of node A takes its players offline at once", async () => {
    const alice = await signUp(b);
    const bob = await signUp(b);
    await befriend(viaB(), alice, bob);
    const watcher = await tab(b, alice);
    await tab(a, bob);
    await presence(watcher.box, bob.user.id, true);
    await closing.shift()?.();
    expect(await onlineIn(viaB(), alice, bob)).toBe(false);
    await presence(watcher.box, bob.user.id, false);
    watcher.socket.terminate();
  });
});
