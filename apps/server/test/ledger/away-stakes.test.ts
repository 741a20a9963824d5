// Stakes on behalf of others (issue 8, finding 6): an away owner risks money only up to the limit they opted in to.
import { STAT_MAX, STAT_NAMES } from "@antbrawl/rules/ant";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import {
  acceptAwayStakes,
  type Player,
  playerWithAnts,
  refresh,
  requestBattle,
  startBattle,
} from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";

/** The attacker of finding 6: every stat at the top of the testing editor's range. */
const STRONG = { stats: JSON.stringify(Object.fromEntries(STAT_NAMES.map((name) => [name, STAT_MAX]))) };

describe.each(ROUTE_DIALECTS)("away-stake consent on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => t.close());

  async function balance(player: Player): Promise<number> {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/users/${player.user.id}/balance`,
      headers: player.auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json().balance;
  }

  function awayStakes(
    player: Player,
    method: "GET" | "PUT",
    payload?: unknown,
    headers: Record<string, string> = player.auth,
  ) {
    return t.app.inject({
      method,
      url: `/api/users/${player.user.id}/away-stakes`,
      headers,
      payload: payload as never,
    });
  }

  it("is off by default; the owner turns it on and off; the answer is what is stored", async () => {
    const me = await signUp(t.app);
    expect((await awayStakes(me, "GET")).json()).toEqual({ enabled: false, max_stake: 0 });
    const on = await awayStakes(me, "PUT", { enabled: true, max_stake: 2.5 });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ enabled: true, max_stake: 2.5 });
    expect((await awayStakes(me, "GET")).json()).toEqual({ enabled: true, max_stake: 2.5 });
    expect((await awayStakes(me, "PUT", { enabled: false, max_stake: 2.5 })).statusCode).toBe(200);
    expect((await awayStakes(me, "GET")).json()).toEqual({ enabled: false, max_stake: 2.5 });
  });

  it("answers 400 { detail } for bad input and changes nothing", async () => {
    const me = await signUp(t.app);
    await awayStakes(me, "PUT", { enabled: true, max_stake: 1 });
    const cases: unknown[] = [
      { enabled: true, max_stake: 0 },
      { enabled: true, max_stake: 100.1 },
      { enabled: true, max_stake: 0.05 },
      { enabled: true, max_stake: -1 },
      { enabled: false, max_stake: -1 },
      { enabled: "yes", max_stake: 1 },
      { enabled: true, max_stake: "1" },
      { enabled: true },
      { enabled: true, max_stake: 1, extra: 1 },
    ];
    for (const payload of cases) {
      const res = await awayStakes(me, "PUT", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().detail).toBe("string");
    }
    const res = await awayStakes(me, "PUT", { enabled: true, max_stake: 0 });
    expect(res.json().detail).toBe("The away stake limit must be between 0.1 and 100 ETH in steps of 0.1");
    expect((await awayStakes(me, "GET")).json()).toEqual({ enabled: true, max_stake: 1 });
  });

  it("is the owner's only: 401 without a session, 403 with another player's token", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    for (const method of ["GET", "PUT"] as const) {
      const payload = method === "PUT" ? { enabled: true, max_stake: 100 } : undefined;
      expect((await awayStakes(me, method, payload, other.auth)).statusCode).toBe(403);
      expect((await awayStakes(me, method, payload, {})).statusCode).toBe(401);
    }
    expect((await awayStakes(me, "GET")).json()).toEqual({ enabled: false, max_stake: 0 });
  });

  it("finding 6: a victim who never acted keeps their 10 ETH against a maxed-out challenger", async () => {
    const victim = await playerWithAnts(t, 1, { elo_rating: 1500 });
    const attacker = await playerWithAnts(t, 1, { elo_rating: 1500, ...STRONG });
    for (let round = 0; round < 3; round++) {
      const { res, body } = await requestBattle(t, attacker.player, {
        ant_id: attacker.ants[0],
        battle_type: "ranked",
        stake_amount: 10,
      });
      expect(res.statusCode).toBe(201);
      expect(body.opponent?.ant_id).toBe(victim.ants[0]);
      expect(body.stake_amount).toBe(0);
      expect(body.message).toMatch(/does not accept this stake while away, so this battle is unstaked/);
      expect((await startBattle(t, attacker.player, body.battle_id)).res.statusCode).toBe(200);
      await refresh(t, attacker.ants[0] as string);
    }
    expect(await balance(victim.player)).toBe(10);
    expect(await balance(attacker.player)).toBe(10);
  });

  it("an opted-in owner's limit is respected: above it unstaked, at it matched and settled", async () => {
    const owner = await playerWithAnts(t, 1, { elo_rating: 1500 });
    const challenger = await playerWithAnts(t, 1, { elo_rating: 1500 });
    await acceptAwayStakes(t, owner.player, 2);
    const above = await requestBattle(t, challenger.player, {
      ant_id: challenger.ants[0],
      battle_type: "ranked",
      stake_amount: 2.1,
    });
    expect(above.res.statusCode).toBe(201);
    expect(above.body.stake_amount).toBe(0);
    expect(await balance(owner.player)).toBe(10);
    expect(await balance(challenger.player)).toBe(10);
    await startBattle(t, challenger.player, above.body.battle_id);
    await refresh(t, challenger.ants[0] as string);

    const at = await requestBattle(t, challenger.player, {
      ant_id: challenger.ants[0],
      battle_type: "ranked",
      stake_amount: 2,
    });
    expect(at.body.stake_amount).toBe(2);
    expect(await balance(owner.player)).toBe(8);
    expect(await balance(challenger.player)).toBe(8);
    const { body } = await startBattle(t, challenger.player, at.body.battle_id);
    const ownerWon = body.battle.winner_id === owner.player.user.id;
    expect(await balance(owner.player)).toBe(ownerWon ? 11.8 : 8);
    expect(await balance(challenger.player)).toBe(ownerWon ? 8 : 11.8);
  });

  it("turning consent off stops new stakes at once", async () => {
    const owner = await playerWithAnts(t, 1, { elo_rating: 1500 });
    const challenger = await playerWithAnts(t, 1, { elo_rating: 1500 });
    await acceptAwayStakes(t, owner.player, 5);
    await awayStakes(owner.player, "PUT", { enabled: false, max_stake: 5 });
    const { body } = await requestBattle(t, challenger.player, {
      ant_id: challenger.ants[0],
      battle_type: "ranked",
      stake_amount: 1,
    });
    expect(body.stake_amount).toBe(0);
    expect(await balance(owner.player)).toBe(10);
  });
});
