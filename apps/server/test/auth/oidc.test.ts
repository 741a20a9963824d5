// Google sign-in through OpenID Connect against a real provider on loopback (oauth2-mock-server), driven as a browser.
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";
import { countUsers } from "../../src/users/repository";
import { countSessions } from "../../src/users/sessions-repository";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { ROUTE_DIALECTS } from "../helpers/databases";
import { type LoopbackProvider, startProvider } from "../helpers/oidc-provider";

const BINDING = "antbrawl_oidc";

/** GET start as the browser does: answers the issuer URL the 302 points to and the binding cookie. */
async function start(app: FastifyInstance, headers: Record<string, string> = {}, query = "") {
  const res = await app.inject({ method: "GET", url: `/api/auth/oidc/start${query}`, headers });
  expect(res.statusCode).toBe(302);
  const cookie = res.cookies.find((c) => c.name === BINDING);
  expect(cookie?.httpOnly).toBe(true);
  return { authorizeUrl: new URL(String(res.headers.location)), binding: String(cookie?.value) };
}

/** Follows the issuer URL with fetch (no redirects followed) and takes code and state from its redirect. */
async function authorize(url: URL) {
  const res = await fetch(url, { redirect: "manual" });
  expect(res.status).toBe(302);
  const back = new URL(String(res.headers.get("location")));
  expect(back.pathname).toBe("/auth/callback");
  return { code: String(back.searchParams.get("code")), state: String(back.searchParams.get("state")) };
}

function callback(
  app: FastifyInstance,
  body: { code: string; state: string },
  binding: string | undefined,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/auth/oidc/callback",
    payload: body,
    cookies: binding ? { [BINDING]: binding } : {},
    headers,
  });
}

describe.each(ROUTE_DIALECTS)("Google sign-in (OpenID Connect) on %s", (dialect) => {
  let provider: LoopbackProvider;
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  beforeAll(async () => {
    provider = await startProvider();
  });
  afterAll(async () => provider.stop());
  beforeEach(async () => {
    clock = manualClock();
    provider.identity = { sub: "sub-ada", email: "ada@example.com", name: "Ada Lovelace" };
    t = await createTestApp(
      dialect,
      { oidc: { issuer: provider.issuer, clientId: "antbrawl-test", clientSecret: "s3cret", allowInsecure: true } },
      { now: clock.now },
    );
  });
  afterEach(async () => t.close());

  /** The whole flow in one browser; answers the callback's response. */
  async function signIn(headers: Record<string, string> = {}, query = "") {
    const { authorizeUrl, binding } = await start(t.app, headers, query);
    return callback(t.app, await authorize(authorizeUrl), binding, headers);
  }

  async function expectRefused(res: { statusCode: number; json(): unknown }, sessionsBefore: number) {
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect((res.json() as { detail: string }).detail).toBeTruthy();
    expect(await countSessions(t.database.db)).toBe(sessionsBefore);
  }

  it("sends the browser to the issuer with PKCE (S256), state, nonce and our callback address", async () => {
    const { authorizeUrl } = await start(t.app);
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${provider.issuer}/authorize`);
    const q = authorizeUrl.searchParams;
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toBeTruthy();
    expect(q.get("state")?.length).toBeGreaterThanOrEqual(32);
    expect(q.get("nonce")?.length).toBeGreaterThanOrEqual(32);
    expect(q.get("redirect_uri")).toBe("http://localhost:80/auth/callback");
    const stored = await t.database.db.selectFrom("oidc_attempts").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.state_hash).not.toBe(q.get("state"));
  });

  it("a first sign-in creates a player with a name from the profile; a second signs the same player in", async () => {
    const first = await signIn();
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, user: { username: "AdaLovelace", email: "ada@example.com" } });
    expect(body.token.length).toBeGreaterThanOrEqual(40);
    expect(first.cookies.find((c) => c.name === "antbrawl_session")?.value).toBe(body.token);
    const me = await t.app.inject({
      method: "GET",
      url: `/api/users/${body.user.id}`,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);

    const second = await signIn();
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(body.user.id);
    expect(second.json().token).not.toBe(body.token);
    expect(await countUsers(t.database.db)).toBe(1);
    expect(await countSessions(t.database.db)).toBe(2);
  });

  it("links by (issuer, subject), never by e-mail, and de-duplicates the derived username", async () => {
    const ada = (await signIn()).json();
    provider.identity = { sub: "sub-other", email: "ada@example.com", name: "Ada Lovelace" };
    const other = (await signIn()).json();
    expect(other.user.id).not.toBe(ada.user.id);
    expect(other.user.username).toBe("AdaLovelace2");
    provider.identity = { sub: "sub-mail-only", email: "zo.e@example.com" };
    expect((await signIn()).json().user.username).toBe("ZoE");
  });

  it("refuses a tampered state", async () => {
    const { authorizeUrl, binding } = await start(t.app);
    const { code, state } = await authorize(authorizeUrl);
    const before = await countSessions(t.database.db);
    const res = await callback(t.app, { code, state: `${state.slice(0, -2)}xx` }, binding);
    await expectRefused(res, before);
    expect(res.json().detail).toBe("Invalid state parameter - possible CSRF attack");
  });

  it("refuses an id token with the wrong nonce", async () => {
    const before = await countSessions(t.database.db);
    const restore = provider.tamperIdToken((payload) => {
      payload.nonce = "not-the-nonce-we-sent";
    });
    const res = await signIn().finally(restore);
    await expectRefused(res, before);
    expect(res.json().detail).toBe("Authentication failed");
    expect(await countUsers(t.database.db)).toBe(0);
  });

  it("refuses a code issued for another attempt's PKCE challenge (wrong verifier)", async () => {
    const a = await start(t.app);
    const b = await start(t.app);
    const codeA = await authorize(a.authorizeUrl);
    const stateB = String(b.authorizeUrl.searchParams.get("state"));
    const before = await countSessions(t.database.db);
    await expectRefused(await callback(t.app, { code: codeA.code, state: stateB }, b.binding), before);
  });

  it("refuses a code obtained without a PKCE challenge (no verifier to match)", async () => {
    const { authorizeUrl, binding } = await start(t.app);
    authorizeUrl.searchParams.delete("code_challenge");
    authorizeUrl.searchParams.delete("code_challenge_method");
    const before = await countSessions(t.database.db);
    await expectRefused(await callback(t.app, await authorize(authorizeUrl), binding), before);
  });

  it("refuses an attempt older than 10 minutes", async () => {
    const { authorizeUrl, binding } = await start(t.app);
    const returned = await authorize(authorizeUrl);
    clock.advanceMs(10 * 60_000 + 1000);
    const before = await countSessions(t.database.db);
    const res = await callback(t.app, returned, binding);
    await expectRefused(res, before);
    expect(res.json().detail).toBe("This sign-in took longer than 10 minutes: please start again");
  });

  it("refuses a replayed code and state", async () => {
    const { authorizeUrl, binding } = await start(t.app);
    const returned = await authorize(authorizeUrl);
    expect((await callback(t.app, returned, binding)).statusCode).toBe(200);
    const before = await countSessions(t.database.db);
    const replay = await callback(t.app, returned, binding);
    await expectRefused(replay, before);
    expect(replay.json().detail).toBe("Invalid state parameter - possible CSRF attack");
  });

  it("refuses a callback from another browser (no binding cookie, or another attempt's)", async () => {
    const { authorizeUrl, binding } = await start(t.app);
    const returned = await authorize(authorizeUrl);
    const elsewhere = await start(t.app);
    const before = await countSessions(t.database.db);
    await expectRefused(await callback(t.app, returned, undefined), before);
    await expectRefused(await callback(t.app, returned, elsewhere.binding), before);
    await expectRefused(await callback(t.app, returned, `${binding}x`), before);
    expect((await callback(t.app, returned, binding)).statusCode).toBe(200);
  });

  it("refuses bad callback bodies with 400 { detail }", async () => {
    const before = await countSessions(t.database.db);
    for (const payload of [{}, { code: "x" }, { code: 1, state: "y" }, { code: "x", state: "y", extra: 1 }]) {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/oidc/callback", payload });
      await expectRefused(res, before);
    }
    const purpose = await t.app.inject({ method: "GET", url: "/api/auth/oidc/start?purpose=admin" });
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json().detail).toBeTruthy();
  });

  it("links Google to a signed-in player, who can then sign in with it", async () => {
    const player = await signUp(t.app);
    const session = { cookie: `antbrawl_session=${player.token}`, origin: "http://localhost:80" };
    const linked = await signIn(session, "?purpose=link");
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ success: true, user: { id: player.user.id }, token: player.token });
    const methods = await t.app.inject({
      method: "GET",
      url: `/api/users/${player.user.id}/sign-in-methods`,
      headers: player.auth,
    });
    expect(methods.json()).toEqual({
      password: false,
      google: { linked: true, email: "ada@example.com" },
      google_available: true,
    });
    const again = await signIn();
    expect(again.json().user.id).toBe(player.user.id);
    expect(await countUsers(t.database.db)).toBe(1);
  });

  it("refuses to link an identity another player holds, or a link finished by another session", async () => {
    const first = (await signIn()).json();
    const player = await signUp(t.app);
    const session = { cookie: `antbrawl_session=${player.token}`, origin: "http://localhost:80" };
    const taken = await signIn(session, "?purpose=link");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe("This Google account is already linked to another player");

    provider.identity = { sub: "sub-fresh", name: "Fresh" };
    const { authorizeUrl, binding } = await start(t.app, session, "?purpose=link");
    const returned = await authorize(authorizeUrl);
    const before = await countSessions(t.database.db);
    const res = await callback(t.app, returned, binding, { authorization: `Bearer ${first.token}` });
    await expectRefused(res, before);
    expect(res.statusCode).toBe(403);
    const noSession = await t.app.inject({ method: "GET", url: "/api/auth/oidc/start?purpose=link" });
    expect(noSession.statusCode).toBe(401);
  });
});

describe("Google sign-in configuration", () => {
  it("takes Google as the default issuer and accepts plain http only on loopback", () => {
    expect(loadConfig({}).oidc).toBeNull();
    expect(loadConfig({ OIDC_CLIENT_ID: "id" }).oidc).toMatchObject({
      issuer: "https://accounts.google.com",
      allowInsecure: false,
    });
    expect(loadConfig({ OIDC_CLIENT_ID: "id", OIDC_ISSUER: "http://127.0.0.1:4000" }).oidc?.allowInsecure).toBe(true);
    expect(() => loadConfig({ OIDC_CLIENT_ID: "id", OIDC_ISSUER: "http://idp.example.com" })).toThrow(ConfigError);
  });

  it("says when Google is not configured; start then answers 404 { detail } or sends a page to the callback", async () => {
    const t = await createTestApp("pglite");
    try {
      const config = await t.app.inject({ method: "GET", url: "/api/auth/config" });
      expect(config.json()).toEqual({
        google: {
          enabled: false,
          reason: "Google sign-in is not set up on this server (OIDC_CLIENT_ID is not configured)",
        },
      });
      const api = await t.app.inject({ method: "GET", url: "/api/auth/oidc/start" });
      expect(api.statusCode).toBe(404);
      expect(api.json().detail).toMatch(/not set up/);
      const page = await t.app.inject({ method: "GET", url: "/api/auth/oidc/start", headers: { accept: "text/html" } });
      expect(page.statusCode).toBe(302);
      expect(String(page.headers.location)).toMatch(/^\/auth\/callback\?error=start_failed&error_description=/);
    } finally {
      await t.close();
    }
  });
});
