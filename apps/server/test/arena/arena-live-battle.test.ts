// A live battle end to end over real websockets: countdown, turns with choices, the end, and one settlement.
import { LIVE_COUNTDOWN_SECONDS, LIVE_TURN_MS } from "@antbrawl/rules/arena/live";
import { runBattle } from "@antbrawl/rules/battle/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleLiveBattle } from "../../src/battles/play";
import { storedBattleInput } from "../../src/battles/replay";
import { findBattle, participantsOf } from "../../src/battles/repository";
import { allBalances } from "../../src/ledger/repository";
import { createTestApp, type TestApp } from "../helpers/app";
import { makeAnt, type Player, playerWithAnts, readAnt } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import {
  advance,
  battleOf,
  choose,
  count,
  createLive,
  type LiveTab,
  liveTab,
  liveTime,
  nth,
  startLive,
  tacticFor,
} from "../helpers/live-arena";

describe.each(DIALECTS)("live battles on %s", (dialect) => {
  let t: TestApp;
  const time = liveTime();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: time.now, scheduler: time.scheduler });
  });
  afterAll(async () => t.close());

  const tick = (ms: number) => advance(time, [t.app], ms);

  /** Plays to the end: both choose on some turns (early resolution), one or none on others (the timer). */
  async function playOut(battleId: string, tabs: readonly [LiveTab, LiveTab]) {
    const chosen: { turn: number; seats: (string | undefined)[] }[] = [];
    for (const tab of tabs) await nth(tab, "battle_started", 1);
    for (;;) {
      const updates = count(tabs[0], "battle_update");
      const last = tabs[0].box.messages.filter((m) => m.type === "battle_started" || m.type === "battle_update").at(-1);
      const turn = battleOf(last ?? { type: "none" }).current_turn;
      const mode = turn % 3;
      const seats: (string | undefined)[] = [undefined, undefined];
      if (mode !== 2) {
        seats[0] = tacticFor(turn, 0);
        expect(await choose(tabs[0], battleId, turn, tacticFor(turn, 0))).toEqual([]);
      }
      if (mode === 0) {
        seats[1] = tacticFor(turn, 1);
        await choose(tabs[1], battleId, turn, tacticFor(turn, 1));
        await t.app.liveArena.idle();
      } else {
        await tick(LIVE_TURN_MS);
      }
      chosen.push({ turn, seats });
      const update = battleOf(await nth(tabs[0], "battle_update", updates + 1));
      await nth(tabs[1], "battle_update", updates + 1);
      if (update.phase === "finished") return chosen;
      expect(update.current_turn).toBe(turn + 1);
    }
  }

  async function pair(stakeSet: Record<string, number> = {}) {
    const one = await playerWithAnts(t, 1, stakeSet);
    const two = await playerWithAnts(t, 1, stakeSet);
    const tabs = [await liveTab(t.app, one.player), await liveTab(t.app, two.player)] as const;
    const sides = [
      { player: one.player, antId: one.ants[0] as string },
      { player: two.player, antId: two.ants[0] as string },
    ] as const;
    return { one, two, tabs, sides };
  }

  it("two players play a ranked battle to the end; the replay equals the live battle and it settles once", async () => {
    const { one, two, tabs, sides } = await pair();
    const antsBefore = await Promise.all(sides.map((side) => readAnt(t, side.antId)));
    const battleId = await startLive(t, sides, tabs, { battleType: "ranked", stakeMilli: 100 });

    const found = battleOf(tabs[0].box.messages.find((m) => m.type === "battle_found") ?? { type: "none" });
    expect(found).toMatchObject({ id: battleId, phase: "countdown", current_turn: 0, status: "in_progress" });
    expect((await t.app.inject({ method: "GET", url: "/api/game/stats" })).json().active_battles).toBe(1);
    await tick(LIVE_COUNTDOWN_SECONDS * 1000);
    for (const tab of tabs) {
      const started = battleOf(await nth(tab, "battle_started", 1));
      expect(started).toMatchObject({ phase: "fighting", current_turn: 1 });
      const countdown = tab.box.messages.filter((m) => m.type === "countdown_update").map((m) => m.message);
      expect(countdown).toEqual([3, 2, 1].map((n) => `Get Ready! The battle starts in ${n}...`));
    }

    const chosen = await playOut(battleId, tabs);
    const ended = [await nth(tabs[0], "battle_ended", 1), await nth(tabs[1], "battle_ended", 1)];
    expect(ended[0]).toEqual({ ...ended[1], seq: ended[0]?.seq });
    const endedBattle = battleOf(ended[0] ?? { type: "none" });
    expect(endedBattle.phase).toBe("finished");
    expect(endedBattle.status).toBe("completed");

    const stored = await findBattle(t.app.deps.db, battleId);
    const participants = await participantsOf(t.app.deps.db, [battleId]);
    if (!stored) throw new Error("no battle");
    const expectedLog = chosen.flatMap(({ turn, seats }) => {
      const choices: Record<string, string> = {};
      for (const [seat, tactic] of seats.entries()) if (tactic) choices[participants[seat]?.ant_id as string] = tactic;
      return Object.keys(choices).length > 0 ? [{ turn, choices }] : [];
    });
    expect(stored.input_log).toEqual(expectedLog);
    const replay = runBattle(
      storedBattleInput(stored, [participants[0]?.fighter, participants[1]?.fighter] as never),
      stored.input_log,
    );
    expect(replay.winnerAntId).toBe(stored.winner_ant_id);
    expect(replay.log).toEqual(stored.battle_log);
    expect(replay.turns).toBe(chosen.length);
    const winnerSide = participants.find((p) => p.ant_id === stored.winner_ant_id);
    expect(ended[0]?.winner).toBe(winnerSide?.ant_name);
    expect(endedBattle.battle_log).toHaveLength(stored.battle_log.length);

    const winnerUser = stored.winner_id as string;
    const loserUser = winnerUser === one.player.user.id ? two.player.user.id : one.player.user.id;
    const balances = await allBalances(t.app.deps.db);
    expect(balances[`player:${winnerUser}`]).toBe(10_000 - 100 + 190);
    expect(balances[`player:${loserUser}`]).toBe(10_000 - 100);
    expect(balances[`escrow:${battleId}`] ?? 0).toBe(0);
    const antsAfter = await Promise.all(sides.map((side) => readAnt(t, side.antId)));
    for (const [i, ant] of antsAfter.entries()) {
      const before = antsBefore[i];
      if (!before) throw new Error("no ant");
      const won = ant.id === stored.winner_ant_id;
      expect(ant.is_in_battle).toBe(false);
      expect(ant.wins).toBe(before.wins + (won ? 1 : 0));
      expect(ant.losses).toBe(before.losses + (won ? 0 : 1));
      expect(ant.elo_rating).not.toBe(before.elo_rating);
      expect(ant.current_health).toBeCloseTo(replay.finalHealth[ant.id] as number, 6);
      expect(ant.total_experience).toBeGreaterThan(before.total_experience);
    }
    const unlocked = await t.app.deps.db
      .selectFrom("user_achievements")
      .select(["user_id", "achievement_id"])
      .where("achievement_id", "in", ["first_battle", "first_victory"])
      .where("user_id", "in", [winnerUser, loserUser])
      .execute();
    expect(unlocked.filter((row) => row.achievement_id === "first_battle")).toHaveLength(2);
    expect(unlocked.filter((row) => row.achievement_id === "first_victory").map((r) => r.user_id)).toEqual([
      winnerUser,
    ]);
    for (const tab of tabs) expect((await nth(tab, "battle_completed", 1)).battle_id).toBe(battleId);

    const again = await t.app.deps.events.transact(t.app.deps.db, (work) =>
      settleLiveBattle(work, battleId, time.now()),
    );
    expect(again).toBeUndefined();
    expect(await allBalances(t.app.deps.db)).toEqual(balances);
    const live = await t.app.deps.db
      .selectFrom("live_battles")
      .selectAll()
      .where("battle_id", "=", battleId)
      .executeTakeFirstOrThrow();
    expect(live.phase).toBe("finished");
    expect((await t.app.inject({ method: "GET", url: "/api/game/stats" })).json().active_battles).toBe(0);
    for (const tab of tabs) tab.socket.terminate();
  });

  it("a quick match changes no rating and holds no stake", async () => {
    const { tabs, sides } = await pair();
    const before = await Promise.all(sides.map((side) => readAnt(t, side.antId)));
    const balances = await allBalances(t.app.deps.db);
    const battleId = await startLive(t, sides, tabs);
    await tick(LIVE_COUNTDOWN_SECONDS * 1000);
    await playOut(battleId, tabs);
    await nth(tabs[0], "battle_ended", 1);
    const after = await Promise.all(sides.map((side) => readAnt(t, side.antId)));
    expect(after.map((a) => a.elo_rating)).toEqual(before.map((a) => a.elo_rating));
    const now = await allBalances(t.app.deps.db);
    for (const side of sides)
      expect(now[`player:${side.player.user.id}`]).toBe(balances[`player:${side.player.user.id}`]);
    for (const tab of tabs) tab.socket.terminate();
  });

  it("a ranked battle is refused when a player cannot cover the stake, and nothing is written", async () => {
    const { sides } = await pair();
    const battles = await t.app.deps.db.selectFrom("battles").select("id").execute();
    await expect(createLive(t, sides, { battleType: "ranked", stakeMilli: 100_000 })).rejects.toThrow(
      "Not enough ETH for this stake",
    );
    expect(await t.app.deps.db.selectFrom("battles").select("id").execute()).toHaveLength(battles.length);
    expect((await readAnt(t, sides[0].antId)).is_in_battle).toBe(false);
  });

  it("never two ants of one player, and only claimed ants", async () => {
    const { player } = await playerWithAnts(t, 1);
    const ants = [await makeAnt(t, player), await makeAnt(t, player)];
    const self = [
      { player, antId: ants[0] as string },
      { player: player as Player, antId: ants[1] as string },
    ] as const;
    await expect(createLive(t, self)).rejects.toThrow("two different players");
  });
});
