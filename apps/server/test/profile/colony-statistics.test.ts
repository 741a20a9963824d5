// GET /api/users/{userId}/colony-statistics: the care given, trainings and chats counted, and battles per UTC day.
import type { ColonyStatistics } from "@antbrawl/protocol/profile";
import { COLONY_CHART_DAYS } from "@antbrawl/protocol/profile";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { type Player, playerWithAnts, refresh, selfBattle, setAnt } from "../helpers/battle-fixtures";
import { antsUrl } from "../helpers/colony-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";

describe.each(ROUTE_DIALECTS)("colony statistics on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock(new Date("2026-11-24T10:00:00Z"));
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => t.close());

  const read = async (p: Player, as: Player = p) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/users/${p.user.id}/colony-statistics`,
      headers: as.auth,
    });
    return { status: res.statusCode, body: res.json() as ColonyStatistics & { detail?: string } };
  };

  it("counts care by action and battles per day, oldest day first, days without battles as 0", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    const empty = await read(player);
    expect(empty.status).toBe(200);
    expect(empty.body.days).toHaveLength(COLONY_CHART_DAYS);
    expect(empty.body.days.at(-1)).toEqual({ day: "2026-11-24", battles: 0, wins: 0 });
    expect(empty.body.days[0]?.day).toBe("2026-11-11");
    expect(empty.body.care.total).toBe(0);

    await setAnt(t, a, { food: 5, water: 5, needs_updated_at: clock.now() });
    for (const action of ["feed", "water"]) {
      const res = await t.app.inject({ method: "POST", url: antsUrl(player, a, action), headers: player.auth });
      expect(res.statusCode).toBe(200);
    }
    expect((await selfBattle(t, player, { ant1_id: a, ant2_id: b })).res.statusCode).toBe(201);
    clock.advanceHours(24);
    await refresh(t, a);
    await refresh(t, b);
    expect((await selfBattle(t, player, { ant1_id: a, ant2_id: b })).res.statusCode).toBe(201);

    const { body } = await read(player);
    expect(body.care).toEqual({ total: 2, feed: 1, water: 1, rest: 0, exercise: 0, clean: 0 });
    expect(body.battles_fought).toBe(2);
    expect(body.days.at(-1)).toEqual({ day: "2026-11-25", battles: 1, wins: 0 });
    expect(body.days.at(-2)).toEqual({ day: "2026-11-24", battles: 1, wins: 0 });
  });

  it("is the owner's only: 403 for another player, 401 without a session", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await read(me, other)).status).toBe(403);
    const res = await t.app.inject({ method: "GET", url: `/api/users/${me.user.id}/colony-statistics` });
    expect(res.statusCode).toBe(401);
  });
});
