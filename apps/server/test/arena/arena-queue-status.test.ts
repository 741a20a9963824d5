// GET /api/arena/queue: a searching player's wait, who else searches in the same queue and the estimate ([W25]).
import { waitEstimateText } from "@antbrawl/rules/arena/queue";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import { join, openTab, type Tab } from "../helpers/arena-queue-fixtures";
import { type Player, playerWithAnts } from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";

describe.each(ROUTE_DIALECTS)("the queue status on %s", (dialect) => {
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  let tabs: Tab[];

  beforeEach(async () => {
    clock = manualClock();
    tabs = [];
    t = await createTestApp(dialect, {}, { now: clock.now, arena: { tickMs: 0 } });
  });
  afterEach(async () => {
    for (const tab of tabs) tab.socket.terminate();
    await t.close();
  });

  async function searching(rating: number, matchType: "quick" | "ranked" = "quick") {
    const { player, ants } = await playerWithAnts(t, 1, { elo_rating: rating });
    const tab = await openTab(t, player);
    tabs.push(tab);
    expect((await join(tab, ants[0] as string, matchType)).type).toBe("queue_joined");
    return player;
  }

  async function status(player?: Player) {
    const res = await t.app.inject({ method: "GET", url: "/api/arena/queue", headers: player ? player.auth : {} });
    return { status: res.statusCode, body: res.json() };
  }

  it("tells a lone searcher no one else searches, then when a player further away may meet them", async () => {
    const first = await searching(1000);
    clock.advanceMs(3000);
    expect((await status(first)).body).toEqual({
      searching: true,
      match_type: "quick",
      waited_seconds: 3,
      others_searching: 0,
      estimate_seconds: null,
      message: "No one else is searching for a quick match right now",
      practice_offer: false,
      ant_id: expect.any(String),
    });

    await searching(1500, "ranked");
    const second = await searching(1260);
    clock.advanceMs(1000);
    // A gap of 260 needs windows of ±300: four steps of 5 s after the later join (3 s), so 19 s from now (4 s).
    const seen = await status(first);
    expect(seen.body).toMatchObject({ waited_seconds: 4, others_searching: 1, estimate_seconds: 19 });
    expect(seen.body.message).toBe(waitEstimateText("quick", 1, 19_000));
    expect(seen.body.message).toBe("Next possible opponent in about 19 s (1 other player searching)");
    expect((await status(second)).body).toMatchObject({ waited_seconds: 1, others_searching: 1, estimate_seconds: 19 });

    clock.advanceMs(19_000);
    expect((await status(first)).body).toMatchObject({ estimate_seconds: 0 });
    expect(await t.app.arenaQueue.tick()).toBe(1);
    expect((await status(first)).body).toMatchObject({ searching: false, others_searching: 0, message: "" });
  });

  it("answers a player who is not searching, and 401 {detail} without a session", async () => {
    const idle = (await playerWithAnts(t, 1)).player;
    await searching(1000);
    expect(await status(idle)).toEqual({
      status: 200,
      body: {
        searching: false,
        match_type: null,
        waited_seconds: 0,
        others_searching: 0,
        estimate_seconds: null,
        message: "",
        practice_offer: false,
        ant_id: null,
      },
    });
    const anonymous = await status();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ detail: expect.any(String) });
  });
});
