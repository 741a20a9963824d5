// Sign-up, sessions, the owner guard and logout, through app.inject on every test database.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countUsers } from "../../src/users/repository";
import { createTestApp, signUp, type TestApp, uniqueName } from "../helpers/app";
import { DIALECTS } from "../helpers/databases";

describe.each(DIALECTS)("users and sessions on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  it("signs up a player with max_ants 3 and a long random token", async () => {
    const username = uniqueName("ant");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users",
      payload: { username: `  ${username}  `, email: "a@b.c" },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user.username).toBe(username);
    expect(body.user.max_ants).toBe(3);
    expect(body.token.length).toBeGreaterThanOrEqual(22);
    expect(res.headers["set-cookie"]).toMatch(/antbrawl_session=.*HttpOnly.*SameSite=Strict/i);
    const stored = await t.database.db.selectFrom("sessions").select("token_hash").execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(body.token);
  });

  it("returns the user to its owner, 401 without a session, 403 to another player, 401 after logout", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const url = `/api/users/${alice.user.id}`;
    const own = await t.app.inject({ method: "GET", url, headers: alice.auth });
    expect(own.statusCode).toBe(200);
    expect(own.json().id).toBe(alice.user.id);

    const none = await t.app.inject({ method: "GET", url });
    expect(none.statusCode).toBe(401);
    expect(none.json().detail).toBeTruthy();
    const bad = await t.app.inject({ method: "GET", url, headers: { authorization: "Bearer not-a-token" } });
    expect(bad.statusCode).toBe(401);
    const other = await t.app.inject({ method: "GET", url, headers: bob.auth });
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBe("You can only access your own account");

    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: alice.auth });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: "GET", url, headers: alice.auth });
    expect(after.statusCode).toBe(401);
    const bobStill = await t.app.inject({ method: "GET", url: `/api/users/${bob.user.id}`, headers: bob.auth });
    expect(bobStill.statusCode).toBe(200);
  });

  it("accepts the session cookie as well as the Bearer header", async () => {
    const carol = await signUp(t.app);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/users/${carol.user.id}`,
      cookies: { antbrawl_session: carol.token },
    });
    expect(res.statusCode).toBe(200);
  });

  it("logout without a session is 401", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBeTruthy();
  });

  const badBodies: [string, unknown, string | undefined][] = [
    ["missing username", { email: "x@y.z" }, undefined],
    ["short username", { username: "ab", email: "x@y.z" }, undefined],
    ["blank username", { username: "     ", email: "x@y.z" }, undefined],
    ["long username", { username: "x".repeat(31), email: "x@y.z" }, undefined],
    ["username of wrong type", { username: 12345, email: "x@y.z" }, undefined],
    ["email of wrong type", { username: "validname", email: 5 }, undefined],
    ["array body", [{ username: "validname" }], undefined],
    ["unknown field", { username: "validname2", email: "x@y.z", admin: true }, undefined],
  ];
  it.each(badBodies)("rejects %s with a 400 { detail } and creates nothing", async (_label, payload) => {
    const before = await countUsers(t.database.db);
    const res = await t.app.inject({ method: "POST", url: "/api/users", payload: payload as object });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().detail).toBe("string");
    expect(await countUsers(t.database.db)).toBe(before);
  });

  it("rejects malformed JSON and a missing body with 400 { detail }", async () => {
    const before = await countUsers(t.database.db);
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/users",
      headers: { "content-type": "application/json" },
      payload: '{"username": "abc"',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe("Request body is not valid JSON");
    const empty = await t.app.inject({ method: "POST", url: "/api/users" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBeTruthy();
    expect(await countUsers(t.database.db)).toBe(before);
  });

  it("rejects a duplicate name in another case with 409 'Username already taken'", async () => {
    const name = uniqueName("Case");
    await signUp(t.app, name);
    const before = await countUsers(t.database.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users",
      payload: { username: name.toUpperCase(), email: "d@e.f" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: "Username already taken" });
    expect(await countUsers(t.database.db)).toBe(before);
  });

  it("50 parallel sign-ups with distinct names all succeed", async () => {
    const names = Array.from({ length: 50 }, () => uniqueName("par"));
    const results = await Promise.all(
      names.map((username) =>
        t.app.inject({ method: "POST", url: "/api/users", payload: { username, email: "p@q.r" } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(names.map(() => 201));
    const ids = new Set(results.map((r) => r.json().user.id));
    expect(ids.size).toBe(50);
  });

  it("20 parallel sign-ups with the same name: exactly one succeeds, the rest are 409", async () => {
    const name = uniqueName("same");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/users",
          payload: { username: i % 2 ? name : name.toUpperCase(), email: "s@t.u" },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const rows = await t.database.db
      .selectFrom("users")
      .select("id")
      .where("username_key", "=", name.toLowerCase())
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("answers unknown API paths with 404 { detail }", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toMatch(/No route/);
  });
});

describe("sign-up rate limit", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp("pglite", { signupRateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterEach(async () => t.close());

  it("answers 429 { detail } per address after the limit and creates nothing more", async () => {
    const from = (ip: string) => (username: string) =>
      t.app.inject({ method: "POST", url: "/api/users", remoteAddress: ip, payload: { username, email: "r@l.m" } });
    const one = from("10.1.1.1");
    for (let i = 0; i < 3; i++) expect((await one(uniqueName("rl"))).statusCode).toBe(201);
    const before = await countUsers(t.database.db);
    const limited = await one(uniqueName("rl"));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many sign-ups/);
    expect(await countUsers(t.database.db)).toBe(before);
    expect((await from("10.1.1.2")(uniqueName("rl"))).statusCode).toBe(201);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("sign-up rate limit shared through Redis", () => {
  it("counts sign-ups from one address across two nodes", async () => {
    const { openRedisClient } = await import("../../src/ws/bus");
    const url = process.env.TEST_REDIS_URL as string;
    const [redisA, redisB] = [await openRedisClient(url), await openRedisClient(url)];
    const limit = { signupRateLimit: { max: 2, timeWindowMs: 60_000 } };
    const a = await createTestApp("pglite", limit, { rateLimitRedis: redisA });
    const b = await createTestApp("pglite", limit, { database: a.database, rateLimitRedis: redisB });
    try {
      const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const post = (t: TestApp) =>
        t.app.inject({
          method: "POST",
          url: "/api/users",
          remoteAddress: ip,
          payload: { username: uniqueName("rr"), email: "r@r.r" },
        });
      expect((await post(a)).statusCode).toBe(201);
      expect((await post(b)).statusCode).toBe(201);
      expect((await post(a)).statusCode).toBe(429);
      expect((await post(b)).statusCode).toBe(429);
    } finally {
      await b.close();
      await a.close();
      redisA.disconnect();
      redisB.disconnect();
    }
  });
});
