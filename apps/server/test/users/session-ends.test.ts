// Sessions end everywhere they should: a password change ends the others, expiry and an operator's revoke close sockets,
// and a node that missed a logout during a Redis outage closes the socket once Redis is back.
import { once } from "node:events";
import { WS_CLOSE } from "@antbrawl/protocol/ws";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { manualScheduler } from "../../src/live/scheduler";
import { SESSION_REVALIDATE_MS } from "../../src/users/session-ends";
import { createRedisBus } from "../../src/ws/bus";
import { createTestApp, manualClock, signUp, type TestApp, uniqueName } from "../helpers/app";
import { DIALECTS, freshDatabase } from "../helpers/databases";
import { liveInbox } from "../helpers/live-client";
import { testRedis } from "../helpers/redis-server";

const OPERATOR_TOKEN = "operator-token-for-tests-0123456789abcdef";
type Player = Awaited<ReturnType<typeof signUp>>;

async function openTab(app: FastifyInstance, userId: string, token: string) {
  const socket = await app.injectWS(`/api/ws/${userId}`);
  const box = liveInbox(socket, 20_000);
  box.send({ type: "authenticate", token });
  await box.next("authenticated");
  return { socket, box };
}

const me = (app: FastifyInstance, player: Player, token = player.token) =>
  app.inject({ method: "GET", url: `/api/users/${player.user.id}`, headers: { authorization: `Bearer ${token}` } });

/** A second session of the player, from a password sign-in (another device). */
async function secondSession(app: FastifyInstance, player: Player, password: string): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username: player.user.username, password },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

describe.each(DIALECTS)("session ends on %s", (dialect) => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });
  const app = async (...args: Parameters<typeof createTestApp> extends [unknown, ...infer R] ? R : never) => {
    const t = await createTestApp(dialect, ...args);
    closers.push(() => t.close());
    return t;
  };

  it("a password change ends every other session (HTTP 401, socket 4401) and keeps the one that changed it", async () => {
    const t = await app();
    const player = await signUp(t.app, uniqueName("changer"));
    const set = { method: "PUT" as const, url: `/api/users/${player.user.id}/password`, headers: player.auth };
    expect((await t.app.inject({ ...set, payload: { new_password: "first password" } })).statusCode).toBe(200);
    const laptop = await secondSession(t.app, player, "first password");
    const phone = await secondSession(t.app, player, "first password");
    const laptopTab = await openTab(t.app, player.user.id, laptop);
    const ownTab = await openTab(t.app, player.user.id, player.token);
    expect((await me(t.app, player, laptop)).statusCode).toBe(200);

    const changed = await t.app.inject({
      ...set,
      payload: { new_password: "second password", current_password: "first password" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ success: true, ended_sessions: 2 });
    expect(await laptopTab.box.closed).toEqual({ code: WS_CLOSE.unauthorized, reason: "Session ended" });
    expect((await me(t.app, player, laptop)).statusCode).toBe(401);
    expect((await me(t.app, player, phone)).statusCode).toBe(401);
    expect((await me(t.app, player)).statusCode).toBe(200);
    ownTab.box.send({ type: "ping" });
    await ownTab.box.next("pong");
    ownTab.socket.terminate();
  });

  it('a password change with sign_out "all" ends this session too and clears its cookie', async () => {
    const t = await app();
    const player = await signUp(t.app, uniqueName("leaver"));
    const url = `/api/users/${player.user.id}/password`;
    expect(
      (await t.app.inject({ method: "PUT", url, headers: player.auth, payload: { new_password: "pass one!" } }))
        .statusCode,
    ).toBe(200);
    const other = await secondSession(t.app, player, "pass one!");
    const bad = await t.app.inject({
      method: "PUT",
      url,
      headers: player.auth,
      payload: { new_password: "pass two!", current_password: "pass one!", sign_out: "nobody" },
    });
    expect(bad.statusCode).toBe(400);
    expect((await me(t.app, player, other)).statusCode).toBe(200);
    const all = await t.app.inject({
      method: "PUT",
      url,
      headers: player.auth,
      payload: { new_password: "pass two!", current_password: "pass one!", sign_out: "all" },
    });
    expect(all.json()).toMatchObject({ success: true, ended_sessions: 2 });
    expect(all.cookies.find((c) => c.name === "antbrawl_session")?.value).toBe("");
    expect((await me(t.app, player)).statusCode).toBe(401);
    expect((await me(t.app, player, other)).statusCode).toBe(401);
  });

  it("an expired session's socket closes at the next revalidation (test clock)", async () => {
    const clock = manualClock();
    const scheduler = manualScheduler();
    const t = await app({ sessionDays: 1 }, { now: clock.now, scheduler });
    const player = await signUp(t.app);
    const tab = await openTab(t.app, player.user.id, player.token);
    scheduler.advance(SESSION_REVALIDATE_MS);
    expect(await t.app.deps.sessionEnds.revalidate()).toBe(0);
    tab.box.send({ type: "ping" });
    await tab.box.next("pong");

    clock.advanceHours(24);
    scheduler.advance(SESSION_REVALIDATE_MS);
    await t.app.deps.sessionEnds.revalidate();
    expect(await tab.box.closed).toEqual({ code: WS_CLOSE.unauthorized, reason: "Session ended" });
    expect((await me(t.app, player)).statusCode).toBe(401);
  });

  it("an operator's revoke closes the player's sockets at once; bad calls are refused and change nothing", async () => {
    const t = await app({ operatorToken: OPERATOR_TOKEN });
    const player = await signUp(t.app);
    const bystander = await signUp(t.app);
    const tab = await openTab(t.app, player.user.id, player.token);
    const revoke = (payload: unknown, token = OPERATOR_TOKEN) =>
      t.app.inject({
        method: "POST",
        url: "/api/operator/sessions/revoke",
        headers: { authorization: `Bearer ${token}` },
        payload: payload as object,
      });
    for (const [payload, status] of [
      [{ username: player.user.username }, 401, "wrong token"],
      [{ username: "" }, 400],
      [{ all: false }, 400],
      [{ username: player.user.username, all: true }, 400],
      [{ username: "nobody_has_this_name" }, 404],
    ] as const) {
      const res = await revoke(payload, status === 401 ? "not-the-operator-token-0123456789abcdef" : OPERATOR_TOKEN);
      expect(res.statusCode).toBe(status);
      expect(res.json().detail).toBeTruthy();
    }
    const player2 = await t.app.inject({
      method: "POST",
      url: "/api/operator/sessions/revoke",
      headers: player.auth,
      payload: { all: true },
    });
    expect(player2.statusCode).toBe(401);
    expect((await me(t.app, player)).statusCode).toBe(200);

    const res = await revoke({ username: player.user.username.toUpperCase() });
    expect(res.json()).toEqual({ ended_sessions: 1 });
    expect(await tab.box.closed).toEqual({ code: WS_CLOSE.unauthorized, reason: "Session ended" });
    expect((await me(t.app, player)).statusCode).toBe(401);
    expect((await me(t.app, bystander)).statusCode).toBe(200);
    expect((await revoke({ all: true })).json().ended_sessions).toBeGreaterThanOrEqual(1);
    expect((await me(t.app, bystander)).statusCode).toBe(401);
  });

  it("the operator's routes answer 404 while OPERATOR_TOKEN is unset", async () => {
    const t = await app();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/operator/sessions/revoke",
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: { all: true },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: "Not found" });
  });

  it("sessions deleted in the database by hand close their sockets at the next revalidation", async () => {
    const scheduler = manualScheduler();
    const t = await app({}, { scheduler });
    const player = await signUp(t.app);
    const tab = await openTab(t.app, player.user.id, player.token);
    await t.database.db.deleteFrom("sessions").where("user_id", "=", player.user.id).execute();
    scheduler.advance(SESSION_REVALIDATE_MS);
    expect(await t.app.deps.sessionEnds.revalidate()).toBe(1);
    expect(await tab.box.closed).toEqual({ code: WS_CLOSE.unauthorized, reason: "Session ended" });
  });
});

describe("a logout missed during a Redis outage", () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  it("closes the socket on the other node once Redis is back (PostgreSQL when configured)", async () => {
    const redis = await testRedis();
    closers.push(() => redis.dispose());
    const database = await freshDatabase(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    closers.push(() => database.close());
    const node = async (): Promise<TestApp> => {
      const bus = await createRedisBus(redis.url, "missed:");
      closers.push(() => bus.close());
      const t = await createTestApp("pglite", {}, { database, bus });
      closers.push(() => t.close());
      return t;
    };
    const [a, b] = [await node(), await node()];
    const player = await signUp(a.app);
    const onB = await openTab(b.app, player.user.id, player.token);
    expect((await me(b.app, player)).statusCode).toBe(200);

    const down = [a, b].map((t) => once(t.app.deps.bus.events, "down"));
    await redis.kill();
    await Promise.all(down);
    expect((await a.app.inject({ method: "POST", url: "/api/auth/logout", headers: player.auth })).statusCode).toBe(
      200,
    );
    onB.box.send({ type: "ping" });
    await onB.box.next("pong");

    // Both nodes' revalidation timers are hand-moved and never moved here: only the bus coming back can close it.
    await redis.start();
    const closed = await onB.box.closed;
    expect(closed).toEqual({ code: WS_CLOSE.unauthorized, reason: "Session ended" });
    expect((await me(b.app, player)).statusCode).toBe(401);
  }, 90_000);
});
