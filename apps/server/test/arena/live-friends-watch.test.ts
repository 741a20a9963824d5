// A friend's battle shows its Watch button without a reload: the players' friends hear `friends_changed` when a live
// battle is found and when it ends, and their friends list then names (or no longer names) the battle.
import { LIVE_COUNTDOWN_SECONDS, LIVE_TURN_MS } from "@antbrawl/rules/arena/live";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { playerWithAnts } from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";
import { advance, count, type LiveTab, liveTab, liveTime, nth, sendAndSettle, startLive } from "../helpers/live-arena";
import { befriend, friendsOf } from "../helpers/social-fixtures";

describe.each(ROUTE_DIALECTS)("friends of live players on %s", (dialect) => {
  let t: TestApp;
  const time = liveTime();
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: time.now, scheduler: time.scheduler });
  });
  afterAll(async () => t.close());

  const liveBattleOf = async (viewer: Awaited<ReturnType<typeof playerWithAnts>>, username: string) =>
    ((await friendsOf(t, viewer.player)) as { username: string; live_battle_id?: string | null }[]).find(
      (friend) => friend.username === username,
    )?.live_battle_id ?? null;

  it("a friend hears the battle come and go; the players and strangers hear nothing of it", async () => {
    const [one, two, friend, stranger] = [
      await playerWithAnts(t, 1),
      await playerWithAnts(t, 1),
      await playerWithAnts(t, 1),
      await playerWithAnts(t, 1),
    ];
    await befriend(t, friend.player, one.player);
    const tabs: LiveTab[] = [
      await liveTab(t.app, one.player),
      await liveTab(t.app, two.player),
      await liveTab(t.app, friend.player),
      await liveTab(t.app, stranger.player),
    ];
    const [oneTab, twoTab, friendTab, strangerTab] = tabs as [LiveTab, LiveTab, LiveTab, LiveTab];
    const before = tabs.map((tab) => count(tab, "friends_changed"));
    const sides = [
      { player: one.player, antId: one.ants[0] as string },
      { player: two.player, antId: two.ants[0] as string },
    ] as const;
    const battleId = await startLive(t, sides, [oneTab, twoTab]);
    await nth(friendTab, "friends_changed", (before[2] ?? 0) + 1);
    expect(await liveBattleOf(friend, one.player.user.username)).toBe(battleId);

    await advance(time, [t.app], LIVE_COUNTDOWN_SECONDS * 1000);
    for (let i = 0; count(oneTab, "battle_ended") === 0; i++) {
      if (i > 200) throw new Error("the battle did not end in 200 turns");
      await advance(time, [t.app], LIVE_TURN_MS);
      await sendAndSettle(oneTab, { type: "ping" });
    }
    await nth(friendTab, "friends_changed", (before[2] ?? 0) + 2);
    expect(await liveBattleOf(friend, one.player.user.username)).toBeNull();
    for (const tab of [oneTab, twoTab, strangerTab]) await sendAndSettle(tab, { type: "ping" });
    expect([oneTab, twoTab, strangerTab].map((tab) => count(tab, "friends_changed"))).toEqual([
      before[0],
      before[1],
      before[3],
    ]);
    for (const tab of tabs) tab.socket.terminate();
  });
});
