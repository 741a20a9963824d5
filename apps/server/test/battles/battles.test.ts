// Server battles: request, start (once), cancel, the opponent's copy, ELO by battle type, access and bad input.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { playerWithAnts, readAnt, requestBattle, setAnt, startBattle } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";

describe.each(DIALECTS)("server battles on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    pairsMade = 0;
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => t.close());

  /** Pairs made by this test so far: a test with several pairs keeps them far apart so each finds its own. */
  let pairsMade = 0;
  /** A challenger and an opponent with one ant each, 10 rating points apart; each test has its own database. */
  async function duel() {
    const rating = 1500 + 10_000 * pairsMade++;
    const me = await playerWithAnts(t, 1, { elo_rating: rating });
    const them = await playerWithAnts(t, 1, { elo_rating: rating + 10 });
    return { me: me.player, mine: me.ants[0] as string, them: them.player, theirs: them.ants[0] as string };
  }

  it("matches another player's ant, schedules the battle and marks the challenger busy", async () => {
    const { me, mine, them, theirs } = await duel();
    const { res, body } = await requestBattle(t, me, { ant_id: mine, battle_type: "quick_match", stake_amount: 0 });
    expect(res.statusCode).toBe(201);
    expect(body).toMatchObject({ success: true, estimated_wait: 2, stake_amount: 0 });
    expect(body.opponent).toMatchObject({ ant_id: theirs, username: them.user.username });
    expect(body.message).toContain("Opponent found");
    expect((await readAnt(t, mine)).is_in_battle).toBe(true);
    expect((await readAnt(t, theirs)).is_in_battle).toBe(false);

    const read = await t.app.inject({ method: "GET", url: `/api/battles/${body.battle_id}`, headers: me.auth });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ status: "scheduled", battle_log: [], winner_id: null, battle_summary: null });
    const again = await requestBattle(t, me, { ant_id: mine, battle_type: "quick_match" });
    expect(again.res.statusCode).toBe(409);
    expect(again.body.detail).toBe("Currently in battle");
    const stats = (await t.app.inject({ method: "GET", url: "/api/game/stats" })).json();
    expect(stats.active_battles).toBe(0);
  });

  it("starts once: the second start is 409 and ELO changes once (ranked)", async () => {
    const { me, mine, them, theirs } = await duel();
    const before = { mine: await readAnt(t, mine), theirs: await readAnt(t, theirs) };
    const { body } = await requestBattle(t, me, { ant_id: mine, battle_type: "ranked", stake_amount: 0 });
    const byOpponent = await startBattle(t, them, body.battle_id);
    expect(byOpponent.res.statusCode).toBe(403);
    const first = await startBattle(t, me, body.battle_id);
    expect(first.res.statusCode).toBe(200);
    expect(first.body.battle.status).toBe("completed");
    expect(first.body.battle.battle_log.length).toBeGreaterThan(1);
    const after = { mine: await readAnt(t, mine), theirs: await readAnt(t, theirs) };
    const second = await startBattle(t, me, body.battle_id);
    expect(second.res.statusCode).toBe(409);
    expect(second.body.detail).toBe("This battle has already been started");
    expect((await readAnt(t, mine)).elo_rating).toBe(after.mine.elo_rating);
    expect((await readAnt(t, mine)).wins + (await readAnt(t, mine)).losses).toBe(1);

    expect(after.mine.elo_rating).not.toBe(before.mine.elo_rating);
    expect(after.theirs.elo_rating).not.toBe(before.theirs.elo_rating);
    expect(after.mine.elo_rating - before.mine.elo_rating).toBe(-(after.theirs.elo_rating - before.theirs.elo_rating));
    expect(after.mine.is_in_battle).toBe(false);
    const iWon = first.body.battle.winner_ant_id === mine;
    expect(first.body.battle.winner_id).toBe(iWon ? me.user.id : them.user.id);
    expect(after.mine.wins).toBe(iWon ? 1 : 0);
    expect(after.theirs.wins).toBe(iWon ? 0 : 1);
    expect(after.mine.total_experience - before.mine.total_experience).toBe(iWon ? 50 : 20);
    // The opponent fought as a stored copy: its owner was away, so its body is untouched.
    expect(after.theirs.current_health).toBe(before.theirs.current_health);
    expect(after.theirs.energy).toBe(before.theirs.energy);
    expect(after.theirs.total_experience).toBe(before.theirs.total_experience);
    const mySide = first.body.battle.participants.find((p) => p.ant_id === mine);
    expect(mySide?.elo_after).toBe(after.mine.elo_rating);
    expect(after.mine.current_health).toBeCloseTo(mySide?.current_health ?? -1, 1);

    const forOpponent = await t.app.inject({
      method: "GET",
      url: `/api/battles/${body.battle_id}`,
      headers: them.auth,
    });
    expect(forOpponent.statusCode).toBe(200);
    const stranger = await signUp(t.app);
    const forStranger = await t.app.inject({
      method: "GET",
      url: `/api/battles/${body.battle_id}`,
      headers: stranger.auth,
    });
    expect(forStranger.statusCode).toBe(403);
    expect((await startBattle(t, stranger, body.battle_id)).res.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/battles/${body.battle_id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/battles/nope", headers: me.auth })).statusCode).toBe(404);
  });

  it("parallel starts of one battle: exactly one plays it", async () => {
    const { me, mine } = await duel();
    const { body } = await requestBattle(t, me, { ant_id: mine, battle_type: "ranked" });
    const results = await Promise.all(Array.from({ length: 5 }, () => startBattle(t, me, body.battle_id)));
    expect(results.map((r) => r.res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const ant = await readAnt(t, mine);
    expect(ant.wins + ant.losses).toBe(1);
  });

  it("quick battles leave ELO unchanged", async () => {
    for (const battle_type of ["quick_match"]) {
      const { me, mine, theirs } = await duel();
      const before = { mine: await readAnt(t, mine), theirs: await readAnt(t, theirs) };
      const { body } = await requestBattle(t, me, { ant_id: mine, battle_type });
      const started = await startBattle(t, me, body.battle_id);
      expect(started.res.statusCode).toBe(200);
      expect((await readAnt(t, mine)).elo_rating).toBe(before.mine.elo_rating);
      expect((await readAnt(t, theirs)).elo_rating).toBe(before.theirs.elo_rating);
      const ant = await readAnt(t, mine);
      expect(ant.wins + ant.losses).toBe(1);
    }
  });

  it("cancel frees the ant; a cancelled battle cannot start; cancelling twice is 404", async () => {
    const { me, mine } = await duel();
    const { body } = await requestBattle(t, me, { ant_id: mine, battle_type: "quick_match" });
    const url = `/api/users/${me.user.id}/ants/${mine}/battle`;
    const cancel = await t.app.inject({ method: "DELETE", url, headers: me.auth });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().success).toBe(true);
    expect((await readAnt(t, mine)).is_in_battle).toBe(false);
    const read = await t.app.inject({ method: "GET", url: `/api/battles/${body.battle_id}`, headers: me.auth });
    expect(read.json().status).toBe("cancelled");
    const start = await startBattle(t, me, body.battle_id);
    expect(start.res.statusCode).toBe(409);
    expect(start.body.detail).toBe("This battle was cancelled");
    expect((await t.app.inject({ method: "DELETE", url, headers: me.auth })).statusCode).toBe(404);
    const stranger = await signUp(t.app);
    const foreign = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${stranger.user.id}/ants/${mine}/battle`,
      headers: stranger.auth,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("refuses a tired or weak ant with the server bar's message, changing nothing", async () => {
    const { me, mine } = await duel();
    await setAnt(t, mine, { energy: 10 });
    const tired = await requestBattle(t, me, { ant_id: mine, battle_type: "quick_match" });
    expect(tired.res.statusCode).toBe(409);
    expect(tired.body.detail).toBe("Energy too low (need 30%+)");
    await setAnt(t, mine, { energy: 100, current_health: 45 });
    const weak = await requestBattle(t, me, { ant_id: mine, battle_type: "quick_match" });
    expect(weak.res.statusCode).toBe(409);
    expect(weak.body.detail).toBe("Health too low (need 50%+)");
    expect((await readAnt(t, mine)).is_in_battle).toBe(false);
  });

  it("answers 400 { detail } for bad input and changes nothing", async () => {
    const { me, mine } = await duel();
    const cases: [string, unknown][] = [
      ["unknown arena", { ant_id: mine, battle_type: "ranked", arena_type: "volcano" }],
      ["stake off the 0.1 grid", { ant_id: mine, battle_type: "ranked", stake_amount: 100.05 }],
      ["stake above 100", { ant_id: mine, battle_type: "ranked", stake_amount: 100.1 }],
      ["negative stake", { ant_id: mine, battle_type: "ranked", stake_amount: -1 }],
      ["stake on quick_match", { ant_id: mine, battle_type: "quick_match", stake_amount: 1 }],
      ["friendly (friends only)", { ant_id: mine, battle_type: "friendly" }],
      ["missing ant_id", { battle_type: "ranked" }],
      ["unknown battle type", { ant_id: mine, battle_type: "deathmatch" }],
      ["stake as text", { ant_id: mine, battle_type: "ranked", stake_amount: "5" }],
    ];
    for (const [name, payload] of cases) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/users/${me.user.id}/battles/request`,
        headers: me.auth,
        payload: payload as object,
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().detail, name).toBeTruthy();
    }
    const malformed = await t.app.inject({
      method: "POST",
      url: `/api/users/${me.user.id}/battles/request`,
      headers: { ...me.auth, "content-type": "application/json" },
      payload: '{"ant_id": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe("Request body is not valid JSON");
    expect((await readAnt(t, mine)).is_in_battle).toBe(false);
    const sides = await t.database.db
      .selectFrom("battle_participants")
      .select("battle_id")
      .where("ant_id", "=", mine)
      .execute();
    expect(sides).toEqual([]);
    const ledger = await t.database.db
      .selectFrom("ledger_transactions")
      .select("id")
      .where("ref", "=", me.user.id)
      .execute();
    expect(ledger).toEqual([]);
  });

  it("refuses requests for someone else's account (403) or ant (404)", async () => {
    const { me, mine, them, theirs } = await duel();
    const foreignPath = await t.app.inject({
      method: "POST",
      url: `/api/users/${them.user.id}/battles/request`,
      headers: me.auth,
      payload: { ant_id: theirs, battle_type: "quick_match" },
    });
    expect(foreignPath.statusCode).toBe(403);
    const foreignAnt = await requestBattle(t, me, { ant_id: theirs, battle_type: "quick_match" });
    expect(foreignAnt.res.statusCode).toBe(404);
    expect((await readAnt(t, theirs)).is_in_battle).toBe(false);
    expect((await readAnt(t, mine)).is_in_battle).toBe(false);
  });
});
