// Live now: the public list of ranked live battles (ranked, running, opted-in only) and who may watch them.
import { LIVE_ERRORS } from "@antbrawl/protocol/errors";
import type { LiveNowList } from "@antbrawl/protocol/live-now";
import { LIVE_COUNTDOWN_SECONDS, LIVE_TURN_MS } from "@antbrawl/rules/arena/live";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { type Player, playerWithAnts } from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";
import { advance, battleOf, liveDuel, liveTab, liveTime, nth, sendAndSettle } from "../helpers/live-arena";
import { befriend, call } from "../helpers/social-fixtures";

describe.each(ROUTE_DIALECTS)("Live now on %s", (dialect) => {
  let t: TestApp;
  const time = liveTime();

  beforeEach(async () => {
    t = await createTestApp(dialect, {}, { now: time.now, scheduler: time.scheduler });
  });
  afterEach(async () => t.close());

  const tick = (ms: number) => advance(time, [t.app], ms);
  const list = async (player: Player | null, query = "") => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/arena/live${query}`,
      headers: player ? player.auth : {},
    });
    return { status: res.statusCode, body: res.json() as LiveNowList & { detail?: string } };
  };

  const duel = (battleType: "ranked" | "quick_match" | "friendly" = "ranked") => liveDuel(t, { battleType });

  const optOut = (player: Player) => call(t, player, "PUT", "/preferences", { privacy: { show_in_live_now: false } });

  it("lists ranked battles in progress with public fields only, hides opted-out players and finished battles", async () => {
    const viewer = (await playerWithAnts(t, 0)).player;
    expect(await list(viewer)).toEqual({ status: 200, body: { battles: [] } });

    const ranked = await duel("ranked");
    await duel("quick_match");
    const hidden = await duel("ranked");
    expect((await optOut(hidden.two)).status).toBe(200);
    await tick(LIVE_COUNTDOWN_SECONDS * 1000);

    const { status, body } = await list(viewer);
    expect(status).toBe(200);
    expect(body.battles).toEqual([
      {
        battle_id: ranked.battleId,
        phase: "fighting",
        turn: 1,
        watchers: 0,
        started_at: expect.any(String),
        sides: [
          { ant_name: expect.any(String), username: ranked.one.user.username, rating: 1000 },
          { ant_name: expect.any(String), username: ranked.two.user.username, rating: 1000 },
        ],
      },
    ]);
    expect(Object.keys(body.battles[0] ?? {}).sort()).toEqual(
      ["battle_id", "phase", "sides", "started_at", "turn", "watchers"].sort(),
    );
    expect(JSON.stringify(body)).not.toMatch(/seed|pending|input_log|fighter/);

    // Opting back in lists the battle again; a finished battle leaves the list.
    await call(t, hidden.two, "PUT", "/preferences", { privacy: { show_in_live_now: true } });
    expect((await list(viewer)).body.battles.map((b) => b.battle_id).sort()).toEqual(
      [ranked.battleId, hidden.battleId].sort(),
    );
    const finished = async () =>
      (
        await t.app.deps.db
          .selectFrom("live_battles")
          .select("phase")
          .where("battle_id", "=", ranked.battleId)
          .executeTakeFirstOrThrow()
      ).phase === "finished";
    while (!(await finished())) await tick(LIVE_TURN_MS);
    const later = await duel("ranked");
    const ids = (await list(viewer)).body.battles.map((b) => b.battle_id);
    expect(ids[0]).toBe(later.battleId);
    expect(ids).not.toContain(ranked.battleId);
  });

  it("answers bad input with 400 {detail} and a signed-out caller with 401", async () => {
    const viewer = (await playerWithAnts(t, 0)).player;
    for (const query of ["?limit=0", "?limit=51", "?limit=ten", "?order=rating"]) {
      const res = await list(viewer, query);
      expect(res.status, query).toBe(400);
      expect(res.body.detail, query).toEqual(expect.any(String));
    }
    expect((await list(viewer, "?limit=1")).status).toBe(200);
    const out = await list(null);
    expect(out.status).toBe(401);
    expect(out.body.detail).toEqual(expect.any(String));
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/arena/live",
      headers: { authorization: "Bearer nope" },
    });
    expect(bad.statusCode).toBe(401);
  });

  it("a stranger watches a listed battle to its end, but not an opted-out or a quick one; friends still may", async () => {
    const listedDuel = await duel("ranked");
    const stranger = (await playerWithAnts(t, 0)).player;
    const tab = await liveTab(t.app, stranger);
    const watching = await sendAndSettle(tab, { type: "spectate_battle", battle_id: listedDuel.battleId });
    expect(watching.map((m) => m.type)).toEqual(["rejoined_battle"]);
    expect(battleOf(watching[0] ?? { type: "none" })).toMatchObject({ id: listedDuel.battleId, spectators: 1 });

    const quiet = await duel("ranked");
    await optOut(quiet.one);
    const refused = await sendAndSettle(tab, { type: "spectate_battle", battle_id: quiet.battleId });
    expect(refused).toEqual([{ type: "error", message: LIVE_ERRORS.notListed, code: "forbidden" }]);
    const quick = await duel("quick_match");
    const notFriend = await sendAndSettle(tab, { type: "spectate_battle", battle_id: quick.battleId });
    expect(notFriend).toEqual([{ type: "error", message: LIVE_ERRORS.notFriend, code: "forbidden" }]);
    const spectators = await t.app.deps.db.selectFrom("live_spectators").select(["user_id", "battle_id"]).execute();
    expect(spectators).toEqual([{ user_id: stranger.user.id, battle_id: listedDuel.battleId }]);

    const friend = (await playerWithAnts(t, 0)).player;
    await befriend(t, friend, quiet.one);
    const friendTab = await liveTab(t.app, friend);
    const allowed = await sendAndSettle(friendTab, { type: "spectate_battle", battle_id: quiet.battleId });
    expect(allowed.map((m) => m.type)).toEqual(["rejoined_battle"]);

    await tick(LIVE_COUNTDOWN_SECONDS * 1000);
    await nth(tab, "battle_started", 1);
    let turns = 0;
    let phase = "fighting";
    while (phase !== "finished" && turns < 200) {
      await tick(LIVE_TURN_MS);
      turns += 1;
      const update = battleOf(await nth(tab, "battle_update", turns));
      expect(update.id).toBe(listedDuel.battleId);
      expect(update.battle_log.length).toBeGreaterThan(0);
      phase = update.phase;
    }
    expect(battleOf(await nth(tab, "battle_ended", 1)).winner_ant_id).not.toBeUndefined();
    for (const s of [...listedDuel.tabs, ...quiet.tabs, ...quick.tabs, tab, friendTab]) s.socket.terminate();
  });
});
