// Request ids in every error answer and in the logs; health polls and static files stay out of the info log.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { ROUTE_DIALECTS } from "../helpers/databases";

describe.each(ROUTE_DIALECTS)("request ids and quiet polls on %s", (dialect) => {
  let t: TestApp;
  let lines: Array<Record<string, unknown>>;
  beforeEach(async () => {
    lines = [];
    t = await createTestApp(dialect, {}, { logStream: { write: (line) => lines.push(JSON.parse(line)) } });
  });
  afterEach(async () => t.close());

  it("every error answer carries its request id beside the detail, and the log lines of that request carry it too", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/users",
      payload: { username: "" },
      headers: { "x-request-id": "report-42" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: expect.any(String), requestId: "report-42" });
    expect(lines.some((l) => l.reqId === "report-42" && (l.res as { statusCode?: number })?.statusCode === 400)).toBe(
      true,
    );

    const missing = await t.app.inject({ method: "GET", url: "/api/no-such-route" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: expect.any(String), requestId: missing.headers["x-request-id"] });

    const unauthenticated = await t.app.inject({ method: "GET", url: "/api/users/1/ants" });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json().requestId).toBe(unauthenticated.headers["x-request-id"]);
  });

  it("a success answer is left as it was", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.json()).not.toHaveProperty("requestId");
  });

  it("health polls and static files are not logged at info; API requests are", async () => {
    await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "poll-1" } });
    await t.app.inject({ method: "GET", url: "/assets/index-abc.js", headers: { "x-request-id": "file-1" } });
    await t.app.inject({ method: "GET", url: "/api/equipment/catalog", headers: { "x-request-id": "api-1" } });
    const ids = new Set(lines.map((l) => l.reqId));
    expect(ids.has("poll-1")).toBe(false);
    expect(ids.has("file-1")).toBe(false);
    expect(ids.has("api-1")).toBe(true);
  });
});
