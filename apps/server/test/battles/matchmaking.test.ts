// Matchmaking: the nearest-rated ready ant of another player, a widening window, and one battle per ant at a time.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import {
  acceptAwayStakes,
  playerWithAnts,
  readAnt,
  requestBattle,
  setAnt,
  startBattle,
} from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";

describe.each(DIALECTS)("matchmaking on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => t.close());

  /** The challenger's rating; each test has its own database, so no other test's ants are near it. */
  const rating = 1500;

  it("answers 409 with a readable detail when no other player has a ready ant, holding nothing", async () => {
    const me = await playerWithAnts(t, 2, { elo_rating: rating });
    await playerWithAnts(t, 1, { elo_rating: rating, energy: 5 });
    await playerWithAnts(t, 1, { elo_rating: rating, is_training: true });
    const res = await requestBattle(t, me.player, { ant_id: me.ants[0], battle_type: "quick_match" });
    expect(res.res.statusCode).toBe(409);
    expect(res.body.detail).toBe("No opponent is ready for battle right now. Please try again in a little while.");
    expect((await readAnt(t, me.ants[0] as string)).is_in_battle).toBe(false);
  });

  it("picks the nearest rating among other players' ready ants, never the player's own", async () => {
    const me = await playerWithAnts(t, 2, { elo_rating: rating });
    await setAnt(t, me.ants[1] as string, { elo_rating: rating + 1 });
    const far = await playerWithAnts(t, 1, { elo_rating: rating + 300 });
    const near = await playerWithAnts(t, 1, { elo_rating: rating + 50 });
    const nearButTired = await playerWithAnts(t, 1, { elo_rating: rating + 5, energy: 29 });
    const nearButBusy = await playerWithAnts(t, 1, { elo_rating: rating - 5, is_in_battle: true });
    const below = await playerWithAnts(t, 1, { elo_rating: rating - 500 });
    const { res, body } = await requestBattle(t, me.player, { ant_id: me.ants[0], battle_type: "ranked" });
    expect(res.statusCode).toBe(201);
    expect(body.opponent?.ant_id).toBe(near.ants[0]);
    expect(body.opponent?.elo_rating).toBe(rating + 50);
    for (const other of [far, nearButTired, nearButBusy, below]) expect(body.opponent?.ant_id).not.toBe(other.ants[0]);
  });

  it("widens the window until it finds someone", async () => {
    const me = await playerWithAnts(t, 1, { elo_rating: rating });
    const distant = await playerWithAnts(t, 1, { elo_rating: rating + 2_500 });
    const { res, body } = await requestBattle(t, me.player, { ant_id: me.ants[0], battle_type: "quick_match" });
    expect(res.statusCode).toBe(201);
    expect(body.opponent?.ant_id).toBe(distant.ants[0]);
  });

  it("sends one ant into two requests at once: exactly one succeeds", async () => {
    const me = await playerWithAnts(t, 1, { elo_rating: rating });
    await acceptAwayStakes(t, (await playerWithAnts(t, 1, { elo_rating: rating })).player);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        requestBattle(t, me.player, { ant_id: me.ants[0], battle_type: "ranked", stake_amount: 1 }),
      ),
    );
    const codes = attempts.map((attempt) => attempt.res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    for (const attempt of attempts.filter((a) => a.res.statusCode === 409)) {
      expect(attempt.body.detail).toBe("Currently in battle");
    }
    const scheduled = await t.database.db
      .selectFrom("battle_participants")
      .innerJoin("battles", "battles.id", "battle_participants.battle_id")
      .select("battles.id")
      .where("battle_participants.ant_id", "=", me.ants[0] as string)
      .where("battles.status", "=", "scheduled")
      .execute();
    expect(scheduled).toHaveLength(1);
    const balance = await t.app.inject({
      method: "GET",
      url: `/api/users/${me.player.user.id}/balance`,
      headers: me.player.auth,
    });
    expect(balance.json().balance).toBe(9);
  });

  it("many players request and start at once against shared opponents without deadlocks", async () => {
    const challengers = await Promise.all(
      Array.from({ length: 6 }, () => playerWithAnts(t, 1, { elo_rating: rating })),
    );
    for (let i = 0; i < 2; i++) {
      await acceptAwayStakes(t, (await playerWithAnts(t, 3, { elo_rating: rating + 1 })).player);
    }
    const requests = await Promise.all(
      challengers.map((c) =>
        requestBattle(t, c.player, { ant_id: c.ants[0], battle_type: "ranked", stake_amount: 0.5 }),
      ),
    );
    expect(requests.map((r) => r.res.statusCode)).toEqual(challengers.map(() => 201));
    const starts = await Promise.all(requests.map((r, i) => startBattle(t, challengers[i]!.player, r.body.battle_id)));
    expect(starts.map((s) => s.res.statusCode)).toEqual(challengers.map(() => 200));
  });
});
