// What a resolved live turn costs the database: at most 3 statements, whether choices or the clock resolve it, and
// no more for all the turns of many battles that fall due together.
import { LEASE_MS, LEASE_RENEW_MS, LIVE_COUNTDOWN_SECONDS, LIVE_TURN_MS } from "@antbrawl/rules/arena/live";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseLeases, databaseLiveStore } from "../../src/arena/live/store";
import type { LiveRecord } from "../../src/arena/live/store-rows";
import { settleLiveBattle } from "../../src/battles";
import type { OpenDatabase } from "../../src/db/database";
import { RoomHost } from "../../src/live/host";
import { manualScheduler } from "../../src/live/scheduler";
import { createTestApp, type TestApp } from "../helpers/app";
import { playerWithAnts } from "../helpers/battle-fixtures";
import { DIALECTS, freshDatabase } from "../helpers/databases";
import { advance, choose, count, createLive, liveTab, liveTime, nth, startLive } from "../helpers/live-arena";
import { memoryLog, recordingOutbox } from "../helpers/memory-live-store";
import { countStatements, type StatementLog } from "../helpers/statement-counter";

const BUDGET = 3;

describe.each(DIALECTS)("a live turn's statements on %s", (dialect) => {
  let t: TestApp;
  let log: StatementLog;
  let counted: OpenDatabase;
  const time = liveTime();

  beforeAll(async () => {
    const appCount = countStatements(await freshDatabase(dialect));
    log = appCount.log;
    counted = appCount.database;
    t = await createTestApp(dialect, {}, { database: counted, now: time.now, scheduler: time.scheduler });
  });
  afterAll(async () => t.close());

  async function duel() {
    const one = await playerWithAnts(t, 1);
    const two = await playerWithAnts(t, 1);
    const sides = [
      { player: one.player, antId: one.ants[0] as string },
      { player: two.player, antId: two.ants[0] as string },
    ] as const;
    return { sides, players: [one.player, two.player] as const };
  }

  it("a turn both players chose costs the driver at most 3 statements beyond storing the choice", async () => {
    const { sides, players } = await duel();
    const tabs = [await liveTab(t.app, players[0]), await liveTab(t.app, players[1])] as const;
    const battleId = await startLive(t, sides, tabs);
    await advance(time, [t.app], LIVE_COUNTDOWN_SECONDS * 1000);
    await nth(tabs[0], "battle_started", 1);
    for (let turn = 1; turn <= 3; turn += 1) {
      const updates = count(tabs[1], "battle_update");
      log.reset();
      await choose(tabs[0], battleId, turn, "guard");
      await t.app.liveArena.idle();
      const choiceOnly = log.nodes.length;
      expect(log.touching("battles")).toBe(0);
      log.reset();
      await choose(tabs[1], battleId, turn, "press");
      await t.app.liveArena.idle();
      const update = await nth(tabs[1], "battle_update", updates + 1);
      if ((update.battle as { phase: string }).phase === "finished") break;
      expect(log.nodes.length - choiceOnly).toBeLessThanOrEqual(BUDGET);
      expect(log.touching("battles")).toBe(1);
    }
    for (const tab of tabs) tab.socket.terminate();
  });

  /** A host of this test's own (on a hand-moved clock) whose statements alone are counted. */
  function countedHost() {
    const clock = manualScheduler(time.scheduler.now());
    const { outbox, sent } = recordingOutbox<LiveRecord>();
    // Only this host's statements are counted: the app's own background work (sweeps on real time) is not the turn's.
    const { database: hosts, log: hostLog } = countStatements({ ...counted, db: t.app.deps.db });
    const host = new RoomHost({
      owner: "budget-node",
      store: databaseLiveStore(hosts.db, t.app.deps.events, settleLiveBattle),
      leases: databaseLeases(hosts.db),
      outbox,
      clock,
      turnMs: LIVE_TURN_MS,
      leaseMs: LEASE_MS,
      renewMs: LEASE_RENEW_MS,
      retryMs: LEASE_RENEW_MS,
      log: memoryLog().log,
    });
    const tick = async (ms: number) => {
      clock.advance(ms);
      await host.idle();
    };
    return { host, hostLog, sent, tick };
  }

  it("a turn the clock resolves costs at most 3 statements, and the clock alone none", async () => {
    const { sides } = await duel();
    const battleId = await createLive(t, sides);
    const { host, hostLog, sent, tick } = countedHost();
    await host.begin([battleId]);
    await host.idle();
    for (let second = 0; second < LIVE_COUNTDOWN_SECONDS; second += 1) await tick(1000);
    expect(sent.map((s) => s.event.kind)).toContain("started");
    for (let turn = 1; turn <= 5; turn += 1) {
      hostLog.reset();
      await tick(LIVE_TURN_MS - 1);
      expect(hostLog.nodes).toHaveLength(0);
      await tick(1);
      const last = sent.at(-1)?.event;
      expect(last?.kind).toBe(last?.view.live.phase === "finished" ? "ended" : "turn_resolved");
      if (last?.kind === "ended") break;
      expect(hostLog.nodes.length).toBeLessThanOrEqual(BUDGET);
      expect(hostLog.touching("battles")).toBe(1);
    }
    await host.stop();
  });

  it("countdowns and turns of many battles that fall due together cost 2 and 3 statements in all", async () => {
    const battleIds: string[] = [];
    for (let i = 0; i < 6; i += 1) battleIds.push(await createLive(t, (await duel()).sides));
    const { host, hostLog, sent, tick } = countedHost();
    expect(await host.begin(battleIds)).toHaveLength(6);
    await host.idle();
    for (let second = 1; second < LIVE_COUNTDOWN_SECONDS; second += 1) await tick(1000);
    hostLog.reset();
    await tick(1000);
    const started = sent.filter((s) => s.event.kind === "started").map((s) => s.event.view.battleId);
    expect(new Set(started)).toEqual(new Set(battleIds));
    // The countdowns end together: one read of who watches, one write starting all six.
    expect(hostLog.nodes.length).toBeLessThanOrEqual(2);
    for (let turn = 1; turn <= 3; turn += 1) {
      const before = sent.length;
      hostLog.reset();
      await tick(LIVE_TURN_MS);
      const resolved = sent.slice(before).filter((s) => s.event.kind === "turn_resolved");
      if (resolved.some((s) => s.event.view.live.phase === "finished")) break;
      expect(new Set(resolved.map((s) => s.event.view.battleId))).toEqual(new Set(battleIds));
      for (const s of resolved) expect(s.event.view.state.turn).toBe(turn);
      expect(hostLog.nodes.length).toBeLessThanOrEqual(BUDGET);
      expect(hostLog.touching("battles")).toBe(1);
    }
    await host.stop();
  });
});
