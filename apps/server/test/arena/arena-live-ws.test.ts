// Live battle messages that must be refused, spectating by friends, and players who leave, return or never return.
import { LIVE_ERRORS } from "@antbrawl/protocol/errors";
import { LIVE_COUNTDOWN_SECONDS, LIVE_TURN_MS, SEAT_HOLD_MS } from "@antbrawl/rules/arena/live";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHEDULED_BATTLE_TTL_MS } from "../../src/battles/expiry";
import { createTestApp, type TestApp } from "../helpers/app";
import { type Player, playerWithAnts, readAnt } from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";
import {
  advance,
  battleOf,
  choose,
  count,
  createLive,
  type LiveTab,
  liveDuel,
  liveTab,
  liveTime,
  nth,
  sendAndSettle,
} from "../helpers/live-arena";
import { befriend } from "../helpers/social-fixtures";

describe.each(ROUTE_DIALECTS)("live battle messages on %s", (dialect) => {
  let t: TestApp;
  const time = liveTime();
  const closedWaiters: { userId: string; resolve: () => void }[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: time.now, scheduler: time.scheduler });
    // Runs after the live arena's own close hook, so the seat is marked gone when this resolves.
    t.app.deps.wsRouter.onClose(({ userId }) => {
      for (const waiter of closedWaiters.filter((w) => w.userId === userId)) waiter.resolve();
    });
  });
  afterAll(async () => t.close());

  const tick = (ms: number) => advance(time, [t.app], ms);
  const closeTab = async (tab: LiveTab, userId: string) => {
    const gone = new Promise<void>((resolve) => closedWaiters.push({ userId, resolve }));
    tab.socket.terminate();
    await gone;
  };
  const liveRow = (battleId: string) =>
    t.app.deps.db.selectFrom("live_battles").selectAll().where("battle_id", "=", battleId).executeTakeFirstOrThrow();
  const battleRow = (battleId: string) =>
    t.app.deps.db.selectFrom("battles").selectAll().where("id", "=", battleId).executeTakeFirstOrThrow();

  const duel = () => liveDuel(t);

  /** The latest battle a tab was shown. */
  const latest = (tab: LiveTab) =>
    battleOf(
      tab.box.messages
        .filter((m) => ["battle_started", "battle_update", "rejoined_battle"].includes(m.type))
        .at(-1) ?? {
        type: "none",
      },
    );

  /** Expects exactly one `error` with this text and no change to the battle. */
  async function refused(tab: LiveTab, battleId: string, message: Record<string, unknown>, text: string | RegExp) {
    const before = [await liveRow(battleId), await battleRow(battleId)];
    const replies = await sendAndSettle(tab, message);
    expect(replies).toHaveLength(1);
    expect(replies[0]?.type).toBe("error");
    expect(replies[0]?.message).toMatch(text);
    expect([await liveRow(battleId), await battleRow(battleId)]).toEqual(before);
  }

  it("refuses malformed, unknown, early, out-of-turn, foreign and spectator choices, changing nothing", async () => {
    const { one, tabs, battleId } = await duel();
    const choice = { type: "choose_tactic", battle_id: battleId, turn: 1, tactic: "press" };
    await refused(tabs[0], battleId, choice, LIVE_ERRORS.notStarted);
    await tick(LIVE_COUNTDOWN_SECONDS * 1000);
    await nth(tabs[0], "battle_started", 1);

    await refused(tabs[0], battleId, { type: "choose_tactic", battle_id: battleId, tactic: "press" }, /Malformed/);
    await refused(tabs[0], battleId, { ...choice, tactic: "smash" }, /Malformed/);
    await refused(tabs[0], battleId, { ...choice, turn: "1" }, /Malformed/);
    await refused(tabs[0], battleId, { ...choice, battle_id: "no-such-battle" }, LIVE_ERRORS.battleNotFound);
    await refused(tabs[0], battleId, { ...choice, turn: 2 }, LIVE_ERRORS.wrongTurn(1, 2));

    const stranger = await playerWithAnts(t, 0);
    const strangerTab = await liveTab(t.app, stranger.player);
    await refused(strangerTab, battleId, choice, LIVE_ERRORS.notSeated);
    await refused(strangerTab, battleId, { type: "spectate_battle", battle_id: battleId }, LIVE_ERRORS.notFriend);
    await refused(tabs[0], battleId, { type: "spectate_battle", battle_id: battleId }, LIVE_ERRORS.ownBattle);

    const friend = await playerWithAnts(t, 0);
    await befriend(t, friend.player, one);
    const friendTab = await liveTab(t.app, friend.player);
    const watching = await sendAndSettle(friendTab, { type: "spectate_battle", battle_id: battleId });
    expect(watching.map((m) => m.type)).toEqual(["rejoined_battle"]);
    expect(battleOf(watching[0] ?? { type: "none" })).toMatchObject({ id: battleId, phase: "fighting", spectators: 1 });
    await refused(friendTab, battleId, choice, LIVE_ERRORS.spectatorChoice);

    expect(await choose(tabs[0], battleId, 1, "guard")).toEqual([]);
    expect(await choose(tabs[1], battleId, 1, "feint")).toEqual([]);
    await t.app.liveArena.idle();
    const update = battleOf(await nth(friendTab, "battle_update", 1));
    expect(update).toMatchObject({ current_turn: 2, spectators: 1 });
    expect(update.participants.map((p) => p.tactic)).toEqual(["guard", "feint"]);
    await refused(tabs[0], battleId, choice, LIVE_ERRORS.wrongTurn(2, 1));

    await sendAndSettle(friendTab, { type: "stop_spectating" });
    await tick(LIVE_TURN_MS);
    expect(battleOf(await nth(tabs[0], "battle_update", 2)).spectators).toBe(0);
    expect(count(friendTab, "battle_update")).toBe(1);
    const again = await sendAndSettle(friendTab, { type: "spectate_battle", battle_id: battleId });
    expect(battleOf(again[0] ?? { type: "none" }).spectators).toBe(1);
    await closeTab(friendTab, friend.player.user.id);
    await tick(LIVE_TURN_MS);
    expect(battleOf(await nth(tabs[0], "battle_update", 3)).spectators).toBe(0);

    const rival = await duel();
    await refused(rival.tabs[0], battleId, { ...choice, turn: 4 }, LIVE_ERRORS.notSeated);
    await refused(tabs[0], rival.battleId, { ...choice, battle_id: rival.battleId }, LIVE_ERRORS.notSeated);

    while ((await liveRow(battleId)).phase !== "finished") await tick(LIVE_TURN_MS);
    await nth(tabs[0], "battle_ended", 1);
    await refused(tabs[0], battleId, { ...choice, turn: latest(tabs[0]).current_turn }, LIVE_ERRORS.finished);
    for (const tab of [...tabs, ...rival.tabs, strangerTab]) tab.socket.terminate();
  });

  it("a player who drops mid-battle rejoins with the turns so far, and their seat played its last tactic", async () => {
    const { one, two, tabs, battleId } = await duel();
    await tick(LIVE_COUNTDOWN_SECONDS * 1000);
    await choose(tabs[0], battleId, 1, "press");
    await choose(tabs[1], battleId, 1, "guard");
    await t.app.liveArena.idle();
    await nth(tabs[1], "battle_update", 1);
    await closeTab(tabs[0], one.user.id);
    expect((await liveRow(battleId)).connected_0).toBe(false);

    await tick(LIVE_TURN_MS);
    const without = battleOf(await nth(tabs[1], "battle_update", 2));
    expect(without.participants.map((p) => p.connected)).toEqual([false, true]);
    expect(without.participants.map((p) => p.tactic)).toEqual(["press", "guard"]);

    const back = await liveTab(t.app, one);
    const rejoined = battleOf(await nth(back, "rejoined_battle", 1));
    const stored = await battleRow(battleId);
    expect(rejoined).toMatchObject({ id: battleId, phase: "fighting", current_turn: 3 });
    expect(rejoined.participants.map((p) => p.connected)).toEqual([true, true]);
    expect(rejoined.battle_log).toHaveLength(stored.battle_log.length);
    expect(stored.current_turn).toBe(2);
    expect(stored.input_log).toEqual([
      {
        turn: 1,
        choices: {
          [rejoined.participants[0]?.ant_id as string]: "press",
          [rejoined.participants[1]?.ant_id as string]: "guard",
        },
      },
    ]);

    await closeTab(tabs[1], two.user.id);
    const updates = count(back, "battle_update");
    await tick(SEAT_HOLD_MS);
    await nth(back, "battle_update", updates + 1);
    for (let live = await liveRow(battleId); live.phase !== "finished"; live = await liveRow(battleId)) {
      const timeBefore = time.scheduler.now();
      await choose(back, battleId, live.turn, "press");
      await t.app.liveArena.idle();
      expect((await liveRow(battleId)).turn === live.turn + 1 || (await liveRow(battleId)).phase === "finished").toBe(
        true,
      );
      expect(time.scheduler.now()).toBe(timeBefore);
    }
    await nth(back, "battle_ended", 1);
    expect((await battleRow(battleId)).status).toBe("completed");
    expect((await readAnt(t, (await battleRow(battleId)).winner_ant_id as string)).is_in_battle).toBe(false);
    back.socket.terminate();
  });

  it("a battle both players left still ends, and the expiry sweeper never cancels a live battle", async () => {
    const { one, two, tabs, battleId } = await duel();
    await closeTab(tabs[0], one.user.id);
    await closeTab(tabs[1], two.user.id);
    expect(await t.app.expirySweeper.tick()).toBe(0);
    await t.app.deps.db.updateTable("battles").set({ status: "scheduled" }).where("id", "=", battleId).execute();
    expect(await t.app.expirySweeper.tick()).toBe(0);
    await t.app.deps.db.updateTable("battles").set({ status: "in_progress" }).where("id", "=", battleId).execute();
    await tick(SCHEDULED_BATTLE_TTL_MS);
    expect(await t.app.expirySweeper.tick()).toBe(0);
    const battle = await battleRow(battleId);
    expect(battle.status).toBe("completed");
    expect((await liveRow(battleId)).phase).toBe("finished");
  });

  it("a player's own two ants never meet: the contract refuses one player on both sides", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const sides = [
      { player, antId: ants[0] as string },
      { player: player as Player, antId: ants[1] as string },
    ] as const;
    await expect(createLive(t, sides)).rejects.toThrow(RangeError);
  });
});
