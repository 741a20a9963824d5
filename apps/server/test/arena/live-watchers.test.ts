// Watchers at scale: a turn is encoded once for every watcher socket, and watcher counts go out batched (0.7 s).
import { LIVE_COUNTDOWN_SECONDS } from "@antbrawl/rules/arena/live";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { beginLiveBattle } from "../../src/arena/live";
import { CROWD_MS } from "../../src/arena/live/crowd";
import { createMemoryBus, createRedisBus } from "../../src/ws/bus";
import { Topics } from "../../src/ws/topics";
import { createTestApp, type TestApp } from "../helpers/app";
import { playerWithAnts } from "../helpers/battle-fixtures";
import { freshDatabase, ROUTE_DIALECTS } from "../helpers/databases";
import {
  advance,
  battleOf,
  choose,
  createLive,
  type LiveTab,
  liveTab,
  liveTime,
  nth,
  sendAndSettle,
  startLive,
} from "../helpers/live-arena";

describe("topics", () => {
  it("send one buffer, encoded once, to every member socket; a member that left gets nothing", async () => {
    const topics = new Topics(createMemoryBus());
    const received: { data: Buffer; options: { binary: false } }[][] = [];
    const sockets = Array.from({ length: 1000 }, (_, i) => {
      received[i] = [];
      return { send: (data: Buffer, options: { binary: false }) => received[i]?.push({ data, options }) };
    });
    for (const socket of sockets) await topics.join("live_battle:b1", socket);
    await topics.join("live_battle:b2", sockets[0] as (typeof sockets)[0]);
    expect(await topics.leave(sockets[1] as (typeof sockets)[0])).toEqual(["live_battle:b1"]);
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      await topics.publish("live_battle:b1", { type: "battle_update", battle: { id: "b1", pad: "x".repeat(4000) } });
      expect(stringify).toHaveBeenCalledTimes(1);
    } finally {
      stringify.mockRestore();
    }
    const first = received[0]?.[0]?.data;
    expect(first).toBeInstanceOf(Buffer);
    expect(JSON.parse(String(first)).battle.id).toBe("b1");
    const others = received.filter((_, i) => i !== 1);
    expect(received[1]).toEqual([]);
    expect(others.every((got) => got.length === 1 && got[0]?.data === first && got[0]?.options.binary === false)).toBe(
      true,
    );
    await topics.end("live_battle:b1");
    expect(topics.size("live_battle:b1")).toBe(0);
    expect(topics.size("live_battle:b2")).toBe(1);
  });
});

describe.each(ROUTE_DIALECTS)("watchers on %s", (dialect) => {
  let t: TestApp;
  const time = liveTime();
  const tabs: LiveTab[] = [];

  beforeEach(async () => {
    t = await createTestApp(dialect, {}, { now: time.now, scheduler: time.scheduler });
  });
  afterEach(async () => {
    for (const tab of tabs.splice(0)) tab.socket.terminate();
    await t.close();
  });

  const tick = (ms: number) => advance(time, [t.app], ms);
  const tab = async (player: Awaited<ReturnType<typeof playerWithAnts>>["player"]) => {
    const opened = await liveTab(t.app, player);
    tabs.push(opened);
    return opened;
  };
  const watchers = (of: LiveTab) => of.box.messages.filter((m) => m.type === "battle_watchers");

  async function rankedDuel() {
    const one = await playerWithAnts(t, 1);
    const two = await playerWithAnts(t, 1);
    const players = [await tab(one.player), await tab(two.player)] as const;
    const sides = [
      { player: one.player, antId: one.ants[0] as string },
      { player: two.player, antId: two.ants[0] as string },
    ] as const;
    const battleId = await startLive(t, sides, players, { battleType: "ranked" });
    return { players, battleId };
  }

  async function strangers(count: number, battleId: string) {
    const watching: LiveTab[] = [];
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      const { player } = await playerWithAnts(t, 0);
      const opened = await tab(player);
      const replies = await sendAndSettle(opened, { type: "spectate_battle", battle_id: battleId });
      expect(replies.map((m) => m.type)).toEqual(["rejoined_battle"]);
      watching.push(opened);
      names.push(player.user.username);
    }
    return { watching, names };
  }

  it("counts go out at most every 0.7 s, batched, to players and watchers; names only up to 20", async () => {
    const { players, battleId } = await rankedDuel();
    const { watching, names } = await strangers(3, battleId);
    await tick(CROWD_MS - 100);
    for (const of of [...players, ...watching]) {
      await sendAndSettle(of, { type: "ping" });
      expect(watchers(of)).toEqual([]);
    }
    await tick(100);
    const first = { type: "battle_watchers", battle_id: battleId, count: 3, names };
    for (const of of [...players, ...watching]) expect(await nth(of, "battle_watchers", 1)).toEqual(first);

    // A leave and a join in the same window make one message.
    await sendAndSettle(watching[0] as LiveTab, { type: "stop_spectating" });
    const more = await strangers(1, battleId);
    await tick(CROWD_MS);
    const second = { ...first, names: [...names.slice(1), ...more.names] };
    for (const of of [...players, ...watching.slice(1)]) expect(await nth(of, "battle_watchers", 2)).toEqual(second);
    expect(await nth(more.watching[0] as LiveTab, "battle_watchers", 1)).toEqual(second);
    await sendAndSettle(players[0], { type: "ping" });
    expect(watchers(players[0])).toHaveLength(2);

    const crowd = await strangers(18, battleId);
    await tick(CROWD_MS);
    const big = await nth(players[0], "battle_watchers", 3);
    expect(big).toMatchObject({ count: 21, names: [] });
    expect(await nth(crowd.watching[17] as LiveTab, "battle_watchers", 1)).toEqual(big);
  });

  it("a turn's update is serialised once for all watchers on the node, however many they are", async () => {
    const { players, battleId } = await rankedDuel();
    const { watching } = await strangers(12, battleId);
    await tick(LIVE_COUNTDOWN_SECONDS * 1000);
    await nth(players[0], "battle_started", 1);
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      await choose(players[0], battleId, 1, "press");
      await choose(players[1], battleId, 1, "guard");
      await t.app.liveArena.idle();
      for (const of of [...players, ...watching]) await nth(of, "battle_update", 1);
      const updates = stringify.mock.calls.filter(([value]) => (value as { type?: string })?.type === "battle_update");
      // One per player (each is numbered in their own stream) and one for every watcher together.
      expect(updates).toHaveLength(3);
    } finally {
      stringify.mockRestore();
    }
    const texts = new Set(
      watching.map((of) => JSON.stringify(of.box.messages.find((m) => m.type === "battle_update"))),
    );
    expect(texts.size).toBe(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  "watchers on two nodes through Redis",
  () => {
    it("a watcher on the other node gets every turn, its count and the end from the battle's topic", async () => {
      const url = process.env.TEST_REDIS_URL as string;
      const prefix = `antbrawl-test-watchers-${process.pid}-${Date.now()}:`;
      const database = await freshDatabase("postgres");
      const time = liveTime();
      const options = { database, now: time.now, scheduler: time.scheduler };
      const a = await createTestApp("postgres", {}, { ...options, bus: await createRedisBus(url, prefix) });
      const b = await createTestApp("postgres", {}, { ...options, bus: await createRedisBus(url, prefix) });
      const nodes = [a.app, b.app];
      const opened: LiveTab[] = [];
      try {
        const one = await playerWithAnts(a, 1);
        const two = await playerWithAnts(a, 1);
        const seats = [await liveTab(a.app, one.player), await liveTab(a.app, two.player)] as const;
        opened.push(...seats);
        const sides = [
          { player: one.player, antId: one.ants[0] as string },
          { player: two.player, antId: two.ants[0] as string },
        ] as const;
        const battleId = await createLive(a, sides, { battleType: "ranked" });
        expect(await beginLiveBattle(a.app, battleId)).toBe(true);
        const stranger = await playerWithAnts(b, 0);
        const watcher = await liveTab(b.app, stranger.player);
        opened.push(watcher);
        const joined = await sendAndSettle(watcher, { type: "spectate_battle", battle_id: battleId });
        expect(joined.map((m) => m.type)).toEqual(["rejoined_battle"]);
        await advance(time, nodes, CROWD_MS);
        expect(await nth(seats[0], "battle_watchers", 1)).toMatchObject({
          count: 1,
          names: [stranger.player.user.username],
        });
        expect(await nth(watcher, "battle_watchers", 1)).toMatchObject({ count: 1 });
        await advance(time, nodes, LIVE_COUNTDOWN_SECONDS * 1000);
        await nth(watcher, "battle_started", 1);
        for (let turn = 1; ; turn++) {
          await choose(seats[0], battleId, turn, "press");
          await choose(seats[1], battleId, turn, "guard");
          for (const app of nodes) await app.liveArena.idle();
          const update = battleOf(await nth(watcher, "battle_update", turn));
          expect(update).toEqual(battleOf(await nth(seats[0], "battle_update", turn)));
          if (update.phase === "finished") break;
        }
        expect(battleOf(await nth(watcher, "battle_ended", 1)).id).toBe(battleId);
      } finally {
        for (const tab of opened) tab.socket.terminate();
        await a.close();
        await b.close();
      }
    }, 120_000);
  },
);
