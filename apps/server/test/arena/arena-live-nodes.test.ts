// Live battles survive their node: a restart on the same PGlite folder, a second node taking over, and racing nodes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LEASE_MS, LEASE_RENEW_MS, LIVE_COUNTDOWN_SECONDS, LIVE_TURN_MS } from "@antbrawl/rules/arena/live";
import { runBattle } from "@antbrawl/rules/battle/engine";
import { afterAll, describe, expect, it } from "vitest";
import { beginLiveBattle } from "../../src/arena/live";
import { storedBattleInput } from "../../src/battles/replay";
import { findBattle, participantsOf } from "../../src/battles/repository";
import { type OpenDatabase, openPglite } from "../../src/db/database";
import { migrateToLatest } from "../../src/db/migrate";
import { allBalances } from "../../src/ledger/repository";
import { createMemoryBus, createRedisBus } from "../../src/ws/bus";
import { createTestApp, type TestApp } from "../helpers/app";
import { type Player, playerWithAnts, readAnt } from "../helpers/battle-fixtures";
import { DIALECTS, freshDatabase } from "../helpers/databases";
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
} from "../helpers/live-arena";

type Side = { player: Player; antId: string };

/** Everything that proves a battle was settled once and exactly as it was fought. */
async function expectSettledOnce(t: TestApp, battleId: string, before: { wins: number; losses: number }[]) {
  const db = t.app.deps.db;
  const battle = await findBattle(db, battleId);
  const sides = await participantsOf(db, [battleId]);
  if (!battle) throw new Error("no battle");
  expect(battle.status).toBe("completed");
  const replay = runBattle(
    storedBattleInput(battle, [sides[0]?.fighter, sides[1]?.fighter] as never),
    battle.input_log,
  );
  expect(replay.log).toEqual(battle.battle_log);
  expect(replay.winnerAntId).toBe(battle.winner_ant_id);
  const turns = battle.input_log.map((entry) => entry.turn);
  expect(turns).toEqual([...new Set(turns)].sort((a, b) => a - b));
  const settles = await db
    .selectFrom("ledger_transactions")
    .select("id")
    .where("ref", "like", `%${battleId}%`)
    .where("kind", "=", "settle")
    .execute();
  expect(settles).toHaveLength(battle.stake_milli > 0 ? 1 : 0);
  const ants = await Promise.all(sides.map((side) => readAnt(t, side.ant_id)));
  for (const [i, ant] of ants.entries()) {
    expect(ant.wins + ant.losses).toBe((before[i]?.wins ?? 0) + (before[i]?.losses ?? 0) + 1);
    expect(ant.is_in_battle).toBe(false);
  }
  const live = await db
    .selectFrom("live_battles")
    .selectAll()
    .where("battle_id", "=", battleId)
    .executeTakeFirstOrThrow();
  expect(live.phase).toBe("finished");
  expect(live.turn).toBe(battle.current_turn);
  return battle;
}

/** Plays on from wherever the battle stands: both choose each turn until it ends; `each` runs before each turn. */
async function playOn(
  apps: readonly TestApp[],
  time: ReturnType<typeof liveTime>,
  battleId: string,
  tabs: readonly [LiveTab, LiveTab],
  each?: () => Promise<void>,
) {
  const db = apps[0]?.app.deps.db;
  if (!db) throw new Error("no app");
  for (;;) {
    const live = await db
      .selectFrom("live_battles")
      .selectAll()
      .where("battle_id", "=", battleId)
      .executeTakeFirstOrThrow();
    if (live.phase === "finished") break;
    if (live.phase === "countdown") {
      await advance(
        time,
        apps.map((t) => t.app),
        1000,
      );
      continue;
    }
    await each?.();
    const updates = count(tabs[0], "battle_update");
    await Promise.all([choose(tabs[0], battleId, live.turn, "press"), choose(tabs[1], battleId, live.turn, "guard")]);
    for (const t of apps) await t.app.liveArena.idle();
    const after = await db
      .selectFrom("live_battles")
      .select(["turn", "phase"])
      .where("battle_id", "=", battleId)
      .executeTakeFirstOrThrow();
    if (after.turn === live.turn && after.phase !== "finished")
      await advance(
        time,
        apps.map((t) => t.app),
        LIVE_TURN_MS,
      );
    await nth(tabs[0], "battle_update", updates + 1);
  }
  for (const tab of tabs) await nth(tab, "battle_ended", 1);
}

async function contestants(t: TestApp): Promise<[Side, Side]> {
  const one = await playerWithAnts(t, 1);
  const two = await playerWithAnts(t, 1);
  return [
    { player: one.player, antId: one.ants[0] as string },
    { player: two.player, antId: two.ants[0] as string },
  ];
}

describe("a restart on the same PGlite folder", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "antbrawl-live-"));
  const open = async (): Promise<OpenDatabase> => {
    const database = await openPglite(dir);
    await migrateToLatest(database.db);
    return database;
  };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("an app closed mid-battle is replaced by a new one on the same folder, which finishes it and settles once", {
    timeout: 120_000,
  }, async () => {
    const time = liveTime();
    let database = await open();
    const first = await createTestApp("pglite", {}, { database, now: time.now, scheduler: time.scheduler });
    const sides = await contestants(first);
    const before = await Promise.all(sides.map((side) => readAnt(first, side.antId)));
    const tabs = [await liveTab(first.app, sides[0].player), await liveTab(first.app, sides[1].player)] as const;
    const battleId = await createLive(first, sides, { battleType: "ranked", stakeMilli: 100 });
    await beginLiveBattle(first.app, battleId);
    await advance(time, [first.app], LIVE_COUNTDOWN_SECONDS * 1000);
    await choose(tabs[0], battleId, 1, "feint");
    await choose(tabs[1], battleId, 1, "press");
    await first.app.liveArena.idle();
    await advance(time, [first.app], LIVE_TURN_MS);
    for (const tab of tabs) await nth(tab, "battle_update", 2);
    await first.close();
    await database.close();

    database = await open();
    const second = await createTestApp("pglite", {}, { database, now: time.now, scheduler: time.scheduler });
    await second.app.liveArena.idle();
    // The closing app released its lease, so the new one takes the battle at its first heartbeat; should a release
    // ever not land, the lease lapses and a later heartbeat takes it (at most a lease and a renewal later).
    for (let waited = 0; second.app.liveArena.drivenIds().length === 0 && waited < LEASE_MS + LEASE_RENEW_MS; ) {
      await advance(time, [second.app], 1000);
      waited += 1000;
    }
    expect(second.app.liveArena.drivenIds()).toEqual([battleId]);
    const back = [await liveTab(second.app, sides[0].player), await liveTab(second.app, sides[1].player)] as const;
    const rejoined = battleOf(await nth(back[0], "rejoined_battle", 1));
    expect(rejoined).toMatchObject({ id: battleId, phase: "fighting" });
    expect(rejoined.current_turn).toBeGreaterThanOrEqual(3);
    expect(rejoined.battle_log.length).toBeGreaterThan(0);
    await playOn([second], time, battleId, back);
    const battle = await expectSettledOnce(second, battleId, before);
    expect(battle.input_log[0]?.choices).toEqual({ [sides[0].antId]: "feint", [sides[1].antId]: "press" });
    const balances = await allBalances(second.app.deps.db);
    expect(balances[`player:${battle.winner_id}`]).toBe(10_090);
    for (const tab of back) tab.socket.terminate();
    await second.close();
    await database.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)("two nodes on PostgreSQL and Redis", () => {
  it("the driving node dies mid-battle; the other takes over, a player reconnecting there rejoins, one settlement", {
    timeout: 120_000,
  }, async () => {
    const url = process.env.TEST_REDIS_URL as string;
    const prefix = `antbrawl-test-arena-${process.pid}-${Date.now()}:`;
    const database = await freshDatabase("postgres");
    const time = liveTime();
    const options = { database, now: time.now, scheduler: time.scheduler };
    const a = await createTestApp("postgres", {}, { ...options, bus: await createRedisBus(url, prefix) });
    const b = await createTestApp("postgres", {}, { ...options, bus: await createRedisBus(url, prefix) });
    const nodes = [a.app, b.app];
    try {
      const sides = await contestants(a);
      const before = await Promise.all(sides.map((side) => readAnt(a, side.antId)));
      const onA = await liveTab(a.app, sides[0].player);
      const onB = await liveTab(b.app, sides[1].player);
      const battleId = await createLive(a, sides, { battleType: "ranked", stakeMilli: 200 });
      expect(await beginLiveBattle(a.app, battleId)).toBe(true);
      await nth(onB, "battle_found", 1);
      await advance(time, nodes, LIVE_COUNTDOWN_SECONDS * 1000);
      await nth(onB, "battle_started", 1);
      await choose(onA, battleId, 1, "guard");
      await choose(onB, battleId, 1, "feint");
      await nth(onB, "battle_update", 1);
      expect(a.app.liveArena.drivenIds()).toEqual([battleId]);

      await a.app.liveArena.abandon();
      onA.socket.terminate();
      await advance(time, nodes, LEASE_MS + LEASE_RENEW_MS);
      expect(b.app.liveArena.drivenIds()).toEqual([battleId]);
      const back = await liveTab(b.app, sides[0].player);
      const rejoined = battleOf(await nth(back, "rejoined_battle", 1));
      expect(rejoined.id).toBe(battleId);
      expect(rejoined.battle_log.length).toBeGreaterThan(0);
      await playOn([b], time, battleId, [back, onB]);
      await expectSettledOnce(b, battleId, before);
      back.socket.terminate();
      onB.socket.terminate();
    } finally {
      await a.close();
      await b.close();
      await a.app.deps.bus.close();
      await b.app.deps.bus.close();
      await database.close();
    }
  });
});

describe.each(DIALECTS)("racing nodes on %s", (dialect) => {
  it("choices on two nodes and lease takeovers racing every turn never resolve a turn twice or settle twice", {
    timeout: 120_000,
  }, async () => {
    const database = await freshDatabase(dialect);
    const bus = createMemoryBus();
    const time = liveTime();
    const options = { database, bus, now: time.now, scheduler: time.scheduler };
    const a = await createTestApp(dialect, {}, options);
    const b = await createTestApp(dialect, {}, options);
    try {
      const sides = await contestants(a);
      const before = await Promise.all(sides.map((side) => readAnt(a, side.antId)));
      const tabs = [await liveTab(a.app, sides[0].player), await liveTab(b.app, sides[1].player)] as const;
      const battleId = await createLive(a, sides, { battleType: "ranked", stakeMilli: 100 });
      await Promise.all([beginLiveBattle(a.app, battleId), beginLiveBattle(b.app, battleId)]);
      const drivers = [...a.app.liveArena.drivenIds(), ...b.app.liveArena.drivenIds()];
      expect(drivers).toEqual([battleId]);
      const owners: (string | null)[] = [];
      await playOn([a, b], time, battleId, tabs, async () => {
        const live = await a.app.deps.db
          .selectFrom("live_battles")
          .select("lease_owner")
          .where("battle_id", "=", battleId)
          .executeTakeFirstOrThrow();
        owners.push(live.lease_owner);
        // The driver "dies" every turn: both nodes' heartbeats race to take the battle over, and the choices race them.
        await a.app.deps.db
          .updateTable("live_battles")
          .set({ lease_owner: "dead-node", lease_until: time.now() })
          .where("battle_id", "=", battleId)
          .execute();
        time.scheduler.advance(LEASE_RENEW_MS);
      });
      expect(owners.length).toBeGreaterThan(1);
      expect(owners.every((owner) => owner === a.app.deps.nodeId || owner === b.app.deps.nodeId)).toBe(true);
      await expectSettledOnce(a, battleId, before);
      const updates = tabs[0].box.messages.filter((m) => m.type === "battle_update").map((m) => battleOf(m));
      const turns = updates.map((u) => (u.phase === "finished" ? -1 : u.current_turn));
      const played = turns.filter((turn) => turn > 0);
      expect(played).toEqual([...new Set(played)].sort((x, y) => x - y));
      expect(updates.filter((u) => u.phase === "finished")).toHaveLength(1);
      expect(count(tabs[0], "battle_ended")).toBe(1);
      for (const tab of tabs) tab.socket.terminate();
    } finally {
      await a.close();
      await b.close();
      await bus.close();
      await database.close();
    }
  });
});
