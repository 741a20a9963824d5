// The public leaderboard (eligibility, four orders, tiers, win rate, limits), its indexes, and the game statistics.
import type { LeaderboardAnswer } from "@antbrawl/protocol/battles";
import { CompiledQuery } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type LeaderboardSort, leaderboardQuery } from "../../src/game/leaderboard-repository";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { playerWithAnts, refresh, requestBattle, selfBattle } from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";

describe.each(ROUTE_DIALECTS)("leaderboard and game stats on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => t.close());

  async function board(query = "") {
    const res = await t.app.inject({ method: "GET", url: `/api/game/leaderboard${query}` });
    return { res, body: res.json() as LeaderboardAnswer & { detail?: string } };
  }

  async function stats() {
    const res = await t.app.inject({ method: "GET", url: "/api/game/stats" });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it("is empty until an ant has fought, and public", async () => {
    await playerWithAnts(t, 2);
    const { res, body } = await board();
    expect(res.statusCode).toBe(200);
    expect(body.entries).toEqual([]);
    expect(await stats()).toEqual({ total_ants: 2, total_users: 1, total_battles: 0, active_battles: 0 });
  });

  it("ranks ants that fought in each order, with tiers, win rate to one decimal and streaks", async () => {
    const { player, ants } = await playerWithAnts(t, 3);
    const other = await playerWithAnts(t, 1);
    const rows = [
      { id: ants[0], elo_rating: 2050, wins: 10, losses: 2, win_streak: 3 },
      { id: ants[1], elo_rating: 1850, wins: 20, losses: 10, win_streak: 0 },
      { id: ants[2], elo_rating: 999, wins: 1, losses: 0, win_streak: 1 },
      { id: other.ants[0], elo_rating: 1500, wins: 5, losses: 5, win_streak: 5 },
    ];
    for (const { id, ...set } of rows)
      await t.database.db
        .updateTable("ants")
        .set(set)
        .where("id", "=", id as string)
        .execute();
    const expected: Record<LeaderboardSort, (string | undefined)[]> = {
      elo: [ants[0], ants[1], other.ants[0], ants[2]],
      wins: [ants[1], ants[0], other.ants[0], ants[2]],
      win_rate: [ants[2], ants[0], ants[1], other.ants[0]],
      streak: [other.ants[0], ants[0], ants[2], ants[1]],
    };
    for (const [sort, order] of Object.entries(expected)) {
      const { body } = await board(`?sort=${sort}`);
      expect(
        body.entries.map((e) => e.ant_id),
        sort,
      ).toEqual(order);
      expect(body.entries.map((e) => e.rank)).toEqual([1, 2, 3, 4]);
    }
    const { body } = await board();
    expect(body.entries.map((e) => e.ant_id)).toEqual(expected.elo);
    const byId = Object.fromEntries(body.entries.map((e) => [e.ant_id, e]));
    expect(byId[ants[0] as string]).toMatchObject({
      tier: "Grandmaster",
      win_rate: 83.3,
      wins: 10,
      losses: 2,
      win_streak: 3,
      owner_id: player.user.id,
      owner_username: player.user.username,
      color: "#8B4513",
    });
    expect(byId[ants[1] as string]).toMatchObject({ tier: "Master", win_rate: 66.7 });
    expect(byId[other.ants[0] as string]).toMatchObject({ tier: "Advanced", win_rate: 50 });
    expect(byId[ants[2] as string]).toMatchObject({ tier: "Beginner", win_rate: 100 });
    expect((await board("?limit=2")).body.entries).toHaveLength(2);
  });

  it("answers 10 entries by default and at most the limit asked", async () => {
    const { ants } = await playerWithAnts(t, 3, { wins: 1, losses: 1 });
    await playerWithAnts(t, 3, { wins: 2 });
    await playerWithAnts(t, 3, { losses: 2 });
    await playerWithAnts(t, 3, { wins: 3, win_streak: 1 });
    expect(ants).toHaveLength(3);
    expect((await board()).body.entries).toHaveLength(10);
    expect((await board("?limit=20&sort=wins")).body.entries.length).toBeGreaterThan(10);
  });

  it("refuses bad queries with 400", async () => {
    for (const query of ["?sort=height", "?limit=0", "?limit=101", "?limit=many"]) {
      const { res, body } = await board(query);
      expect(res.statusCode, query).toBe(400);
      expect(body.detail).toBeTruthy();
    }
  });

  it("reads each order straight off its partial index", async () => {
    for (const sort of ["elo", "wins", "win_rate", "streak"] as const) {
      const plan = await t.database.db.transaction().execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw("set local enable_seqscan = off"));
        await trx.executeQuery(CompiledQuery.raw("set local enable_sort = off"));
        const compiled = leaderboardQuery(trx, sort, 20).compile();
        const result = await trx.executeQuery(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
        return result.rows.map((row) => Object.values(row as object).join(" ")).join("\n");
      });
      expect(plan, plan).toContain(`ants_board_${sort}`);
    }
  });

  it("counts ants, players, completed and active battles", async () => {
    const before = await stats();
    const me = await playerWithAnts(t, 2, { elo_rating: 90_000 });
    await playerWithAnts(t, 1, { elo_rating: 90_000 });
    await selfBattle(t, me.player, { ant1_id: me.ants[0], ant2_id: me.ants[1] });
    await refresh(t, me.ants[0] as string);
    const scheduled = await requestBattle(t, me.player, { ant_id: me.ants[0], battle_type: "quick_match" });
    expect(scheduled.res.statusCode).toBe(201);
    await signUp(t.app);
    expect(await stats()).toEqual({
      total_ants: before.total_ants + 3,
      total_users: before.total_users + 3,
      total_battles: before.total_battles + 1,
      active_battles: before.active_battles,
    });
  });
});
