// Every battle kind settles through the one settlement path (one `battle.settled` per battle), exactly once when its
// finishes race: the ledger, the ants' record and rating, memories and achievement counters change once.
import type { ArenaCombatFinishAnswer, ArenaCombatStartAnswer } from "@antbrawl/protocol/arena-combat";
import { FINISH_DELAY_MS, runTopdown, TOPDOWN_TICK_MS } from "@antbrawl/rules/topdown/index";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settleLiveBattle } from "../../src/battles/play";
import type { EventPayloads } from "../../src/events/catalogue";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import { storedDice } from "../helpers/arena-combat-fixtures";
import {
  acceptAwayStakes,
  type Player,
  playerWithAnts,
  readAnt,
  requestBattle,
  selfBattle,
  startBattle,
} from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import { createLive } from "../helpers/live-arena";

const RACE = 4;

describe.each(DIALECTS)("one settlement path on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  /** Every `battle.settled` raised inside a transaction, and those delivered after a commit. */
  let raised: EventPayloads["battle.settled"][];
  let committed: EventPayloads["battle.settled"][];

  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, {}, { now: clock.now });
    raised = [];
    committed = [];
    t.app.deps.events.inTransaction("battle.settled", async (event) => {
      raised.push(event);
    });
    t.app.deps.events.afterCommit("battle.settled", (event) => {
      committed.push(event);
    });
  });
  afterEach(async () => t.close());

  const db = () => t.database.db;

  async function settlesOf(battleId: string): Promise<number> {
    const rows = await db()
      .selectFrom("ledger_transactions")
      .select("kind")
      .where("ref", "=", battleId)
      .where("kind", "=", "settle")
      .execute();
    return rows.length;
  }

  async function memoriesOf(antId: string): Promise<number> {
    const rows = await db()
      .selectFrom("ant_events")
      .select("detail")
      .where("ant_id", "=", antId)
      .where("detail", "like", "% a battle against %")
      .execute();
    return rows.length;
  }

  async function battlesFought(userId: string): Promise<number> {
    const row = await db()
      .selectFrom("achievement_progress")
      .select("value")
      .where("user_id", "=", userId)
      .where("metric", "=", "battles_fought")
      .executeTakeFirst();
    return Number(row?.value ?? 0);
  }

  /** The battle was settled once: one event in its transaction, one after its commit, and a completed row. */
  async function expectSettledOnce(battleId: string): Promise<void> {
    expect(raised.filter((event) => event.battleId === battleId)).toHaveLength(1);
    expect(committed.filter((event) => event.battleId === battleId)).toHaveLength(1);
    const row = await db().selectFrom("battles").selectAll().where("id", "=", battleId).executeTakeFirstOrThrow();
    expect(row.status).toBe("completed");
    const sides = await db().selectFrom("battle_participants").selectAll().where("battle_id", "=", battleId).execute();
    for (const side of sides) {
      const ant = await readAnt(t, side.ant_id);
      expect(ant.elo_rating).toBe(side.elo_after);
      expect(ant.is_in_battle).toBe(false);
    }
  }

  it("scheduled: parallel starts play it once (stakes, record, ELO, memories, achievements once)", async () => {
    const me = await playerWithAnts(t, 1, { elo_rating: 1500 });
    const them = await playerWithAnts(t, 1, { elo_rating: 1510 });
    await acceptAwayStakes(t, them.player);
    const [mine, theirs] = [me.ants[0] as string, them.ants[0] as string];
    const { body } = await requestBattle(t, me.player, { ant_id: mine, battle_type: "ranked", stake_amount: 1 });
    const starts = await Promise.all(Array.from({ length: RACE }, () => startBattle(t, me.player, body.battle_id)));
    expect(starts.map((start) => start.res.statusCode).sort()).toEqual([200, 409, 409, 409]);
    await expectSettledOnce(body.battle_id);
    expect(await settlesOf(body.battle_id)).toBe(1);
    for (const antId of [mine, theirs]) {
      const ant = await readAnt(t, antId);
      expect(ant.wins + ant.losses).toBe(1);
      expect(ant.elo_rating).not.toBe(antId === mine ? 1500 : 1510);
      expect(await memoriesOf(antId)).toBe(1);
    }
    expect(await battlesFought(me.player.user.id)).toBe(1);
    // The defender's owner was away: no achievement progress.
    expect(await battlesFought(them.player.user.id)).toBe(0);
  });

  it("self: settles through the same path; settling it again in parallel changes nothing", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    const { res, body } = await selfBattle(t, player, { ant1_id: a, ant2_id: b });
    expect(res.statusCode).toBe(201);
    const again = await Promise.all(
      Array.from({ length: RACE }, () =>
        t.app.deps.events.transact(t.app.deps.db, (work) => settleLiveBattle(work, body.battle.id, clock.now())),
      ),
    );
    expect(again).toEqual(Array.from({ length: RACE }, () => undefined));
    await expectSettledOnce(body.battle.id);
    for (const antId of [a, b]) {
      const ant = await readAnt(t, antId);
      expect(ant.wins + ant.losses).toBe(0);
      expect(await memoriesOf(antId)).toBe(1);
    }
    expect(await battlesFought(player.user.id)).toBe(1);
  });

  it("live: parallel settlements of one live battle settle it once", async () => {
    const one = await playerWithAnts(t, 1, { elo_rating: 1500 });
    const two = await playerWithAnts(t, 1, { elo_rating: 1500 });
    const sides = [
      { player: one.player, antId: one.ants[0] as string },
      { player: two.player, antId: two.ants[0] as string },
    ] as const;
    const battleId = await createLive(t, sides, { battleType: "ranked", stakeMilli: 1000 });
    const results = await Promise.all(
      Array.from({ length: RACE }, () =>
        t.app.deps.events.transact(t.app.deps.db, (work) => settleLiveBattle(work, battleId, clock.now())),
      ),
    );
    expect(results.filter((result) => result !== undefined)).toHaveLength(1);
    await expectSettledOnce(battleId);
    expect(await settlesOf(battleId)).toBe(1);
    for (const side of sides) {
      const ant = await readAnt(t, side.antId);
      expect(ant.wins + ant.losses).toBe(1);
      expect(ant.elo_rating).not.toBe(1500);
      expect(await memoriesOf(side.antId)).toBe(1);
      expect(await battlesFought(side.player.user.id)).toBe(1);
    }
  });

  it("top-down: parallel finishes settle it once", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    const res = await t.app.inject({
      method: "POST",
      url: `/api/users/${player.user.id}/arena-combat`,
      headers: player.auth,
      payload: { ant1_id: a, ant2_id: b },
    });
    const started = res.json() as ArenaCombatStartAnswer;
    const [f1, f2] = started.fighters as [never, never];
    const input = { ...(await storedDice(t, started.battle_id)), fighters: [f1, f2] as [never, never] };
    const { result } = runTopdown(input, []);
    clock.advanceMs(result.ticks * TOPDOWN_TICK_MS + FINISH_DELAY_MS);
    const finish = (who: Player) =>
      t.app.inject({
        method: "POST",
        url: `/api/users/${who.user.id}/arena-combat/${started.battle_id}/finish`,
        headers: who.auth,
        payload: {},
      });
    const answers = await Promise.all(Array.from({ length: RACE }, () => finish(player)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const won = answers.find((answer) => answer.statusCode === 200)?.json() as ArenaCombatFinishAnswer;
    expect(won.result.winner_ant_id).toBe(result.winnerAntId);
    await expectSettledOnce(started.battle_id);
    for (const antId of [a, b]) {
      const ant = await readAnt(t, antId);
      expect(ant.wins + ant.losses).toBe(0);
      expect(await memoriesOf(antId)).toBe(1);
    }
    expect(await battlesFought(player.user.id)).toBe(1);
  });
});
