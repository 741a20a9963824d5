// [AC3] Redis stopped under two nodes running an Arena Combat: a command is still stored and acknowledged, no process
// fails, and the fight settles with it; once Redis is back, commands reach the other node's room again.
import { once } from "node:events";
import type { ArenaCombatStartAnswer } from "@antbrawl/protocol/arena-combat";
import { PREPARATION_TICKS, runTopdown, TOPDOWN_TICK_MS, type TopdownFighter } from "@antbrawl/rules/topdown/index";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Bus, createRedisBus } from "../../src/ws/bus";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import { sendCommand, storedDice } from "../helpers/arena-combat-fixtures";
import { playerWithAnts } from "../helpers/battle-fixtures";
import { freshDatabase } from "../helpers/databases";
import { type LiveTab, liveTab, sendAndSettle } from "../helpers/live-arena";
import { type TestRedis, testRedis } from "../helpers/redis-server";

describe("Arena Combat through a Redis outage", () => {
  let redis: TestRedis;
  let a: TestApp;
  let b: TestApp;
  const buses: Bus[] = [];
  const clock = manualClock();

  beforeEach(async () => {
    redis = await testRedis();
    const database = await freshDatabase(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    const node = async (shared?: TestApp) => {
      const bus = await createRedisBus(redis.url, "combat-fault:");
      buses.push(bus);
      return createTestApp("pglite", {}, { database: shared?.database ?? database, bus, now: clock.now });
    };
    a = await node();
    b = await node(a);
  });

  afterEach(async () => {
    await a.close();
    await b.close();
    for (const bus of buses.splice(0)) await bus.close();
    await a.database.close();
    await redis.dispose();
  });

  async function taken(tab: LiveTab, battleId: string, antId: string, text: string) {
    const answer = await sendCommand(tab, battleId, antId, text);
    if (!answer.stored) throw new Error(`command refused: ${answer.refused}`);
    return { tick: answer.stored.tick, antId, text };
  }

  it("stores and acknowledges commands while Redis is down and settles the fight with them", async () => {
    const { player, ants } = await playerWithAnts(a, 2);
    const [x, y] = ants as [string, string];
    const res = await a.app.inject({
      method: "POST",
      url: `/api/users/${player.user.id}/arena-combat`,
      headers: player.auth,
      payload: { ant1_id: x, ant2_id: y },
    });
    const started = res.json() as ArenaCombatStartAnswer;
    const watcher = await liveTab(a.app, player);
    const frames = await sendAndSettle(watcher, { type: "watch_arena_combat", battle_id: started.battle_id });
    expect(frames.map((m) => m.type)).toEqual(["arena_combat_frame"]);
    const commander = await liveTab(b.app, player);
    clock.advanceMs((PREPARATION_TICKS + 10) * TOPDOWN_TICK_MS);

    const down = buses.map((bus) => once(bus.events, "down"));
    await redis.kill();
    await Promise.all(down);
    const during = await taken(commander, started.battle_id, x, "throw rocks");
    clock.advanceMs(40 * TOPDOWN_TICK_MS);

    const up = buses.map((bus) => once(bus.events, "up"));
    await redis.start();
    await Promise.all(up);
    const after = await taken(commander, started.battle_id, y, "good ant, bite!");

    const [f1, f2] = started.fighters as [TopdownFighter, TopdownFighter];
    const input = {
      ...(await storedDice(a, started.battle_id)),
      fighters: [f1, f2] as [TopdownFighter, TopdownFighter],
    };
    const expected = runTopdown(input, [during, after]).result;
    clock.advanceMs(expected.ticks * TOPDOWN_TICK_MS);
    const settled = await a.app.inject({
      method: "POST",
      url: `/api/users/${player.user.id}/arena-combat/${started.battle_id}/finish`,
      headers: player.auth,
      payload: {},
    });
    expect(settled.statusCode).toBe(200);
    expect(settled.json().result).toMatchObject({ winner_ant_id: expected.winnerAntId, ticks: expected.ticks });
    const stored = await a.database.db
      .selectFrom("arena_combats")
      .select("commands")
      .where("battle_id", "=", started.battle_id)
      .executeTakeFirstOrThrow();
    expect(stored.commands.map((c) => c.text)).toEqual(["throw rocks", "good ant, bite!"]);
    expect((await a.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    watcher.socket.terminate();
    commander.socket.terminate();
  }, 60_000);
});
