// Abuse over HTTP: spoofed forwarded-for, control characters, framework errors, foreign origins and no-op care.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggableError } from "../../src/plugins/errors";
import { createTestApp, manualClock, signUp, type TestApp, uniqueName } from "../helpers/app";
import { antsUrl, createAntFor, setStoredNeeds, storedAnt } from "../helpers/colony-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";

function expectDetail(res: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers["content-type"])).toMatch(/application\/json/);
  expect(typeof JSON.parse(res.body).detail).toBe("string");
  return JSON.parse(res.body).detail as string;
}

describe.each(ROUTE_DIALECTS)("abuse on %s", (dialect) => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, { trustProxy: 1 }, { now: clock.now });
  });
  afterAll(async () => t.close());

  it("NUL bytes and control characters answer 400 naming the field, and store nothing", async () => {
    const users = async () =>
      Number(
        (
          await t.database.db
            .selectFrom("users")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await users();
    const nulName = await t.app.inject({
      method: "POST",
      url: "/api/users",
      payload: { username: "ab\u0000cd", email: "a@b.c" },
    });
    expect(expectDetail(nulName, 400)).toMatch(/username/);
    const nulMail = await t.app.inject({
      method: "POST",
      url: "/api/users",
      payload: { username: uniqueName(), email: "a\u0000@b.c" },
    });
    expect(expectDetail(nulMail, 400)).toMatch(/email/);
    const bell = await t.app.inject({
      method: "POST",
      url: "/api/users",
      payload: { username: uniqueName(), email: "a\u0007@b.c" },
    });
    expect(expectDetail(bell, 400)).toMatch(/email/);
    expect(await users()).toBe(before);

    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    const chat = await t.app.inject({
      method: "POST",
      url: antsUrl(p, ant.id, "chat"),
      headers: p.auth,
      payload: { message: "hi\u0000there" },
    });
    expect(expectDetail(chat, 400)).toMatch(/message/);
    expect(
      expectDetail(await t.app.inject({ method: "GET", url: `${antsUrl(p)}/ab%00cd`, headers: p.auth }), 400),
    ).toMatch(/antId/);
    expect(
      expectDetail(await t.app.inject({ method: "GET", url: `/api/battles/x%00y`, headers: p.auth }), 400),
    ).toMatch(/battleId/);
    const cursor = await t.app.inject({
      method: "GET",
      url: `/api/users/${p.user.id}/battles?before=%00`,
      headers: p.auth,
    });
    expect(expectDetail(cursor, 400)).toMatch(/before/);
    const cookie = await t.app.inject({
      method: "GET",
      url: `/api/users/${p.user.id}/`,
      cookies: { antbrawl_session: "a\u0000b" },
    });
    expect(expectDetail(cookie, 400)).toMatch(/antbrawl_session/);
  });

  it("ids that are not ids answer 4xx { detail }, never 500", async () => {
    const p = await signUp(t.app);
    for (const id of ["not-a-uuid", "0", "'; drop table ants; --", "%F0%9F%90%9C", "x".repeat(90)]) {
      const res = await t.app.inject({ method: "GET", url: `${antsUrl(p)}/${id}`, headers: p.auth });
      expectDetail(res, 404);
      const battle = await t.app.inject({ method: "GET", url: `/api/battles/${id}`, headers: p.auth });
      expect([400, 404]).toContain(battle.statusCode);
      expectDetail(battle, battle.statusCode);
    }
  });

  it("framework errors answer JSON { detail }: long parameter, bad URL, unknown route, large body, bad content type", async () => {
    const p = await signUp(t.app);
    expectDetail(await t.app.inject({ method: "GET", url: `${antsUrl(p)}/${"a".repeat(5000)}`, headers: p.auth }), 414);
    expectDetail(await t.app.inject({ method: "GET", url: `${antsUrl(p)}/%E0%A4%A`, headers: p.auth }), 400);
    expectDetail(await t.app.inject({ method: "GET", url: "/api/nothing-here" }), 404);
    expectDetail(await t.app.inject({ method: "PATCH", url: "/api/users" }), 404);
    const big = await t.app.inject({
      method: "POST",
      url: "/api/users",
      payload: { username: "x".repeat(2_000_000), email: "a@b.c" },
    });
    expectDetail(big, 413);
    const xml = await t.app.inject({
      method: "POST",
      url: "/api/users",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    });
    expectDetail(xml, 415);
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/users",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expectDetail(broken, 400);
  });

  it("TRUST_PROXY=1 trusts one hop: entries a client adds to X-Forwarded-For do not bypass the sign-up limit", async () => {
    const limited = await createTestApp(dialect, { trustProxy: 1, signupRateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await limited.app.inject({
          method: "POST",
          url: "/api/users",
          remoteAddress: "10.0.0.2",
          headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.7` },
          payload: { username: uniqueName("spoof"), email: "s@p.f" },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expectDetail(res, 429);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
      const other = await limited.app.inject({
        method: "POST",
        url: "/api/users",
        remoteAddress: "10.0.0.2",
        headers: { "x-forwarded-for": "203.0.113.8" },
        payload: { username: uniqueName("other"), email: "o@p.f" },
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it("a state-changing request with the cookie from a foreign Origin is refused and changes nothing", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await setStoredNeeds(t.database, ant.id, { food: 5 }, clock.now());
    const cookies = { antbrawl_session: p.token };
    const host = "antbrawl.test";
    const evil = await t.app.inject({
      method: "POST",
      url: antsUrl(p, ant.id, "feed"),
      cookies,
      headers: { host, origin: "https://evil.example" },
    });
    expect(expectDetail(evil, 403)).toMatch(/another site/);
    const evilReferer = await t.app.inject({
      method: "DELETE",
      url: antsUrl(p, ant.id),
      cookies,
      headers: { host, referer: "https://evil.example/page" },
    });
    expectDetail(evilReferer, 403);
    const none = await t.app.inject({ method: "DELETE", url: antsUrl(p, ant.id), cookies, headers: { host } });
    expectDetail(none, 403);
    expect((await storedAnt(t.database, ant.id))?.food).toBe(5);

    const same = await t.app.inject({
      method: "POST",
      url: antsUrl(p, ant.id, "feed"),
      cookies,
      headers: { host, origin: `http://${host}` },
    });
    expect(same.statusCode).toBe(200);
    const bearer = await t.app.inject({
      method: "POST",
      url: antsUrl(p, ant.id, "feed"),
      headers: { ...p.auth, host, origin: "https://evil.example" },
    });
    expect(bearer.statusCode).toBe(200);
    const bearerWithCookie = await t.app.inject({
      method: "POST",
      url: antsUrl(p, ant.id, "feed"),
      cookies,
      headers: { ...p.auth, host },
    });
    expect(bearerWithCookie.statusCode).toBe(200);
    const emptyBearerWithCookie = await t.app.inject({
      method: "DELETE",
      url: antsUrl(p, ant.id),
      cookies,
      headers: { authorization: "Bearer ", host, origin: "https://evil.example" },
    });
    expect(emptyBearerWithCookie.statusCode).toBe(401);
    const read = await t.app.inject({
      method: "GET",
      url: antsUrl(p, ant.id),
      cookies,
      headers: { host, origin: "https://evil.example" },
    });
    expect(read.statusCode).toBe(200);
  });

  it("without PUBLIC_ORIGIN only the request's own scheme and host pass, not the other scheme", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await setStoredNeeds(t.database, ant.id, { food: 5 }, clock.now());
    const feed = (origin: string, app = t.app, extra: Record<string, string> = {}) =>
      app.inject({
        method: "POST",
        url: antsUrl(p, ant.id, "feed"),
        cookies: { antbrawl_session: p.token },
        headers: { host: "antbrawl.test", origin, ...extra },
      });
    expectDetail(await feed("https://antbrawl.test"), 403);
    expect((await storedAnt(t.database, ant.id))?.food).toBe(5);
    expect((await feed("http://antbrawl.test")).statusCode).toBe(200);

    const proxied = await createTestApp(dialect, { trustProxy: 1 }, { database: t.database });
    try {
      const https = { "x-forwarded-proto": "https" };
      expectDetail(await feed("http://antbrawl.test", proxied.app, https), 403);
      await setStoredNeeds(t.database, ant.id, { food: 5 }, clock.now());
      expect((await feed("https://antbrawl.test", proxied.app, https)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("with PUBLIC_ORIGIN set only that origin passes", async () => {
    const pinned = await createTestApp(dialect, { publicOrigin: "https://antbrawl.example" });
    try {
      const p = await signUp(pinned.app);
      const cookies = { antbrawl_session: p.token };
      const url = `${antsUrl(p)}`;
      const payload = { name: "Pinned", appearance: { color: "#8B4513", pattern: "solid", size: 1 } };
      const hostOnly = await pinned.app.inject({
        method: "POST",
        url,
        cookies,
        payload,
        headers: { host: "internal:3000", origin: "http://internal:3000" },
      });
      expectDetail(hostOnly, 403);
      const ok = await pinned.app.inject({
        method: "POST",
        url,
        cookies,
        payload,
        headers: { origin: "https://antbrawl.example" },
      });
      expect(ok.statusCode).toBe(201);
    } finally {
      await pinned.close();
    }
  });

  it("[C4] a top-up of a need that decayed a moment after being filled counts for nothing", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await setStoredNeeds(t.database, ant.id, { food: 15 }, clock.now());
    const metric = async () =>
      Number(
        (
          await t.database.db
            .selectFrom("achievement_progress")
            .select("value")
            .where("user_id", "=", p.user.id)
            .where("metric", "=", "care_feed")
            .executeTakeFirst()
        )?.value ?? 0,
      );
    const feed = () => t.app.inject({ method: "POST", url: antsUrl(p, ant.id, "feed"), headers: p.auth });
    expect((await feed()).statusCode).toBe(200);
    expect(await metric()).toBe(1);
    const full = await feed();
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ detail: "Food is already full" });
    clock.advanceMs(1_000);
    expect((await feed()).statusCode).toBe(409);
    clock.advanceMs(20 * 60_000);
    const topUp = await feed();
    expect(topUp.statusCode).toBe(200);
    expect(await metric()).toBe(1);
  });
});

describe("error logs", () => {
  it("keep SQL text, parameters and row detail out", () => {
    const error = Object.assign(new Error("invalid byte sequence"), {
      code: "22021",
      query: "insert into users (email) values ($1)",
      params: ["secret@mail.example"],
      parameters: ["secret@mail.example"],
      detail: "Key (email)=(secret@mail.example) already exists.",
    });
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain("22021");
    expect(logged).not.toContain("secret@mail.example");
    expect(logged).not.toContain("insert into");
  });
});
