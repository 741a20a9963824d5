// The VAPID key pair: made once, kept in the database, served without a session; two nodes starting together on one
// database agree on it and both sign pushes with it; PUSH_ENDPOINT_ORIGINS through the configuration schema.
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";
import { pushEndpointAllowed } from "../../src/lib/push-origins";
import { createTestApp, signUp, type TestApp } from "../helpers/app";
import { DIALECTS, freshDatabase } from "../helpers/databases";
import { browserSubscription, startPushService, verifiedVapidClaims } from "../helpers/push-service";
import { call, sendRequest } from "../helpers/social-fixtures";

describe.each(DIALECTS)("VAPID keys on %s", (dialect) => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });

  it("two nodes starting at once on one database make one key pair and both sign with it", async () => {
    const service = await startPushService();
    closing.push(service.close);
    const database = await freshDatabase(dialect);
    closing.push(() => database.close());
    const pushEndpointOrigins = [...loadConfig({}).pushEndpointOrigins, service.origin];
    const [a, b] = (await Promise.all(
      [1, 2].map(() => createTestApp(dialect, { pushEndpointOrigins }, { database })),
    )) as [TestApp, TestApp];
    closing.push(a.close, b.close);

    expect(await database.db.selectFrom("push_vapid_keys").select("id").execute()).toEqual([{ id: 1 }]);
    const keyOf = async (t: TestApp) => {
      const res = await t.app.inject({ method: "GET", url: "/api/push/public-key" });
      expect(res.statusCode).toBe(200);
      return res.json().public_key as string;
    };
    const key = await keyOf(a);
    expect(await keyOf(b)).toBe(key);
    const raw = Buffer.from(key, "base64url");
    expect([raw.length, raw[0], key]).toEqual([65, 4, raw.toString("base64url")]);

    const alice = await signUp(a.app);
    const bob = await signUp(a.app);
    await call(a, bob, "POST", "/push-subscriptions", browserSubscription(`${service.origin}/push/bob`).json);
    await sendRequest(a, alice, bob.user.username);
    await a.app.webPush.idle();
    const carol = await signUp(b.app);
    await sendRequest(b, carol, bob.user.username);
    await b.app.webPush.idle();
    expect(service.received).toHaveLength(2);
    for (const push of service.received) {
      expect(verifiedVapidClaims(String(push.headers.authorization), key)).toMatchObject({ aud: service.origin });
    }

    // A node started later on the same database reads the same pair.
    const later = await createTestApp(dialect, {}, { database });
    closing.push(later.close);
    expect(await keyOf(later)).toBe(key);
  });
});

describe("PUSH_ENDPOINT_ORIGINS", () => {
  it("defaults to the browsers' push services, Windows' as a host wildcard", () => {
    expect(loadConfig({}).pushEndpointOrigins).toEqual([
      "https://fcm.googleapis.com",
      "https://updates.push.services.mozilla.com",
      "https://web.push.apple.com",
      "https://*.notify.windows.com",
      "https://push.services.mozilla.com",
    ]);
    expect(loadConfig({ PUSH_ENDPOINT_ORIGINS: " " }).pushEndpointOrigins).toEqual(loadConfig({}).pushEndpointOrigins);
  });

  it("reads a comma-separated list of origins", () => {
    expect(
      loadConfig({ PUSH_ENDPOINT_ORIGINS: "https://Push.Example, http://127.0.0.1:9000,https://*.push.example:8443" })
        .pushEndpointOrigins,
    ).toEqual(["https://push.example", "http://127.0.0.1:9000", "https://*.push.example:8443"]);
  });

  it.each([
    ",",
    "push.example",
    "ftp://push.example",
    "https://push.example/path",
    "https://push.example/",
    "https://*.com",
    "https://a@push.example",
  ])("refuses %s naming the variable", (value) => {
    expect(() => loadConfig({ PUSH_ENDPOINT_ORIGINS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ PUSH_ENDPOINT_ORIGINS: value })).toThrow("PUSH_ENDPOINT_ORIGINS");
  });

  it("matches an endpoint's exact origin, or one or more labels before a wildcard's host", () => {
    const allowed = ["https://push.example", "https://*.notify.example", "http://127.0.0.1:9000"];
    const cases: [string, boolean][] = [
      ["https://push.example/x", true],
      ["https://push.example:443/x", true],
      ["https://push.example:444/x", false],
      ["http://push.example/x", false],
      ["https://a.notify.example/x", true],
      ["https://a.b.notify.example/x", true],
      ["https://notify.example/x", false],
      ["https://anotify.example/x", false],
      ["http://a.notify.example/x", false],
      ["http://127.0.0.1:9000/x", true],
      ["http://127.0.0.1:9001/x", false],
      ["https://u:p@push.example/x", false],
    ];
    for (const [endpoint, expected] of cases)
      expect(pushEndpointAllowed(new URL(endpoint), allowed), endpoint).toBe(expected);
  });
});
