// Balances and stakes: the opening grant, holds, the 95/5 settlement, refunds, and conservation over many battles.
import { createRng, randomInt } from "@antbrawl/rules/random";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cancelBattle } from "../../src/battles/cancel";
import { requestBattle as requestService } from "../../src/battles/request";
import { startBattle as startService } from "../../src/battles/start";
import { allBalances, balancesFromEntries, transactionPostings } from "../../src/ledger/repository";
import { DomainError } from "../../src/lib/domain-error";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import {
  acceptAwayStakes,
  type Player,
  playerWithAnts,
  readAnt,
  refresh,
  requestBattle,
  startBattle,
} from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";

describe.each(DIALECTS)("ledger on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    pairsMade = 0;
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
    expect(res.json().currency).toBe("ETH");
    return res.json().balance;
  }

  /** Pairs made by this test so far: a test with several pairs keeps them far apart so each finds its own. */
  let pairsMade = 0;
  async function pair() {
    const rating = 1500 + 10_000 * pairsMade++;
    const me = await playerWithAnts(t, 1, { elo_rating: rating });
    const them = await playerWithAnts(t, 2, { elo_rating: rating + 1 });
    await acceptAwayStakes(t, them.player);
    return { me: me.player, mine: me.ants[0] as string, them: them.player, theirs: them.ants as string[] };
  }

  it("grants 10 ETH once, at first use", async () => {
    const { me } = await pair();
    expect(await balance(me)).toBe(10);
    expect(await balance(me)).toBe(10);
    const grants = await t.database.db
      .selectFrom("ledger_transactions")
      .select("id")
      .where("kind", "=", "grant")
      .where("ref", "=", me.user.id)
      .execute();
    expect(grants).toHaveLength(1);
    const other = await t.app.inject({ method: "GET", url: `/api/users/${me.user.id}/balance` });
    expect(other.statusCode).toBe(401);
  });

  it("holds both stakes and pays the winner exactly 95% of the pot, the house 5%", async () => {
    const { me, mine, them } = await pair();
    const { res, body } = await requestBattle(t, me, { ant_id: mine, battle_type: "ranked", stake_amount: 2.5 });
    expect(res.statusCode).toBe(201);
    expect(body.stake_amount).toBe(2.5);
    expect(await balance(me)).toBe(7.5);
    expect(await balance(them)).toBe(7.5);
    const started = await startBattle(t, me, body.battle_id);
    const battle = started.body.battle;
    expect(battle.stake_amount).toBe(2.5);
    expect(battle.battle_summary).toMatchObject({ payout: 4.75, house_fee: 0.25 });
    const winner = battle.winner_id === me.user.id ? me : them;
    const loser = winner === me ? them : me;
    expect(await balance(winner)).toBe(12.25);
    expect(await balance(loser)).toBe(7.5);
    const settle = await transactionPostings(t.database.db, "settle", battle.id);
    expect(settle).toEqual(
      expect.arrayContaining([
        { account: `escrow:${battle.id}`, amount: -5000 },
        { account: `player:${winner.user.id}`, amount: 4750 },
        { account: "house", amount: 250 },
      ]),
    );
    expect(settle).toHaveLength(3);
  });

  it("refuses a stake above the balance with 409, holding nothing", async () => {
    const { me, mine, them } = await pair();
    const before = { me: await balance(me), them: await balance(them) };
    const { res, body } = await requestBattle(t, me, { ant_id: mine, battle_type: "ranked", stake_amount: 10.1 });
    expect(res.statusCode).toBe(409);
    expect(body.detail).toBe("Not enough ETH for this stake");
    expect(await balance(me)).toBe(before.me);
    expect(await balance(them)).toBe(before.them);
    expect((await readAnt(t, mine)).is_in_battle).toBe(false);
    const holds = await t.database.db
      .selectFrom("ledger_entries")
      .select("id")
      .where("account", "=", `player:${me.user.id}`)
      .where("amount_milli", "<", 0)
      .execute();
    expect(holds).toEqual([]);
  });

  it("cancel refunds both stakes", async () => {
    const { me, mine, them } = await pair();
    const { body } = await requestBattle(t, me, { ant_id: mine, battle_type: "ranked", stake_amount: 3 });
    expect(await balance(me)).toBe(7);
    expect(await balance(them)).toBe(7);
    const cancel = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${me.user.id}/ants/${mine}/battle`,
      headers: me.auth,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await balance(me)).toBe(10);
    expect(await balance(them)).toBe(10);
    expect(await transactionPostings(t.database.db, "refund", body.battle_id)).toHaveLength(3);
  });

  it("an opponent whose owner cannot match the stake makes the battle unstaked", async () => {
    const rating = 1500;
    const me = await playerWithAnts(t, 1, { elo_rating: rating });
    const them = await playerWithAnts(t, 2, { elo_rating: rating + 10 });
    const bank = await playerWithAnts(t, 1, { elo_rating: rating + 12 });
    for (const owner of [them, bank]) await acceptAwayStakes(t, owner.player);
    const [spent, idle] = them.ants as [string, string];
    const allIn = await requestBattle(t, them.player, { ant_id: spent, battle_type: "ranked", stake_amount: 10 });
    expect(allIn.body.opponent?.ant_id).toBe(bank.ants[0]);
    expect(await balance(them.player)).toBe(0);
    const { res, body } = await requestBattle(t, me.player, {
      ant_id: me.ants[0],
      battle_type: "ranked",
      stake_amount: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(body.opponent?.ant_id).toBe(idle);
    expect(body.stake_amount).toBe(0);
    expect(body.message).toMatch(/unstaked/);
    expect(await balance(me.player)).toBe(10);
    await cancelBattle(t.app.deps, them.player.user.id, spent, clock.now());
    await cancelBattle(t.app.deps, me.player.user.id, me.ants[0] as string, clock.now());
    expect(await balance(them.player)).toBe(10);
    expect(await balance(bank.player)).toBe(10);
  });

  it("conserves money over many random ranked battles (balances + escrow + house = grants)", async () => {
    const seed = 20261122;
    const rng = createRng(seed);
    const rating = 1_000_000;
    const players = await Promise.all(Array.from({ length: 6 }, () => playerWithAnts(t, 1, { elo_rating: rating })));
    for (const owner of players) await acceptAwayStakes(t, owner.player);
    const db = t.database.db;
    const counts = { started: 0, cancelled: 0, refused: 0 };
    for (let round = 0; counts.started < 200 && round < 1000; round++) {
      const who = players[randomInt(rng, 0, players.length - 1)];
      if (!who) throw new Error("no player");
      const antId = who.ants[0] as string;
      const stake = randomInt(rng, 0, 20) / 10;
      try {
        const made = await requestService(
          t.app.deps,
          who.player.user.id,
          { ant_id: antId, battle_type: "ranked", stake_amount: stake },
          clock.now(),
        );
        if (rng.next() < 0.1) {
          await cancelBattle(t.app.deps, who.player.user.id, antId, clock.now());
          counts.cancelled += 1;
        } else {
          await startService(t.app.deps, who.player.user.id, made.battle.id, clock.now());
          counts.started += 1;
        }
      } catch (error) {
        if (!(error instanceof DomainError) || error.code !== "conflict")
          throw new Error(`seed ${seed} round ${round}: ${error}`);
        counts.refused += 1;
      }
      await refresh(t, antId);
    }
    expect(counts.started).toBe(200);

    const balances = await allBalances(db);
    expect(await balancesFromEntries(db)).toEqual(balances);
    const total = Object.values(balances).reduce((sum, amount) => sum + amount, 0);
    expect(total).toBe(0);
    const grants = -(balances.issuance ?? 0);
    const held = Object.entries(balances)
      .filter(([account]) => account !== "issuance")
      .reduce((sum, [, amount]) => sum + amount, 0);
    expect(held).toBe(grants);
    for (const [account, amount] of Object.entries(balances)) {
      if (account.startsWith("player:")) expect(amount, account).toBeGreaterThanOrEqual(0);
      if (account.startsWith("escrow:")) expect(amount, account).toBe(0);
    }
    const unbalanced = await db
      .selectFrom("ledger_entries")
      .select("transaction_id")
      .groupBy("transaction_id")
      .having(sql`sum(amount_milli)`, "<>", 0)
      .execute();
    expect(unbalanced).toEqual([]);
    const fees = await db
      .selectFrom("battles")
      .select((eb) => eb.fn.sum<string | number>("house_fee_milli").as("fees"))
      .executeTakeFirstOrThrow();
    expect(balances.house).toBe(Number(fees.fees));
  });
});
