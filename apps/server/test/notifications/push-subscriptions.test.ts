// Push subscriptions through the API: made, renewed and removed; at most five per player; only allowed push services
// (a link-local or unlisted loopback endpoint is refused and never called, also when stored behind the server's back);
// bad input 400 { detail } changing nothing; another player's routes refused; PGlite and PostgreSQL.
import { PUSH_SUBSCRIPTIONS_KEPT } from "@antbrawl/protocol/push";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import type { Player } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import { browserSubscription, startPushService } from "../helpers/push-service";
import { call, sendRequest } from "../helpers/social-fixtures";

describe.each(DIALECTS)("push subscriptions on %s", (dialect) => {
  let t: TestApp;
  let listed: Awaited<ReturnType<typeof startPushService>>;
  let unlisted: Awaited<ReturnType<typeof startPushService>>;
  const clock = manualClock();
  beforeEach(async () => {
    listed = await startPushService();
    unlisted = await startPushService();
    const pushEndpointOrigins = [...loadConfig({}).pushEndpointOrigins, listed.origin];
    t = await createTestApp(dialect, { pushEndpointOrigins }, { now: clock.now });
  });
  afterEach(async () => {
    await t.close();
    await Promise.all([listed.close(), unlisted.close()]);
  });

  const rows = () => t.database.db.selectFrom("push_subscriptions").selectAll().orderBy("endpoint").execute();
  const subscribe = (player: Player, body: unknown) => call(t, player, "POST", "/push-subscriptions", body);
  const unsubscribe = (player: Player, endpoint: unknown) =>
    call(t, player, "DELETE", "/push-subscriptions", { endpoint });

  it("subscribes, renews the same endpoint without a duplicate, and unsubscribes", async () => {
    const bob = await signUp(t.app);
    const endpoint = `${listed.origin}/push/bob`;
    const first = await subscribe(bob, browserSubscription(endpoint).json);
    expect(first).toEqual({ status: 201, body: { endpoint, created_at: clock.now().toISOString() } });
    clock.advanceMs(1000);
    const renewed = browserSubscription(endpoint).json;
    expect(await subscribe(bob, { ...renewed, expirationTime: null })).toEqual({ status: 200, body: first.body });
    expect(await rows()).toEqual([
      {
        endpoint,
        user_id: bob.user.id,
        p256dh: renewed.keys.p256dh,
        auth: renewed.keys.auth,
        created_at: new Date(first.body.created_at as string),
        updated_at: clock.now(),
      },
    ]);
    const gone = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${bob.user.id}/push-subscriptions`,
      headers: bob.auth,
      payload: { endpoint },
    });
    expect([gone.statusCode, gone.body]).toEqual([204, ""]);
    expect(await rows()).toEqual([]);
    expect(await unsubscribe(bob, endpoint)).toEqual({
      status: 404,
      body: { detail: "Push subscription not found", requestId: expect.any(String) },
    });
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_KEPT} per player: a new browser drops the oldest`, async () => {
    const bob = await signUp(t.app);
    const carol = await signUp(t.app);
    await subscribe(carol, browserSubscription(`${listed.origin}/push/carol`).json);
    for (let i = 0; i <= PUSH_SUBSCRIPTIONS_KEPT; i++) {
      clock.advanceMs(1000);
      expect((await subscribe(bob, browserSubscription(`${listed.origin}/push/bob-${i}`).json)).status).toBe(201);
    }
    const bobs = (await rows()).filter((row) => row.user_id === bob.user.id).map((row) => row.endpoint);
    expect(bobs).toEqual([1, 2, 3, 4, 5].map((i) => `${listed.origin}/push/bob-${i}`));
    expect((await rows()).filter((row) => row.user_id === carol.user.id)).toHaveLength(1);
  });

  it("refuses endpoints off the allowed push services with 400 detail, and never calls them", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    for (const endpoint of [
      "http://169.254.169.254/latest/meta-data/",
      `${unlisted.origin}/push/bob`,
      `http://localhost:${new URL(listed.origin).port}/push/bob`,
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
      "https://user@fcm.googleapis.com/fcm/send/x",
      "https://notify.windows.com.evil.example/w/?token=x",
      "https://evilnotify.windows.com/w/?token=x",
    ]) {
      const answer = await subscribe(bob, browserSubscription(endpoint).json);
      expect(answer.status, endpoint).toBe(400);
      expect(answer.body.detail, endpoint).toMatch(/^Invalid body: endpoint /);
    }
    expect((await subscribe(bob, browserSubscription("http://169.254.169.254/").json)).body.detail).toBe(
      "Invalid body: endpoint http://169.254.169.254 is not a push service this server sends to (PUSH_ENDPOINT_ORIGINS)",
    );
    expect(await rows()).toEqual([]);

    // One stored behind the server's back (an origin since removed from the setting) is checked again before a send.
    const stale = browserSubscription(`${unlisted.origin}/push/bob`).json;
    await t.database.db
      .insertInto("push_subscriptions")
      .values({
        endpoint: stale.endpoint,
        user_id: bob.user.id,
        ...stale.keys,
        created_at: clock.now(),
        updated_at: clock.now(),
      })
      .execute();
    await sendRequest(t, alice, bob.user.username);
    await t.app.webPush.idle();
    expect(unlisted.received).toEqual([]);
    expect(listed.received).toEqual([]);
  });

  it("accepts the browsers' push services, Windows' on any notify.windows.com host", async () => {
    const bob = await signUp(t.app);
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGx",
      "https://wns2-by3p.notify.windows.com/w/?token=BQYAAA",
    ]) {
      expect((await subscribe(bob, browserSubscription(endpoint).json)).status, endpoint).toBe(201);
    }
  });

  it("bad bodies answer 400 { detail } and change nothing", async () => {
    const bob = await signUp(t.app);
    const good = browserSubscription(`${listed.origin}/push/bob`).json;
    await subscribe(bob, good);
    const before = await rows();
    const other = browserSubscription(`${listed.origin}/push/other`).json;
    const notOnCurve = Buffer.from(other.keys.p256dh, "base64url");
    notOnCurve[40] = (notOnCurve[40] ?? 0) ^ 1;
    const compressed = Buffer.alloc(65, 1);
    compressed[0] = 0x02;
    const bodies: unknown[] = [
      {},
      { endpoint: other.endpoint },
      { ...other, keys: { p256dh: other.keys.p256dh } },
      { ...other, keys: { ...other.keys, p256dh: notOnCurve.toString("base64url") } },
      { ...other, keys: { ...other.keys, p256dh: compressed.toString("base64url") } },
      { ...other, keys: { ...other.keys, p256dh: Buffer.alloc(64, 4).toString("base64url") } },
      { ...other, keys: { ...other.keys, p256dh: `${other.keys.p256dh.slice(0, 86)}!` } },
      { ...other, keys: { ...other.keys, auth: Buffer.alloc(15, 7).toString("base64url") } },
      { ...other, keys: { ...other.keys, auth: Buffer.alloc(17, 7).toString("base64url") } },
      { ...other, endpoint: "not a url" },
      { ...other, endpoint: "ftp://fcm.googleapis.com/x" },
      { ...other, endpoint: `${listed.origin}/${"x".repeat(2100)}` },
      { ...other, extra: true },
      { ...other, keys: { ...other.keys, extra: "x" } },
      { ...other, endpoint: 7 },
      [],
      null,
    ];
    for (const body of bodies) {
      const answer = await subscribe(bob, body);
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
    for (const body of [{}, { endpoint: "" }, { endpoint: 3 }, { endpoint: good.endpoint, more: 1 }]) {
      const answer = await call(t, bob, "DELETE", "/push-subscriptions", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
    expect(await rows()).toEqual(before);
  });

  it("another player's subscriptions are refused, and nobody's without a session", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const bobs = browserSubscription(`${listed.origin}/push/bob`).json;
    await subscribe(bob, bobs);
    const before = await rows();
    for (const [method, payload] of [
      ["POST", browserSubscription(`${listed.origin}/push/alice`).json],
      ["DELETE", { endpoint: bobs.endpoint }],
    ] as const) {
      const url = `/api/users/${bob.user.id}/push-subscriptions`;
      const res = await t.app.inject({ method, url, headers: alice.auth, payload });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ detail: "You can only access your own account" });
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    expect(await unsubscribe(alice, bobs.endpoint)).toMatchObject({ status: 404 });
    expect(await rows()).toEqual(before);
  });
});
