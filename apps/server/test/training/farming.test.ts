// Scoring that cannot be farmed (issue 11 item 6): self battles, friendly matchmaking and the expired-request sweeper.
import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SCHEDULED_BATTLE_TTL_MS } from "../../src/battles/expiry";
import * as selfBattleRecords from "../../src/db/migrations/20261123_0006_self_battle_records";
import { allBalances } from "../../src/ledger/repository";
import { manualScheduler } from "../../src/live/scheduler";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import {
  acceptAwayStakes,
  playerWithAnts,
  readAnt,
  refresh,
  requestBattle,
  selfBattle,
  startBattle,
} from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";

const SWEEP_MS = 30_000;

describe.each(DIALECTS)("farming rules on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  let scheduler = manualScheduler();
  beforeEach(async () => {
    clock = manualClock();
    scheduler = manualScheduler();
    t = await createTestApp(dialect, { expirySweepMs: SWEEP_MS }, { now: clock.now, scheduler });
  });
  afterEach(async () => t.close());

  async function get(url: string, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ method: "GET", url, headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it("[B22] a self battle leaves leaderboard wins, losses, streaks, ELO and Total Wins unchanged", async () => {
    const { player, ants } = await playerWithAnts(t, 2, { elo_rating: 1234, wins: 3, losses: 1, win_streak: 2 });
    const boardBefore = await get("/api/game/leaderboard?limit=100&sort=wins");
    const { res, body } = await selfBattle(t, player, { ant1_id: ants[0], ant2_id: ants[1] });
    expect(res.statusCode).toBe(201);
    const boardAfter = await get("/api/game/leaderboard?limit=100&sort=wins");
    expect(boardAfter).toEqual(boardBefore);
    expect(boardAfter.entries.map((e: { elo_rating: number }) => e.elo_rating)).toEqual([1234, 1234]);
    for (const antId of ants) {
      const row = await readAnt(t, antId);
      expect([row.wins, row.losses, row.win_streak, row.elo_rating]).toEqual([3, 1, 2, 1234]);
      expect(row.total_experience).toBeGreaterThan(0);
    }
    const history = await get(`/api/users/${player.user.id}/battles`, player.auth);
    // Total Wins counts wins over other players' ants only (issue 26), as the ants' records do.
    expect(history.total_wins).toBe(0);
    expect(body.battle.winner_id).toBe(player.user.id);
  });

  it("[B22] a fresh player's self battles keep their ants off the leaderboard", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    for (let i = 0; i < 2; i++) {
      expect((await selfBattle(t, player, { ant1_id: ants[0], ant2_id: ants[1] })).res.statusCode).toBe(201);
      for (const antId of ants) await refresh(t, antId);
    }
    expect((await get("/api/game/leaderboard")).entries).toEqual([]);
    const progress = await t.database.db
      .selectFrom("achievement_progress")
      .select(["metric", "value"])
      .where("user_id", "=", player.user.id)
      .execute();
    const metric = Object.fromEntries(progress.map((row) => [row.metric, row.value]));
    expect(metric).toMatchObject({ battles_fought: 2 });
    expect(metric.battles_won).toBeUndefined();
    expect(metric.best_win_streak).toBeUndefined();
  });

  it("[B22] migration 0006 takes earlier self battles out of the records, and down puts them back", async () => {
    const { player, ants } = await playerWithAnts(t, 2, { wins: 5, losses: 2 });
    const { body } = await selfBattle(t, player, { ant1_id: ants[0], ant2_id: ants[1] });
    const winner = body.battle.winner_ant_id as string;
    const loser = ants.find((id) => id !== winner) as string;
    const record = async (antId: string) => {
      const row = await readAnt(t, antId);
      return [row.wins, row.losses];
    };
    await selfBattleRecords.up(t.database.db as Kysely<unknown>);
    expect(await record(winner)).toEqual([4, 2]);
    expect(await record(loser)).toEqual([5, 1]);
    await selfBattleRecords.down(t.database.db as Kysely<unknown>);
    expect(await record(winner)).toEqual([5, 2]);
    expect(await record(loser)).toEqual([5, 2]);
  });

  it("matchmaking refuses friendly with 400 { detail } and holds nothing; quick_match and ranked still match", async () => {
    const me = await playerWithAnts(t, 1);
    await playerWithAnts(t, 1);
    const friendly = await requestBattle(t, me.player, { ant_id: me.ants[0], battle_type: "friendly" });
    expect(friendly.res.statusCode).toBe(400);
    expect(friendly.body.detail).toMatch(/^Friendly battles are challenges between friends/);
    expect((await readAnt(t, me.ants[0] as string)).is_in_battle).toBe(false);
    expect(await t.database.db.selectFrom("battles").select("id").execute()).toEqual([]);
    for (const battle_type of ["quick_match", "ranked"]) {
      const { res, body } = await requestBattle(t, me.player, { ant_id: me.ants[0], battle_type });
      expect(res.statusCode).toBe(201);
      expect((await startBattle(t, me.player, body.battle_id)).res.statusCode).toBe(200);
      await refresh(t, me.ants[0] as string);
    }
  });

  it("the sweeper expires an abandoned request on its timer, with no request arriving", async () => {
    const me = await playerWithAnts(t, 1, { elo_rating: 1500 });
    const them = await playerWithAnts(t, 1, { elo_rating: 1510 });
    await acceptAwayStakes(t, them.player);
    const { res, body } = await requestBattle(t, me.player, {
      ant_id: me.ants[0],
      battle_type: "ranked",
      stake_amount: 2,
    });
    expect(res.statusCode).toBe(201);
    expect(body.stake_amount).toBe(2);
    // A battle request is not a live battle: the Live Battles card counts only those (arena-live tests).
    expect((await get("/api/game/stats")).active_battles).toBe(0);

    clock.advanceMs(SCHEDULED_BATTLE_TTL_MS - 1);
    scheduler.advance(SWEEP_MS);
    await t.app.expirySweeper.idle();
    expect((await get("/api/game/stats")).active_battles).toBe(0);

    clock.advanceMs(1);
    scheduler.advance(SWEEP_MS);
    await t.app.expirySweeper.idle();
    const battle = await t.database.db
      .selectFrom("battles")
      .select(["status", "completed_at"])
      .where("id", "=", body.battle_id)
      .executeTakeFirstOrThrow();
    expect(battle.status).toBe("cancelled");
    expect(new Date(battle.completed_at as Date).getTime()).toBe(clock.now().getTime());
    expect((await get("/api/game/stats")).active_battles).toBe(0);
    expect((await readAnt(t, me.ants[0] as string)).is_in_battle).toBe(false);
    const balances = await allBalances(t.database.db);
    expect(balances[`player:${me.player.user.id}`]).toBe(10_000);
    expect(balances[`player:${them.player.user.id}`]).toBe(10_000);
    expect(balances[`escrow:${body.battle_id}`]).toBe(0);
    expect(await t.app.expirySweeper.tick()).toBe(0);
  });

  it("the sweeper stops with the app: no timer is left behind", async () => {
    await t.app.expirySweeper.idle();
    await t.app.liveArena.idle();
    await t.app.arenaQueue.idle();
    await t.app.arenaCombatSweeper.idle();
    // The sweeper's timer, the live arena's lease heartbeat, the arena queue's pairing tick, the Arena Combat
    // sweeper's timer, the sessions' revalidation, the completion notices' sweep, the notifications' due sweep and
    // the tournaments' tick.
    expect(scheduler.pending()).toBe(8);
    await t.close();
    expect(scheduler.pending()).toBe(0);
    t = await createTestApp(dialect, { expirySweepMs: 0 }, { now: clock.now, scheduler });
    await t.app.liveArena.idle();
    await t.app.arenaQueue.idle();
    // Without the expiry sweep (nor the completion notices on its interval): the other five remain.
    expect(scheduler.pending()).toBe(5);
  });
});
