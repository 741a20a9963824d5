// Scheduled battles expire: past the TTL they are cancelled and refunded when the player next requests, starts or reads.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SCHEDULED_BATTLE_TTL_MS } from "../../src/battles/expiry";
import { allBalances, transactionPostings } from "../../src/ledger/repository";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import {
  acceptAwayStakes,
  type Player,
  playerWithAnts,
  readAnt,
  requestBattle,
  startBattle,
} from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";

const EXPIRED = "This battle request expired; request a new battle";

describe.each(DIALECTS)("scheduled battle expiry on %s", (dialect) => {
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
    await acceptAwayStakes(t, them.player);
    return { me: me.player, mine: me.ants[0] as string, them: them.player, theirs: them.ants[0] as string };
  }

  async function balance(player: Player): Promise<number> {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/users/${player.user.id}/balance`,
      headers: player.auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json().balance;
  }

  async function battleRow(battleId: string) {
    return t.database.db.selectFrom("battles").selectAll().where("id", "=", battleId).executeTakeFirstOrThrow();
  }

  /** A ranked battle with a 2 ETH stake on both sides, scheduled now. */
  async function stakedBattle() {
    const pair = await duel();
    const { res, body } = await requestBattle(t, pair.me, {
      ant_id: pair.mine,
      battle_type: "ranked",
      stake_amount: 2,
    });
    expect(res.statusCode).toBe(201);
    expect(body.stake_amount).toBe(2);
    expect(body.opponent?.ant_id).toBe(pair.theirs);
    return { ...pair, battleId: body.battle_id };
  }

  /** Everything a start of a dead battle must not touch: both ants, the battle, the ledger. */
  async function snapshot(pair: { mine: string; theirs: string; battleId: string }) {
    return {
      mine: await readAnt(t, pair.mine),
      theirs: await readAnt(t, pair.theirs),
      battle: await battleRow(pair.battleId),
      balances: await allBalances(t.database.db),
      transactions: await t.database.db
        .selectFrom("ledger_transactions")
        .select(["kind", "ref"])
        .orderBy("kind")
        .orderBy("ref")
        .execute(),
    };
  }

  it("a new request for the ant after the TTL cancels the old battle, refunds both stakes and succeeds", async () => {
    const pair = await stakedBattle();
    expect(await balance(pair.me)).toBe(8);
    clock.advanceMs(SCHEDULED_BATTLE_TTL_MS);

    const again = await requestBattle(t, pair.me, { ant_id: pair.mine, battle_type: "ranked" });
    expect(again.res.statusCode).toBe(201);
    expect(again.body.battle_id).not.toBe(pair.battleId);
    const old = await battleRow(pair.battleId);
    expect(old.status).toBe("cancelled");
    expect(old.completed_at?.getTime()).toBe(clock.now().getTime());
    expect(await transactionPostings(t.database.db, "refund", pair.battleId)).toEqual(
      expect.arrayContaining([
        { account: `escrow:${pair.battleId}`, amount: -4000 },
        { account: `player:${pair.me.user.id}`, amount: 2000 },
        { account: `player:${pair.them.user.id}`, amount: 2000 },
      ]),
    );
    expect((await allBalances(t.database.db))[`escrow:${pair.battleId}`]).toBe(0);
    expect(await balance(pair.me)).toBe(10);
    expect(await balance(pair.them)).toBe(10);
    expect((await readAnt(t, pair.mine)).is_in_battle).toBe(true);
    const read = await t.app.inject({ method: "GET", url: `/api/battles/${pair.battleId}`, headers: pair.me.auth });
    expect(read.json().status).toBe("cancelled");

    const start = await startBattle(t, pair.me, pair.battleId);
    expect(start.res.statusCode).toBe(409);
    expect(start.body.detail).toBe(EXPIRED);
    const fresh = await startBattle(t, pair.me, again.body.battle_id);
    expect(fresh.res.statusCode).toBe(200);
    expect(fresh.body.battle.status).toBe("completed");
  });

  it("starting an expired battle is 409: it stays cancelled and refunded, and a second start changes nothing", async () => {
    const pair = await stakedBattle();
    const before = await snapshot(pair);
    clock.advanceMs(SCHEDULED_BATTLE_TTL_MS + 1);

    const first = await startBattle(t, pair.me, pair.battleId);
    expect(first.res.statusCode).toBe(409);
    expect(first.body.detail).toBe(EXPIRED);
    const after = await snapshot(pair);
    expect(after.battle).toMatchObject({ status: "cancelled", started_at: null, winner_id: null, battle_log: [] });
    expect(after.mine.is_in_battle).toBe(false);
    for (const ant of ["mine", "theirs"] as const) {
      expect(after[ant]).toMatchObject({
        wins: before[ant].wins,
        losses: before[ant].losses,
        elo_rating: before[ant].elo_rating,
        total_experience: before[ant].total_experience,
        current_health: before[ant].current_health,
        energy: before[ant].energy,
      });
    }
    expect(after.transactions.filter((tx) => tx.ref === pair.battleId).map((tx) => tx.kind)).toEqual(
      expect.arrayContaining(["hold", "refund"]),
    );
    expect(after.transactions.filter((tx) => tx.ref === pair.battleId)).toHaveLength(2);
    expect(after.balances[`player:${pair.me.user.id}`]).toBe(10_000);
    expect(after.balances[`player:${pair.them.user.id}`]).toBe(10_000);
    expect(after.balances[`escrow:${pair.battleId}`]).toBe(0);

    const second = await startBattle(t, pair.me, pair.battleId);
    expect(second.res.statusCode).toBe(409);
    expect(second.body.detail).toBe(EXPIRED);
    const cancel = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${pair.me.user.id}/ants/${pair.mine}/battle`,
      headers: pair.me.auth,
    });
    expect(cancel.statusCode).toBe(404);
    expect(await snapshot(pair)).toEqual(after);
    expect(await balance(pair.me)).toBe(10);
  });

  it("before the TTL the ant is still busy: a second request is 409 and the battle can still start", async () => {
    const pair = await stakedBattle();
    clock.advanceMs(SCHEDULED_BATTLE_TTL_MS - 1);

    const again = await requestBattle(t, pair.me, { ant_id: pair.mine, battle_type: "ranked" });
    expect(again.res.statusCode).toBe(409);
    expect(again.body.detail).toBe("Currently in battle");
    expect(await balance(pair.me)).toBe(8);
    expect(await balance(pair.them)).toBe(8);
    const history = await t.app.inject({
      method: "GET",
      url: `/api/users/${pair.me.user.id}/battles`,
      headers: pair.me.auth,
    });
    expect(history.json().battles.map((b: { status: string }) => b.status)).toEqual(["scheduled"]);
    expect((await battleRow(pair.battleId)).status).toBe("scheduled");
    expect((await readAnt(t, pair.mine)).is_in_battle).toBe(true);

    const start = await startBattle(t, pair.me, pair.battleId);
    expect(start.res.statusCode).toBe(200);
    expect(start.body.battle.status).toBe("completed");
    expect((await balance(pair.me)) + (await balance(pair.them))).toBeCloseTo(19.8, 9);
  });

  it("reading the balance or the history sweeps the player's expired battles, on either side", async () => {
    const byBalance = await stakedBattle();
    clock.advanceMs(SCHEDULED_BATTLE_TTL_MS);
    expect(await balance(byBalance.me)).toBe(10);
    expect((await battleRow(byBalance.battleId)).status).toBe("cancelled");
    expect((await readAnt(t, byBalance.mine)).is_in_battle).toBe(false);
    expect(await balance(byBalance.them)).toBe(10);

    const byDefender = await stakedBattle();
    clock.advanceMs(SCHEDULED_BATTLE_TTL_MS);
    const history = await t.app.inject({
      method: "GET",
      url: `/api/users/${byDefender.them.user.id}/battles`,
      headers: byDefender.them.auth,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().battles).toMatchObject([{ id: byDefender.battleId, status: "cancelled" }]);
    expect((await readAnt(t, byDefender.mine)).is_in_battle).toBe(false);
    expect(await transactionPostings(t.database.db, "refund", byDefender.battleId)).toHaveLength(3);
    expect(await balance(byDefender.them)).toBe(10);
    expect(await balance(byDefender.me)).toBe(10);
  });

  it("listing the colony sweeps an expired battle, so My Ants shows the ant free again", async () => {
    const pair = await stakedBattle();
    clock.advanceMs(SCHEDULED_BATTLE_TTL_MS - 1);
    const busy = await t.app.inject({
      method: "GET",
      url: `/api/users/${pair.me.user.id}/ants`,
      headers: pair.me.auth,
    });
    expect(busy.json().find((a: { id: string }) => a.id === pair.mine).is_in_battle).toBe(true);
    clock.advanceMs(2);
    const res = await t.app.inject({ method: "GET", url: `/api/users/${pair.me.user.id}/ants`, headers: pair.me.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().find((a: { id: string }) => a.id === pair.mine).is_in_battle).toBe(false);
    expect((await battleRow(pair.battleId)).status).toBe("cancelled");
    expect(await balance(pair.me)).toBe(10);
  });

  it("parallel requests, starts and reads after the TTL refund once and let exactly one new request through", async () => {
    const pair = await stakedBattle();
    clock.advanceMs(SCHEDULED_BATTLE_TTL_MS);
    const request = () => requestBattle(t, pair.me, { ant_id: pair.mine, battle_type: "ranked", stake_amount: 1 });
    const [requests, starts] = await Promise.all([
      Promise.all([request(), request(), request()]),
      Promise.all([startBattle(t, pair.me, pair.battleId), startBattle(t, pair.me, pair.battleId)]),
      balance(pair.me),
      balance(pair.them),
    ]);
    expect(requests.map((r) => r.res.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of requests.filter((r) => r.res.statusCode === 409)) {
      expect(refused.body.detail).toBe("Currently in battle");
    }
    expect(starts.map((s) => [s.res.statusCode, s.body.detail])).toEqual([
      [409, EXPIRED],
      [409, EXPIRED],
    ]);
    expect((await battleRow(pair.battleId)).status).toBe("cancelled");
    const refunds = await t.database.db
      .selectFrom("ledger_transactions")
      .select("id")
      .where("kind", "=", "refund")
      .where("ref", "=", pair.battleId)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(await balance(pair.me)).toBe(9);
    expect(await balance(pair.them)).toBe(9);
    const balances = await allBalances(t.database.db);
    expect(Object.values(balances).reduce((sum, amount) => sum + amount, 0)).toBe(0);
  });
});
