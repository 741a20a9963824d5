// The test-only clock: absent unless ANTBRAWL_TEST_CLOCK=1, and when enabled it moves the time the game reads.
import { afterEach, describe, expect, it } from "vitest";
import { ENV_SCHEMA, loadConfig } from "../../src/config";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import { playerWithAnts, setAnt } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";

describe("test clock configuration", () => {
  it("is in the env schema, off by default and only on for ANTBRAWL_TEST_CLOCK=1", () => {
    expect(ENV_SCHEMA.properties.ANTBRAWL_TEST_CLOCK).toMatchObject({ enum: ["0", "1"], default: "0" });
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ ANTBRAWL_TEST_CLOCK: "0" }).testClock).toBe(false);
    expect(loadConfig({ ANTBRAWL_TEST_CLOCK: "1" }).testClock).toBe(true);
    expect(() => loadConfig({ ANTBRAWL_TEST_CLOCK: "yes" })).toThrow(/ANTBRAWL_TEST_CLOCK/);
  });
});

describe.each(DIALECTS)("test clock route on %s", (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("is not registered by default", async () => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method: "POST", url: "/api/test/clock", payload: { advance_ms: 1000 } });
    expect(res.statusCode).toBe(404);
  });

  it("moves the server's time forward when enabled: a hurt ant heals as the hours pass", async () => {
    const clock = manualClock();
    t = await createTestApp(dialect, { testClock: true }, { now: clock.now });
    const { player, ants } = await playerWithAnts(t, 1);
    const antId = ants[0] as string;
    await setAnt(t, antId, { current_health: 10, needs_updated_at: clock.now() });
    const read = async () => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/users/${player.user.id}/ants/${antId}`,
        headers: player.auth,
      });
      return res.json() as { current_health: number };
    };
    expect((await read()).current_health).toBe(10);
    const moved = await t.app.inject({ method: "POST", url: "/api/test/clock", payload: { advance_ms: 3_600_000 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ now: "2026-11-22T09:00:00.000Z", offset_ms: 3_600_000 });
    expect((await read()).current_health).toBe(30);
    const bad = await t.app.inject({ method: "POST", url: "/api/test/clock", payload: { advance_ms: -5 } });
    expect(bad.statusCode).toBe(400);
  });
});
