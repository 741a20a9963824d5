// Web push of notices through the API to a loopback push service: an encrypted aes128gcm push with a VAPID JWT the
// public key verifies when no socket is open; none with the preference off or a socket open; 410 removes the
// subscription, 500 keeps it; a slow push service never holds the request; a socket on another node counts (Redis);
// PGlite and PostgreSQL.
import { PROTOCOL_VERSION } from "@antbrawl/protocol/ws";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { createRedisBus } from "../../src/ws/bus";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import type { Player } from "../helpers/battle-fixtures";
import { DIALECTS, freshDatabase } from "../helpers/databases";
import { friendsWithAnts, invite } from "../helpers/invitation-fixtures";
import { liveInbox } from "../helpers/live-client";
import { browserSubscription, startPushService, verifiedVapidClaims } from "../helpers/push-service";
import { call, sendRequest } from "../helpers/social-fixtures";

describe.each(DIALECTS)("web push on %s", (dialect) => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof startPushService>>;
  const clock = manualClock();
  beforeEach(async () => {
    service = await startPushService();
    const pushEndpointOrigins = [...loadConfig({}).pushEndpointOrigins, service.origin];
    t = await createTestApp(dialect, { pushEndpointOrigins }, { now: clock.now });
  });
  afterEach(async () => {
    await t.close();
    await service.close();
  });

  async function subscribed(player: Player) {
    const browser = browserSubscription(`${service.origin}/push/${player.user.id}`);
    const { status } = await call(t, player, "POST", "/push-subscriptions", browser.json);
    expect(status).toBe(201);
    return browser;
  }
  const publicKey = async () => (await t.app.inject({ method: "GET", url: "/api/push/public-key" })).json().public_key;
  const subscriptionCount = async () =>
    (await t.database.db.selectFrom("push_subscriptions").select("endpoint").execute()).length;

  it("a friend request to a player with no socket open arrives encrypted, signed with the public key", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const browser = await subscribed(bob);
    await sendRequest(t, alice, bob.user.username);
    await t.app.webPush.idle();

    expect(service.received).toHaveLength(1);
    const [push] = service.received;
    expect(push).toMatchObject({
      method: "POST",
      path: `/push/${bob.user.id}`,
      headers: {
        "content-encoding": "aes128gcm",
        "content-type": "application/octet-stream",
        ttl: "43200",
        urgency: "normal",
        topic: "friend_request",
      },
    });
    const key = await publicKey();
    const claims = verifiedVapidClaims(String(push?.headers.authorization), key);
    expect(claims).toMatchObject({ aud: service.origin, sub: expect.stringMatching(/^(mailto:|https:)/) });
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
    expect(Number(claims.exp)).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);

    const [notice] = await t.database.db
      .selectFrom("notifications")
      .selectAll()
      .where("user_id", "=", bob.user.id)
      .execute();
    expect(JSON.parse(browser.decrypt(push?.body ?? Buffer.alloc(0)))).toEqual({
      kind: "friend_request",
      title: "Friend request",
      body: `${alice.user.username} wants to be your friend`,
      link: "/battle",
      id: notice?.id,
    });
  });

  it("an invitation goes with high urgency and its own topic", async () => {
    const { alice, bob, aliceAnt } = await friendsWithAnts(t);
    await subscribed(bob);
    expect((await invite(t, alice, bob.user.username, aliceAnt)).status).toBe(200);
    await t.app.webPush.idle();
    expect(service.received.map((push) => [push.headers.urgency, push.headers.topic])).toEqual([
      ["high", "battle_invitation"],
    ]);
  });

  it("with the preference for that kind off nothing is pushed", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await subscribed(bob);
    await call(t, bob, "PUT", "/preferences", { notifications: { friend_requests: false } });
    await sendRequest(t, alice, bob.user.username);
    await t.app.webPush.idle();
    expect(service.received).toEqual([]);
  });

  it("with a socket open the notice goes over the socket and nothing is pushed", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await subscribed(bob);
    const socket = await t.app.injectWS(`/api/ws/${bob.user.id}`);
    const box = liveInbox(socket);
    box.send({ type: "authenticate", token: bob.token, protocol_version: PROTOCOL_VERSION });
    await box.next("authenticated");
    await sendRequest(t, alice, bob.user.username);
    await box.next("notification");
    await t.app.webPush.idle();
    expect(service.received).toEqual([]);
    socket.terminate();
  });

  it("a push service answering 410 or 404 removes the subscription; 500 keeps it", async () => {
    const alice = await signUp(t.app);
    for (const [status, kept] of [
      [500, 1],
      [410, 0],
      [404, 0],
    ] as const) {
      const bob = await signUp(t.app);
      await subscribed(bob);
      service.answer(status);
      const before = service.received.length;
      await sendRequest(t, alice, bob.user.username);
      await t.app.webPush.idle();
      expect(service.received.length, String(status)).toBe(before + 1);
      const rows = await t.database.db
        .selectFrom("push_subscriptions")
        .select("endpoint")
        .where("user_id", "=", bob.user.id)
        .execute();
      expect(rows.length, String(status)).toBe(kept);
    }
    expect(await subscriptionCount()).toBe(1);
  });

  it("a slow push service never holds the request that raised the notice", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await subscribed(bob);
    service.delay(1500);
    const started = performance.now();
    expect((await sendRequest(t, alice, bob.user.username)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    await t.app.webPush.idle();
    expect(service.received).toHaveLength(1);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("web push across two nodes through Redis", () => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });

  it("a socket open on one node stops the other node's push; once it closes, pushes go", async () => {
    const service = await startPushService();
    closing.push(service.close);
    const dialect = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
    const database = await freshDatabase(dialect);
    closing.push(() => database.close());
    const prefix = `antbrawl-test-${process.pid}-${crypto.randomUUID()}:`;
    const pushEndpointOrigins = [...loadConfig({}).pushEndpointOrigins, service.origin];
    const node = async () => {
      const bus = await createRedisBus(process.env.TEST_REDIS_URL as string, prefix);
      closing.push(() => bus.close());
      const t = await createTestApp(dialect, { pushEndpointOrigins }, { database, bus });
      closing.push(t.close);
      return t;
    };
    const a = await node();
    const b = await node();
    const alice = await signUp(b.app);
    const bob = await signUp(b.app);
    const carol = await signUp(b.app);
    await call(b, bob, "POST", "/push-subscriptions", browserSubscription(`${service.origin}/push/bob`).json);
    const online = async (expected: boolean) => {
      for (let i = 0; i < 100 && (await b.app.presence.onlineOf([bob.user.id])).has(bob.user.id) !== expected; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    const socket = await a.app.injectWS(`/api/ws/${bob.user.id}`);
    const box = liveInbox(socket);
    box.send({ type: "authenticate", token: bob.token, protocol_version: PROTOCOL_VERSION });
    await box.next("authenticated");
    await online(true);
    await sendRequest(b, alice, bob.user.username);
    await box.next("notification");
    await b.app.webPush.idle();
    expect(service.received).toEqual([]);

    socket.terminate();
    await online(false);
    await sendRequest(b, carol, bob.user.username);
    await b.app.webPush.idle();
    expect(service.received.map((push) => push.headers.topic)).toEqual(["friend_request"]);
  });
});
