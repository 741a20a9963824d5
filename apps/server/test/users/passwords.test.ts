// Passwords: setting one, signing back in, wrong pairs (401), the failed-attempt limit (429) and logs without secrets.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SIGN_IN_LIMITS as LOGIN_LIMITS } from "@antbrawl/rules/accounts/sign-in-attempts";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "../../src/users/passwords";
import { countSessions } from "../../src/users/sessions-repository";
import { createTestApp, signUp, type TestApp, uniqueName } from "../helpers/app";
import { DIALECTS } from "../helpers/databases";
import { freePort, startServer } from "../helpers/server-process";

const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join(".")}`;

function setPassword(app: FastifyInstance, player: Awaited<ReturnType<typeof signUp>>, body: object) {
  return app.inject({
    method: "PUT",
    url: `/api/users/${player.user.id}/password`,
    headers: player.auth,
    payload: body,
  });
}

function login(app: FastifyInstance, username: string, password: string, remoteAddress = randomAddress()) {
  return app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password }, remoteAddress });
}

async function storedHash(t: TestApp, id: string) {
  const row = await t.database.db.selectFrom("users").select("password_hash").where("id", "=", id).executeTakeFirst();
  return row?.password_hash ?? null;
}

describe.each(DIALECTS)("passwords on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  it("stores a salted scrypt hash, not the password, and signs the player back in with it", async () => {
    const player = await signUp(t.app);
    const password = "correct horse battery";
    const set = await setPassword(t.app, player, { new_password: password });
    expect(set.statusCode).toBe(200);
    expect(set.json().success).toBe(true);
    const hash = String(await storedHash(t, player.user.id));
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain(password);
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword("correct horse battery!", hash)).toBe(false);

    const res = await login(t.app, player.user.username.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, user: { id: player.user.id } });
    expect(res.cookies.find((c) => c.name === "antbrawl_session")?.value).toBe(body.token);
    const me = await t.app.inject({
      method: "GET",
      url: `/api/users/${player.user.id}`,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it("answers the same 401 for a wrong password, an unknown user and a player without a password", async () => {
    const player = await signUp(t.app);
    const bare = await signUp(t.app);
    await setPassword(t.app, player, { new_password: "a long secret" });
    const before = await countSessions(t.database.db);
    for (const [username, password] of [
      [player.user.username, "a wrong secret"],
      [uniqueName("ghost"), "a long secret"],
      [bare.user.username, "anything at all"],
    ] as const) {
      const res = await login(t.app, username, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ detail: "Wrong username or password" });
    }
    expect(await countSessions(t.database.db)).toBe(before);
  });

  it("requires the current password once one is set", async () => {
    const player = await signUp(t.app);
    await setPassword(t.app, player, { new_password: "first secret" });
    const first = await storedHash(t, player.user.id);
    const missing = await setPassword(t.app, player, { new_password: "second secret" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe("Enter your current password to change it");
    const wrong = await setPassword(t.app, player, { new_password: "second secret", current_password: "nope nope" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe("Current password is wrong");
    expect(await storedHash(t, player.user.id)).toBe(first);
    const right = await setPassword(t.app, player, { new_password: "second secret", current_password: "first secret" });
    expect(right.statusCode).toBe(200);
    expect((await login(t.app, player.user.username, "first secret")).statusCode).toBe(401);
    expect((await login(t.app, player.user.username, "second secret")).statusCode).toBe(200);
  });

  it("refuses bad input, another player's token and no token, changing nothing", async () => {
    const player = await signUp(t.app);
    const other = await signUp(t.app);
    const url = `/api/users/${player.user.id}/password`;
    const bad: object[] = [
      { new_password: "short" },
      { new_password: "x".repeat(129) },
      { new_password: 12345678 },
      {},
      { new_password: "long enough", admin: true },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({ method: "PUT", url, headers: player.auth, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    const short = await setPassword(t.app, player, { new_password: "short" });
    expect(short.json().detail).toBe("Password must be at least 8 characters long");
    const foreign = await t.app.inject({
      method: "PUT",
      url,
      headers: other.auth,
      payload: { new_password: "long enough" },
    });
    expect(foreign.statusCode).toBe(403);
    const none = await t.app.inject({ method: "PUT", url, payload: { new_password: "long enough" } });
    expect(none.statusCode).toBe(401);
    expect(await storedHash(t, player.user.id)).toBeNull();
    for (const payload of [{ username: "x" }, { username: 1, password: "y" }, { username: "a", password: "b", c: 1 }]) {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
  });

  it(`answers 429 after ${LOGIN_LIMITS.perAccount} failures on one account, even for the right password`, async () => {
    const player = await signUp(t.app);
    await setPassword(t.app, player, { new_password: "the real one" });
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect((await login(t.app, player.user.username, `guess ${i} wrong`)).statusCode).toBe(401);
    }
    const limited = await login(t.app, player.user.username, "another guess");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe("Too many failed sign-in attempts: wait 15 minutes and try again");
    expect((await login(t.app, player.user.username, "the real one")).statusCode).toBe(429);
    const other = await signUp(t.app);
    await setPassword(t.app, other, { new_password: "other's secret" });
    expect((await login(t.app, other.user.username, "other's secret")).statusCode).toBe(200);
  });

  it(`answers 429 after ${LOGIN_LIMITS.perAddress} failures from one address across accounts`, async () => {
    const address = randomAddress();
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      expect((await login(t.app, uniqueName("spray"), "not a password", address)).statusCode).toBe(401);
    }
    expect((await login(t.app, uniqueName("spray"), "not a password", address)).statusCode).toBe(429);
    const player = await signUp(t.app);
    await setPassword(t.app, player, { new_password: "fine secret" });
    expect((await login(t.app, player.user.username, "fine secret", address)).statusCode).toBe(429);
    expect((await login(t.app, player.user.username, "fine secret")).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("failed sign-ins shared through Redis", () => {
  it("counts one account's failures across two nodes", async () => {
    const { openRedisClient } = await import("../../src/ws/bus");
    const url = process.env.TEST_REDIS_URL as string;
    const [redisA, redisB] = [await openRedisClient(url), await openRedisClient(url)];
    const a = await createTestApp("pglite", {}, { rateLimitRedis: redisA });
    const b = await createTestApp("pglite", {}, { database: a.database, rateLimitRedis: redisB });
    try {
      const player = await signUp(a.app);
      for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
        const node = i % 2 === 0 ? a : b;
        expect((await login(node.app, player.user.username, "wrong guess")).statusCode).toBe(401);
      }
      expect((await login(b.app, player.user.username, "wrong guess")).statusCode).toBe(429);
      expect((await login(a.app, player.user.username, "wrong guess")).statusCode).toBe(429);
    } finally {
      await b.close();
      await a.close();
      redisA.disconnect();
      redisB.disconnect();
    }
  });
});

describe("logs", () => {
  it("never hold a password, at trace level through set, sign-in and failures", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-pw-"));
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "trace" });
    try {
      await server.waitFor(/Antbrawl is up/, 180_000);
      const base = `http://127.0.0.1:${port}/api`;
      const json = { "content-type": "application/json" };
      const username = uniqueName("logged");
      const signup = await fetch(`${base}/users`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ username, email: "l@l.l" }),
      });
      const { user, token } = (await signup.json()) as { user: { id: string }; token: string };
      const secret = "Pa55-word-that-must-not-leak";
      const put = await fetch(`${base}/users/${user.id}/password`, {
        method: "PUT",
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ new_password: secret }),
      });
      expect(put.status).toBe(200);
      const post = (password: string) =>
        fetch(`${base}/auth/login`, { method: "POST", headers: json, body: JSON.stringify({ username, password }) });
      expect((await post(`${secret}-wrong`)).status).toBe(401);
      expect((await post(secret)).status).toBe(200);
      await server.waitFor(/\/api\/auth\/login[\s\S]*"statusCode":200/, 30_000);
      expect(server.output()).toContain("/api/auth/login");
      expect(server.output()).not.toContain(secret);
      expect(server.output()).not.toContain("Pa55-word");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
