// Redis stopped and restarted under two nodes: no crash, health degraded, sign-up still served, live messages resume.
import { once } from "node:events";
import type { Redis } from "ioredis";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Bus, createRedisBus, openRedisClient } from "../../src/ws/bus";
import { createTestApp, signUp, type TestApp } from "../helpers/app";
import { freshDatabase } from "../helpers/databases";
import { liveInbox } from "../helpers/live-client";
import { type TestRedis, testRedis } from "../helpers/redis-server";

const tab = async (t: TestApp, player: Awaited<ReturnType<typeof signUp>>) => {
  const socket = await t.app.injectWS(`/api/ws/${player.user.id}`);
  const box = liveInbox(socket, 20_000);
  box.send({ type: "authenticate", token: player.token });
  await box.next("authenticated");
  return { socket, box };
};

describe("Redis outage under two nodes", () => {
  let redis: TestRedis;
  let a: TestApp;
  let b: TestApp;
  const buses: Bus[] = [];
  const clients: Redis[] = [];

  beforeEach(async () => {
    redis = await testRedis();
    const url = redis.url;
    const database = await freshDatabase(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    const node = async (shared?: TestApp) => {
      const bus = await createRedisBus(url, "fault:");
      const client = await openRedisClient(url);
      buses.push(bus);
      clients.push(client);
      return createTestApp("pglite", {}, { database: shared?.database ?? database, bus, rateLimitRedis: client });
    };
    a = await node();
    b = await node(a);
  });

  afterEach(async () => {
    await a.close();
    await b.close();
    for (const bus of buses.splice(0)) await bus.close();
    for (const client of clients.splice(0)) client.disconnect();
    await a.database.close();
    await redis.dispose();
  });

  it("keeps serving, reports degraded, and resumes cross-node delivery when Redis is back", async () => {
    const player = await signUp(a.app);
    const onA = await tab(a, player);
    await b.app.deps.hub.sendToUser(player.user.id, { type: "queue_joined", message: "before" });
    expect((await onA.box.next("queue_joined")).message).toBe("before");
    expect((await a.app.inject({ method: "GET", url: "/api/health" })).json().status).toBe("ok");

    const down = buses.map((bus) => once(bus.events, "down"));
    await redis.kill();
    await Promise.all(down);

    // Everything that used to reject without a handler: new sockets (subscribe), closing ones, publishing.
    const other = await signUp(b.app);
    const onB = await tab(b, other);
    const second = await tab(a, player);
    second.socket.terminate();
    await b.app.deps.hub.sendToUser(other.user.id, { type: "queue_joined", message: "local while down" });
    expect((await onB.box.next("queue_joined")).message).toBe("local while down");

    const health = await a.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: "degraded", bus: "down", degraded: ["bus"] });
    const signup = await a.app.inject({
      method: "POST",
      url: "/api/users",
      payload: { username: "while_redis_down", email: "down@players.antbrawl.local" },
    });
    expect([201, 429]).toContain(signup.statusCode);

    const up = buses.map((bus) => once(bus.events, "up"));
    await redis.start();
    await Promise.all(up);
    // The open tab is told it may have missed messages and where its (restarted) stream stands.
    expect(await onA.box.next("resumed")).toMatchObject({ replayed: 0, complete: false });

    await b.app.deps.hub.sendToUser(player.user.id, { type: "queue_joined", message: "after" });
    expect((await onA.box.next("queue_joined")).message).toBe("after");
    await a.app.deps.hub.sendToUser(other.user.id, { type: "queue_joined", message: "subscribed while down" });
    expect((await onB.box.next("queue_joined")).message).toBe("subscribed while down");
    expect((await a.app.inject({ method: "GET", url: "/api/health" })).json().status).toBe("ok");
    onA.socket.terminate();
    onB.socket.terminate();
  }, 60_000);
});
