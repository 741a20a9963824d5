// The arena's matchmaking queue on one node with real websockets: joins, refusals, holds, leaves, disconnects, pairing.
import { once } from "node:events";
import { BATTLE_ERRORS, COLONY_ERRORS } from "@antbrawl/protocol/errors";
import { QUEUE_MESSAGES } from "@antbrawl/rules/arena/queue";
import { READINESS_MESSAGES } from "@antbrawl/rules/battle/readiness";
import { playerAccount } from "@antbrawl/rules/economy/ledger";
import { STAKE_MESSAGES } from "@antbrawl/rules/economy/stake";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { playerBalance } from "../../src/ledger/stakes";
import { manualScheduler } from "../../src/live/scheduler";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import {
  heldEscrows,
  join,
  liveBattleIds,
  openTab,
  recordingOnWave,
  replyTo,
  snapshot,
  type Tab,
} from "../helpers/arena-queue-fixtures";
import { makeAnt, type Player, playerWithAnts, readAnt, setAnt } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";

describe.each(DIALECTS)("arena queue on %s", (dialect) => {
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  let recorder: ReturnType<typeof recordingOnWave>;

  beforeEach(async () => {
    clock = manualClock();
    recorder = recordingOnWave();
    t = await createTestApp(dialect, {}, { now: clock.now, arena: { onWave: recorder.onWave, tickMs: 0 } });
  });
  afterEach(async () => t.close());

  const balance = (player: Player) => playerBalance(t.database.db, player.user.id, clock.now());
  const ticketCount = async () => (await snapshot(t)).tickets.length;

  async function queued(rating = 1000, matchType: "quick" | "ranked" = "quick") {
    const { player, ants } = await playerWithAnts(t, 1, { elo_rating: rating });
    const tab = await openTab(t, player);
    const reply = await join(tab, ants[0] as string, matchType);
    expect(reply.type).toBe("queue_joined");
    clock.advanceMs(1);
    return { player, ant: ants[0] as string, tab };
  }

  it("two players queue, hear queue_joined in every tab, and are paired once", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    const first = await openTab(t, player);
    const second = await openTab(t, player);
    expect(await join(first, ants[0] as string)).toMatchObject({
      type: "queue_joined",
      message: QUEUE_MESSAGES.joined,
      match_type: "quick",
      ant_id: ants[0],
    });
    expect((await second.box.next("queue_joined")).ant_id).toBe(ants[0]);
    expect((await readAnt(t, ants[0] as string)).is_in_battle).toBe(true);
    clock.advanceMs(1);
    const other = await queued(1050);

    expect(await t.app.arenaQueue.tick()).toBe(1);
    expect(await t.app.arenaQueue.tick()).toBe(0);
    expect(recorder.pairs).toEqual([
      {
        battleType: "quick_match",
        stakeMilli: 0,
        sides: [
          { userId: player.user.id, antId: ants[0] },
          { userId: other.player.user.id, antId: other.ant },
        ],
        now: clock.now(),
      },
    ]);
    expect(await ticketCount()).toBe(0);
    for (const s of [first, second, other.tab]) s.socket.terminate();
  });

  it("refuses a not-ready, busy, training, unknown or other player's ant, edited stats in ranked and a wrong stake: error, nothing changes", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    const stranger = await playerWithAnts(t, 1);
    const tab = await openTab(t, player);
    const strangerTab = await openTab(t, stranger.player);
    const weak = await makeAnt(t, player, { current_health: 40 });
    const tired = await makeAnt(t, player, { energy: 20 });
    const busy = await makeAnt(t, stranger.player, { is_in_battle: true });
    const training = await makeAnt(t, stranger.player, { is_training: true });
    await setAnt(t, ants[0] as string, { stats_edited: true });
    await balance(player);
    await balance(stranger.player);
    const before = await snapshot(t);
    const edited = BATTLE_ERRORS.editedStatsRanked((await readAnt(t, ants[0] as string)).name);
    const cases: [Tab, string, "quick" | "ranked", number | undefined, string][] = [
      [tab, weak, "quick", undefined, READINESS_MESSAGES.serverHealth],
      [tab, tired, "quick", undefined, READINESS_MESSAGES.serverEnergy],
      [strangerTab, busy, "quick", undefined, READINESS_MESSAGES.inBattle],
      [strangerTab, training, "ranked", undefined, READINESS_MESSAGES.training],
      [tab, stranger.ants[0] as string, "quick", undefined, COLONY_ERRORS.antNotFound],
      [tab, "no-such-ant", "quick", undefined, COLONY_ERRORS.antNotFound],
      [tab, ants[0] as string, "ranked", undefined, edited],
      [tab, ants[0] as string, "ranked", 0, QUEUE_MESSAGES.stake],
      [tab, ants[0] as string, "ranked", 0.2, QUEUE_MESSAGES.stake],
      [tab, ants[0] as string, "quick", 0.1, QUEUE_MESSAGES.stake],
    ];
    for (const [from, antId, type, stake, message] of cases) {
      expect(await join(from, antId, type, stake), `${type} ${message}`).toMatchObject({ type: "error", message });
    }
    expect(await snapshot(t)).toEqual(before);
    // The edited-stats ant may still queue for a quick match.
    expect((await join(tab, ants[0] as string)).type).toBe("queue_joined");
    tab.socket.terminate();
    strangerTab.socket.terminate();
  });

  it("a ranked join the balance cannot cover is refused and changes nothing", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    const tab = await openTab(t, player);
    await balance(player);
    await t.database.db
      .updateTable("ledger_accounts")
      .set({ balance_milli: 50 })
      .where("account", "=", playerAccount(player.user.id))
      .execute();
    const before = await snapshot(t);
    expect(await join(tab, ants[0] as string, "ranked")).toMatchObject({
      type: "error",
      message: STAKE_MESSAGES.insufficient,
    });
    expect(await snapshot(t)).toEqual(before);
    tab.socket.terminate();
  });

  it("the pairing tick runs 50 ms after a join, then every 500 ms on the node's scheduler", async () => {
    const scheduler = manualScheduler();
    const timed = await createTestApp(
      dialect,
      {},
      {
        database: t.database,
        now: clock.now,
        arena: { onWave: recorder.onWave, scheduler },
      },
    );
    const one = await playerWithAnts(timed, 1, { elo_rating: 1000 });
    const two = await playerWithAnts(timed, 1, { elo_rating: 1200 });
    const tabs = [await openTab(timed, one.player), await openTab(timed, two.player)];
    expect((await join(tabs[0] as Tab, one.ants[0] as string)).type).toBe("queue_joined");
    expect((await join(tabs[1] as Tab, two.ants[0] as string)).type).toBe("queue_joined");
    // The early tick finds them 200 apart, outside both ±100 windows: they wait.
    scheduler.advance(50);
    await timed.app.arenaQueue.idle();
    expect(recorder.pairs).toEqual([]);
    // Ten seconds on, both windows are ±200; the next tick comes a full 500 ms after the early one.
    clock.advanceMs(10_000);
    const paired = once(timed.app.arenaQueue.events, "paired");
    scheduler.advance(499);
    await timed.app.arenaQueue.idle();
    expect(recorder.pairs).toEqual([]);
    scheduler.advance(1);
    const [battleId] = await paired;
    expect(await liveBattleIds(t.database.db)).toEqual([battleId]);
    expect(recorder.pairs).toHaveLength(1);
    for (const tab of tabs) tab.socket.terminate();
    await timed.close();
  });

  it("a malformed join gets error and changes nothing", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    const tab = await openTab(t, player);
    const before = await snapshot(t);
    for (const bad of [
      { type: "join_matchmaking", ant_id: ants[0], match_type: "friendly", stake_amount: 0 },
      { type: "join_matchmaking", ant_id: ants[0], match_type: "quick" },
      { type: "join_matchmaking", ant_id: ants[0], match_type: "quick", stake_amount: -1 },
      { type: "join_matchmaking", ant_id: 7, match_type: "quick", stake_amount: 0 },
    ]) {
      expect(await replyTo(tab, bad, ["error", "queue_joined"])).toMatchObject({
        type: "error",
        code: "malformed_message",
      });
    }
    expect(await snapshot(t)).toEqual(before);
    tab.socket.terminate();
  });

  it("one ticket per player: a second join (same or another ant) is refused and a player's two ants never meet", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const tab = await openTab(t, player);
    expect((await join(tab, ants[0] as string, "ranked")).type).toBe("queue_joined");
    const before = await snapshot(t);
    expect(await join(tab, ants[1] as string)).toMatchObject({ type: "error", message: QUEUE_MESSAGES.alreadyQueued });
    expect(await join(tab, ants[0] as string, "ranked")).toMatchObject({ message: QUEUE_MESSAGES.alreadyQueued });
    expect(await snapshot(t)).toEqual(before);
    expect(await t.app.arenaQueue.tick()).toBe(0);
    expect(recorder.pairs).toEqual([]);
    tab.socket.terminate();
  });

  it("a ranked join holds exactly 0.1 and a leave refunds it, frees the ant and tells every tab", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    const ant = ants[0] as string;
    const tab = await openTab(t, player);
    const other = await openTab(t, player);
    expect(await balance(player)).toBe(10_000);
    expect((await join(tab, ant, "ranked")).type).toBe("queue_joined");
    expect(await balance(player)).toBe(9_900);
    expect(await ticketCount()).toBe(1);

    expect(await replyTo(tab, { type: "leave_matchmaking" }, ["queue_left", "error"])).toMatchObject({
      type: "queue_left",
      message: QUEUE_MESSAGES.left,
    });
    expect((await other.box.next("queue_left")).message).toBe(QUEUE_MESSAGES.left);
    expect(await balance(player)).toBe(10_000);
    expect((await readAnt(t, ant)).is_in_battle).toBe(false);
    expect(await ticketCount()).toBe(0);
    // A second leave finds nothing to do; the player can queue again.
    tab.box.send({ type: "leave_matchmaking" });
    await t.app.arenaQueue.idle();
    expect(tab.box.messages.filter((m) => m.type === "queue_left")).toHaveLength(1);
    expect((await join(tab, ant, "ranked")).type).toBe("queue_joined");
    expect(await balance(player)).toBe(9_900);
    for (const s of [tab, other]) s.socket.terminate();
  }, 20_000);

  it("a disconnect (no socket left) releases the ticket and refunds the hold; closing one of two tabs does not", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    const tab = await openTab(t, player);
    const spare = await openTab(t, player);
    expect((await join(tab, ants[0] as string, "ranked")).type).toBe("queue_joined");
    spare.socket.terminate();
    await spare.box.closed;
    await t.app.arenaQueue.idle();
    expect(await ticketCount()).toBe(1);

    const left = once(t.app.arenaQueue.events, "left");
    tab.socket.terminate();
    expect(await left).toEqual([player.user.id]);
    expect(await balance(player)).toBe(10_000);
    expect((await readAnt(t, ants[0] as string)).is_in_battle).toBe(false);
    expect(await ticketCount()).toBe(0);
  });

  it("ranked players pair within both windows, which widen with waiting; the holds move to the battle at pairing", async () => {
    const low = await queued(1000, "ranked");
    const high = await queued(1300, "ranked");
    const quick = await queued(1000, "quick");
    expect(await t.app.arenaQueue.tick()).toBe(0);
    clock.advanceMs(15_000);
    expect(await t.app.arenaQueue.tick()).toBe(0);
    clock.advanceMs(5_000);
    expect(await t.app.arenaQueue.tick()).toBe(1);
    expect(recorder.pairs[0]).toMatchObject({ battleType: "ranked", stakeMilli: 100 });
    expect(recorder.pairs[0]?.sides.map((s) => s.userId)).toEqual([low.player.user.id, high.player.user.id]);
    expect(await balance(low.player)).toBe(9_900);
    expect(await balance(high.player)).toBe(9_900);
    const [battleId] = await liveBattleIds(t.database.db);
    expect(await heldEscrows(t.database.db)).toEqual({ [`escrow:${battleId}`]: 200 });
    expect(await ticketCount()).toBe(1);

    // Too late to leave once paired: nothing changes and nothing is sent.
    const before = await snapshot(t);
    low.tab.box.send({ type: "leave_matchmaking" });
    await t.app.arenaQueue.idle();
    expect(await snapshot(t)).toEqual(before);
    expect(low.tab.box.messages.filter((m) => m.type === "queue_left")).toEqual([]);
    for (const s of [low, high, quick]) s.tab.socket.terminate();
  });

  it("a pair whose battle cannot be made is released: both refunded and told queue_left", async () => {
    const a = await queued(1000, "ranked");
    const b = await queued(1000, "ranked");
    recorder.failNext();
    expect(await t.app.arenaQueue.tick()).toBe(0);
    expect((await a.tab.box.next("queue_left")).message).toBe(QUEUE_MESSAGES.failed);
    expect((await b.tab.box.next("queue_left")).message).toBe(QUEUE_MESSAGES.failed);
    expect(await balance(a.player)).toBe(10_000);
    expect((await readAnt(t, b.ant)).is_in_battle).toBe(false);
    expect(await ticketCount()).toBe(0);
    for (const s of [a, b]) s.tab.socket.terminate();
  });

  it("20 players joining in parallel, then parallel ticks: each is paired at most once", async () => {
    const players = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const { player, ants } = await playerWithAnts(t, 1, { elo_rating: 1000 + i * 5 });
        return { player, ant: ants[0] as string, tab: await openTab(t, player) };
      }),
    );
    const replies = await Promise.all(players.map((p) => join(p.tab, p.ant)));
    expect(replies.map((r) => r.type)).toEqual(players.map(() => "queue_joined"));
    const made = await Promise.all(Array.from({ length: 6 }, () => t.app.arenaQueue.tick()));
    expect(made.reduce((sum, n) => sum + n, 0)).toBe(10);
    const users = recorder.pairs.flatMap((pair) => pair.sides.map((s) => s.userId));
    expect(new Set(users).size).toBe(20);
    expect(users).toHaveLength(20);
    expect(await ticketCount()).toBe(0);
    for (const p of players) p.tab.socket.terminate();
  }, 60_000);

  it("a sweep releases a ticket missing from the queue at two sweeps in a row (an interrupted pairing)", async () => {
    const a = await queued(1000, "ranked");
    const row = (await snapshot(t)).tickets[0];
    expect(await t.app.arenaQueue.queue.remove(row?.id as string)).toBe(true);
    expect(await t.app.arenaQueue.sweep()).toBe(0);
    expect(await ticketCount()).toBe(1);
    expect(await t.app.arenaQueue.sweep()).toBe(1);
    expect((await a.tab.box.next("queue_left")).message).toBe(QUEUE_MESSAGES.failed);
    expect(await balance(a.player)).toBe(10_000);
    expect((await readAnt(t, a.ant)).is_in_battle).toBe(false);
    a.tab.socket.terminate();
  });

  it("a restarted single node releases the tickets of its earlier process at start", async () => {
    const a = await queued(1000, "ranked");
    await t.database.db.updateTable("arena_tickets").set({ node_id: "an-earlier-process" }).execute();
    const again = await createTestApp(dialect, {}, { database: t.database, now: clock.now, arena: { tickMs: 0 } });
    expect(await ticketCount()).toBe(0);
    expect(await balance(a.player)).toBe(10_000);
    await again.close();
    a.tab.socket.terminate();
  });
});
