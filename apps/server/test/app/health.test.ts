// GET /api/health, request ids and the OpenAPI description.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { DIALECTS } from "../helpers/databases";

describe.each(DIALECTS)("health on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  it("reports ok and the database kind", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", database: dialect });
  });

  it("echoes a given request id and makes one otherwise", async () => {
    const given = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "trace-123" } });
    expect(given.headers["x-request-id"]).toBe("trace-123");
    const made = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("serves the OpenAPI description at /api/docs", async () => {
    const json = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(json.statusCode).toBe(200);
    const spec = json.json();
    expect(spec.openapi).toMatch(/^3/);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(["/api/users", "/api/health", "/api/users/{userId}/"]),
    );
    const ui = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
  });
});
