// Ranked integrity: an ant whose stats were set by the testing stat editor is marked, refused in ranked, off the board.
import { BATTLE_ERRORS } from "@antbrawl/protocol/errors";
import { STAT_NAMES } from "@antbrawl/rules/ant";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import { type Player, playerWithAnts, readAnt, requestBattle, selfBattle, setAnt } from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";

const ALL_TWENTY = Object.fromEntries(STAT_NAMES.map((name) => [name, 20]));

describe.each(ROUTE_DIALECTS)("edited stats on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, {}, { now: manualClock().now });
  });
  afterEach(async () => t.close());

  async function editStats(player: Player, antId: string) {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/users/${player.user.id}/ants/${antId}/update-stats`,
      headers: player.auth,
      payload: { stats: ALL_TWENTY },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { stats_edited: boolean };
  }

  it("marks an ant edited when the stat editor sets its stats, and only then", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [edited, plain] = ants as [string, string];
    expect(await editStats(player, edited)).toMatchObject({ stats_edited: true });
    const list = await t.app.inject({ method: "GET", url: `/api/users/${player.user.id}/ants`, headers: player.auth });
    const byId = new Map((list.json() as { id: string; stats_edited: boolean }[]).map((ant) => [ant.id, ant]));
    expect(byId.get(edited)?.stats_edited).toBe(true);
    expect(byId.get(plain)?.stats_edited).toBe(false);
  });

  it("refuses an edited ant in ranked with 409 {detail}, changing nothing, and lets it fight quick and self", async () => {
    const me = await playerWithAnts(t, 2, { elo_rating: 1500 });
    await playerWithAnts(t, 1, { elo_rating: 1510 });
    const [mine, spare] = me.ants as [string, string];
    await editStats(me.player, mine);

    const ranked = await requestBattle(t, me.player, { ant_id: mine, battle_type: "ranked" });
    expect(ranked.res.statusCode).toBe(409);
    expect(ranked.body).toMatchObject({ detail: BATTLE_ERRORS.editedStatsRanked((await readAnt(t, mine)).name) });
    expect(ranked.body.detail).toContain("cannot fight ranked battles");
    expect((await readAnt(t, mine)).is_in_battle).toBe(false);
    const battles = await t.database.db.selectFrom("battles").select("id").execute();
    expect(battles).toEqual([]);

    const quick = await requestBattle(t, me.player, { ant_id: mine, battle_type: "quick_match" });
    expect(quick.res.statusCode).toBe(201);
    await setAnt(t, mine, { is_in_battle: false });
    const self = await selfBattle(t, me.player, { ant1_id: mine, ant2_id: spare });
    expect(self.res.statusCode).toBe(201);
  });

  it("never matches an edited ant as a ranked opponent, though quick matches still find it", async () => {
    const me = await playerWithAnts(t, 1, { elo_rating: 1500 });
    const other = await playerWithAnts(t, 1, { elo_rating: 1500 });
    const [theirs] = other.ants as [string];
    await editStats(other.player, theirs);
    const [mine] = me.ants as [string];

    const ranked = await requestBattle(t, me.player, { ant_id: mine, battle_type: "ranked" });
    expect(ranked.res.statusCode).toBe(409);
    expect(ranked.body).toMatchObject({ detail: BATTLE_ERRORS.noOpponent });
    expect(await t.database.db.selectFrom("battles").select("id").execute()).toEqual([]);

    const quick = await requestBattle(t, me.player, { ant_id: mine, battle_type: "quick_match" });
    expect(quick.res.statusCode).toBe(201);
  });

  it("keeps edited ants off the leaderboard and out of its ant count", async () => {
    const { player, ants } = await playerWithAnts(t, 3, { wins: 3, losses: 1, elo_rating: 1600 });
    const [edited] = ants as [string];
    await editStats(player, edited);
    const board = await t.app.inject({ method: "GET", url: "/api/game/leaderboard" });
    const entries = (board.json() as { entries: { ant_id?: string; id?: string }[] }).entries;
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain(edited);
    const stats = await t.app.inject({ method: "GET", url: "/api/game/stats" });
    expect(stats.json()).toMatchObject({ total_ants: 2 });
  });
});
