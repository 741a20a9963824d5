// Sessions cached in memory: no session query while cached, and a logout refused at once on every node.
import { afterEach, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../../src/db/database";
import { hashToken } from "../../src/lib/tokens";
import { insertUser } from "../../src/users/repository";
import { SessionCache } from "../../src/users/session-cache";
import { SESSION_ENDED_CHANNEL } from "../../src/users/session-ends";
import { createSession } from "../../src/users/sessions-repository";
import { type Bus, createMemoryBus, createRedisBus } from "../../src/ws/bus";
import { createTestApp, signUp, type TestApp } from "../helpers/app";
import { DIALECTS, freshDatabase } from "../helpers/databases";
import { countStatements } from "../helpers/statement-counter";

const BUSES = process.env.TEST_REDIS_URL ? (["memory", "redis"] as const) : (["memory"] as const);

describe.each(DIALECTS)("session cache on %s", (dialect) => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  async function database(): Promise<OpenDatabase> {
    const db = await freshDatabase(dialect);
    closers.push(() => db.close());
    return db;
  }

  async function app(db: OpenDatabase, bus?: Bus): Promise<TestApp> {
    const t = await createTestApp(dialect, {}, { database: db, bus });
    closers.push(() => t.close());
    return t;
  }

  it("answers a request with a cached session without any session query", async () => {
    const counted = countStatements(await database());
    const t = await app(counted.database);
    const alice = await signUp(t.app);
    const url = `/api/users/${alice.user.id}`;
    expect((await t.app.inject({ method: "GET", url, headers: alice.auth })).statusCode).toBe(200);
    counted.log.reset();
    const again = await t.app.inject({ method: "GET", url, headers: alice.auth });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(alice.user.id);
    expect(counted.log.touching("sessions")).toBe(0);
    expect(counted.log.nodes.length).toBeGreaterThan(0);
  });

  it("refuses a logged-out session at once on the node that ended it", async () => {
    const t = await app(await database());
    const bob = await signUp(t.app);
    const url = `/api/users/${bob.user.id}`;
    expect((await t.app.inject({ method: "GET", url, headers: bob.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bob.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url, headers: bob.auth })).statusCode).toBe(401);
  });

  it.each(BUSES)("refuses a logged-out session at once on another node (%s bus)", async (kind) => {
    const db = await database();
    const prefix = `antbrawl-test-${crypto.randomUUID()}:`;
    const openBus = async (): Promise<Bus> => {
      const bus =
        kind === "memory" ? createMemoryBus() : await createRedisBus(process.env.TEST_REDIS_URL as string, prefix);
      closers.push(() => bus.close());
      return bus;
    };
    const shared = kind === "memory" ? await openBus() : undefined;
    const busA = shared ?? (await openBus());
    const busB = shared ?? (await openBus());
    const nodeA = await app(db, busA);
    const nodeB = await app(db, busB);
    const carol = await signUp(nodeA.app);
    const url = `/api/users/${carol.user.id}`;
    expect((await nodeB.app.inject({ method: "GET", url, headers: carol.auth })).statusCode).toBe(200);
    expect(nodeB.app.deps.sessions.size).toBe(1);

    // Node B hears of the logout through the bus (Redis delivers after the publish returns; memory during it).
    const heard = new Promise<void>((resolve) => {
      void busB.subscribe(SESSION_ENDED_CHANNEL, (payload) => {
        if ((payload as { tokenHashes?: string[] }).tokenHashes?.includes(hashToken(carol.token))) resolve();
      });
    });
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect((await nodeA.app.inject({ method: "POST", url: "/api/auth/logout", headers: carol.auth })).statusCode).toBe(
      200,
    );
    await heard;
    expect(nodeB.app.deps.sessions.size).toBe(0);
    const after = await nodeB.app.inject({ method: "GET", url, headers: carol.auth });
    expect(after.statusCode).toBe(401);
  });
});

describe("session cache bounds", () => {
  it("forgets the least recently used session beyond its size, and every session after its time to live", async () => {
    const real = await freshDatabase("pglite");
    const { database, log } = countStatements(real);
    try {
      const user = await insertUser(database.db, { username: "bounded", email: "b@c.d" });
      const [a, b, c] = [
        await createSession(database.db, user.id, 1),
        await createSession(database.db, user.id, 1),
        await createSession(database.db, user.id, 1),
      ];
      let clock = 0;
      const cache = new SessionCache(1_000, 2, () => clock);
      const lookups = () => log.touching("sessions");
      log.reset();
      for (const token of [a, b, a]) expect(await cache.userIdForToken(database.db, token)).toBe(user.id);
      expect(lookups()).toBe(2);
      await cache.userIdForToken(database.db, c);
      expect(cache.size).toBe(2);
      await cache.userIdForToken(database.db, a);
      expect(lookups()).toBe(3);
      await cache.userIdForToken(database.db, b);
      expect(lookups()).toBe(4);
      clock += 1_000;
      expect(await cache.userIdForToken(database.db, b)).toBe(user.id);
      expect(lookups()).toBe(5);
      expect(await cache.userIdForToken(database.db, "unknown")).toBeUndefined();
    } finally {
      await real.close();
    }
  });
});
