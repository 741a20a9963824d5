// GET /metrics: only with the METRICS_TOKEN bearer; a live battle moves the HTTP, socket, turn and settlement figures.
import { LIVE_COUNTDOWN_SECONDS, LIVE_TURN_MS } from "@antbrawl/rules/arena/live";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { DIALECTS } from "../helpers/databases";
import { advance, liveDuel, liveTime, nth } from "../helpers/live-arena";

const TOKEN = "metrics-token-0123456789";

/** The sum of a metric's samples whose line matches `labels` (a fragment like `type="ranked"`), 0 when absent. */
function total(text: string, name: string, labels = ""): number {
  let sum = 0;
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (labels && !line.includes(labels)) continue;
    sum += Number(line.split(" ").at(-1));
  }
  return sum;
}

async function phaseOf(t: TestApp, battleId: string) {
  const live = await t.app.deps.db
    .selectFrom("live_battles")
    .select("phase")
    .where("battle_id", "=", battleId)
    .executeTakeFirstOrThrow();
  return live.phase;
}

describe.each(DIALECTS)("metrics on %s", (dialect) => {
  let t: TestApp;
  const time = liveTime();
  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      { metricsToken: TOKEN },
      {
        now: time.now,
        scheduler: time.scheduler,
      },
    );
  });
  afterAll(async () => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    return res.body;
  };

  it("is refused without the token or with a wrong one, and answered with it", async () => {
    const none = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ detail: expect.any(String) });
    const wrong = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN.replace("0", "1")}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain("antbrawl_");
    const text = await scrape();
    for (const name of [
      "antbrawl_http_request_duration_seconds_bucket",
      "antbrawl_websocket_connections",
      "antbrawl_arena_queue_tickets",
      "antbrawl_live_battles_driven",
      "antbrawl_db_query_duration_seconds_count",
      "antbrawl_bus_roundtrip_seconds",
      "antbrawl_nodejs_eventloop_lag_seconds",
      "antbrawl_process_resident_memory_bytes",
    ]) {
      expect(text, name).toMatch(new RegExp(`^${name}`, "m"));
    }
  });

  it("a live battle moves the request, socket, message, turn, query and settlement counters", async () => {
    const before = await scrape();
    const { tabs, battleId } = await liveDuel(t, { battleType: "ranked" });
    const during = await scrape();
    expect(total(during, "antbrawl_websocket_connections")).toBe(2);
    expect(total(during, "antbrawl_live_battles_driven")).toBe(1);

    await advance(time, [t.app], LIVE_COUNTDOWN_SECONDS * 1000);
    // Nobody chooses: each turn resolves at its deadline, until the battle ends. The stored phase says when: on
    // PGlite moving the clock never waits for I/O, so a socket's messages arrive only once the test waits for them.
    for (let i = 0; (await phaseOf(t, battleId)) !== "finished"; i++) {
      if (i > 200) throw new Error("the battle did not end in 200 turns");
      await advance(time, [t.app], LIVE_TURN_MS);
    }
    for (const tab of tabs) await nth(tab, "battle_ended", 1);
    expect(battleId).toBeTruthy();
    const after = await scrape();

    const moved = (name: string, labels = "") => total(after, name, labels) - total(before, name, labels);
    expect(moved("antbrawl_http_request_duration_seconds_count", 'route="/api/users"')).toBeGreaterThanOrEqual(2);
    expect(moved("antbrawl_websocket_messages_total", 'direction="in"')).toBeGreaterThanOrEqual(2);
    expect(moved("antbrawl_websocket_messages_total", 'direction="out"')).toBeGreaterThan(10);
    expect(moved("antbrawl_live_turn_lateness_seconds_count")).toBeGreaterThan(0);
    expect(moved("antbrawl_battles_settled_total", 'type="ranked"')).toBe(1);
    expect(moved("antbrawl_db_query_duration_seconds_count")).toBeGreaterThan(10);
    expect(total(after, "antbrawl_live_battles_driven")).toBe(0);
    for (const tab of tabs) tab.socket.terminate();
  });
});

describe("metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(async () => t.close());

  it("answers 404 as if the route did not exist, whatever the header", async () => {
    for (const headers of [{}, { authorization: "Bearer anything-at-all-here" }]) {
      const res = await t.app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("antbrawl_");
    }
  });
});
