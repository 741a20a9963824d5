// Pairing in waves: a whole queue paired in one pass and one transaction, exactly as W5 says; failed waves undo all;
// joins sent together are taken together and answered as one by one.
import { BATTLE_ERRORS, COLONY_ERRORS } from "@antbrawl/protocol/errors";
import { COUNTDOWN_SLOT_MS, COUNTDOWN_SLOTS, LIVE_COUNTDOWN_SECONDS } from "@antbrawl/rules/arena/live";
import { canPair, pairTickets, QUEUE_MESSAGES, type QueueTicket } from "@antbrawl/rules/arena/queue";
import { READINESS_MESSAGES } from "@antbrawl/rules/battle/readiness";
import { playerAccount } from "@antbrawl/rules/economy/ledger";
import { STAKE_MESSAGES } from "@antbrawl/rules/economy/stake";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { playerBalance } from "../../src/ledger/stakes";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import {
  heldEscrows,
  join,
  liveBattleIds,
  openTab,
  recordingOnWave,
  snapshot,
  type Tab,
} from "../helpers/arena-queue-fixtures";
import { type Player, playerWithAnts, readAnt, setAnt } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";

describe.each(DIALECTS)("pairing in waves on %s", (dialect) => {
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  let recorder: ReturnType<typeof recordingOnWave>;
  let tabs: Tab[];

  beforeEach(async () => {
    clock = manualClock();
    recorder = recordingOnWave();
    tabs = [];
    t = await createTestApp(
      dialect,
      { trustProxy: 1 },
      { now: clock.now, arena: { onWave: recorder.onWave, tickMs: 0 } },
    );
  });
  afterEach(async () => {
    for (const tab of tabs) tab.socket.terminate();
    await t.close();
  });

  /** `count` players with one ant each (rating by index), all in the queue; ten join at a time. */
  async function queue(count: number, rating: (i: number) => number, matchType: (i: number) => "quick" | "ranked") {
    const queued: { player: Player; ant: string; tab: Tab }[] = [];
    for (let from = 0; from < count; from += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, count - from) }, async (_, k) => {
          const i = from + k;
          const { player, ants } = await playerWithAnts(t, 1, { elo_rating: rating(i) });
          const tab = await openTab(t, player, `10.0.${Math.floor(i / 200)}.${i % 200}`);
          tabs.push(tab);
          expect((await join(tab, ants[0] as string, matchType(i))).type).toBe("queue_joined");
          return { player, ant: ants[0] as string, tab };
        }),
      );
      queued.push(...batch);
      clock.advanceMs(250);
    }
    return queued;
  }

  // The last four (1650 and 1800, one of each queue) are out of every window at first, so the first wave leaves them.
  it("[W5][W7] a wave of 100 tickets pairs as pairTickets does, in one transaction a tick, everyone once", async () => {
    const players = await queue(
      100,
      (i) => (i < 96 ? 1000 + ((i * 37) % 500) : i < 98 ? 1650 : 1800),
      (i) => (i % 2 === 0 ? "quick" : "ranked"),
    );
    const stored: QueueTicket[] = (await snapshot(t)).tickets.map((row) => ({
      id: row.id,
      userId: row.user_id,
      antId: row.ant_id,
      matchType: row.match_type,
      rating: row.rating,
      joinedAt: row.joined_at.getTime(),
      stakeMilli: row.stake_milli,
    }));
    expect(stored).toHaveLength(100);
    const firstAt = clock.now().getTime();
    const expected = pairTickets(stored, firstAt);
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan(50);

    expect(await t.app.arenaQueue.tick()).toBe(expected.length);
    expect(recorder.waves).toEqual([expected.length]);
    expect(recorder.pairs.map((pair) => pair.sides.map((side) => side.antId))).toEqual(
      expected.map(([a, b]) => [a.antId, b.antId]),
    );
    for (const [a, b] of expected) expect(canPair(a, b, firstAt)).toBe(true);
    // [W17] The wave's countdowns end in slots 50 ms apart over the last 0.8 s, not all in one millisecond.
    const ends = (await t.database.db.selectFrom("live_battles").select("countdown_ends_at").execute()).map((row) =>
      row.countdown_ends_at.getTime(),
    );
    const full = firstAt + LIVE_COUNTDOWN_SECONDS * 1000;
    const slots = Array.from({ length: COUNTDOWN_SLOTS }, (_, slot) => full - slot * COUNTDOWN_SLOT_MS);
    for (const end of ends) expect(slots).toContain(end);
    expect(new Set(ends).size).toBeGreaterThanOrEqual(4);

    clock.advanceMs(70_000);
    const rest = await t.app.arenaQueue.tick();
    expect(recorder.waves).toEqual([expected.length, rest]);
    expect(expected.length + rest).toBe(50);
    const users = recorder.pairs.flatMap((pair) => pair.sides.map((side) => side.userId));
    expect(new Set(users).size).toBe(100);
    for (const pair of recorder.pairs) expect(pair.sides[0].userId).not.toBe(pair.sides[1].userId);
    expect((await snapshot(t)).tickets).toEqual([]);
    expect(await liveBattleIds(t.database.db)).toHaveLength(50);
    const ranked = recorder.pairs.filter((pair) => pair.battleType === "ranked").length;
    expect(Object.values(await heldEscrows(t.database.db))).toEqual(Array.from({ length: ranked }, () => 200));
    for (const { player } of players) {
      const inRanked = recorder.pairs.some(
        (pair) => pair.battleType === "ranked" && pair.sides.some((side) => side.userId === player.user.id),
      );
      expect(await playerBalance(t.database.db, player.user.id, clock.now())).toBe(inRanked ? 9_900 : 10_000);
    }
  }, 120_000);

  it("a wave whose battles cannot be made releases every ticket, refunds every hold and tells every player", async () => {
    const players = await queue(
      20,
      () => 1000,
      () => "ranked",
    );
    recorder.failNext();
    expect(await t.app.arenaQueue.tick()).toBe(0);
    for (const { tab } of players) expect((await tab.box.next("queue_left")).message).toBe(QUEUE_MESSAGES.failed);
    const after = await snapshot(t);
    expect(after.tickets).toEqual([]);
    expect(after.ants.every((ant) => !ant.is_in_battle)).toBe(true);
    expect(await heldEscrows(t.database.db)).toEqual({});
    expect(await liveBattleIds(t.database.db)).toEqual([]);
    for (const { player } of players) {
      expect(await playerBalance(t.database.db, player.user.id, clock.now())).toBe(10_000);
    }
  }, 60_000);

  it("[W1] a pair whose ant is no longer ready is released while the rest of its wave is made", async () => {
    const players = await queue(
      6,
      (i) => 1000 + i,
      () => "ranked",
    );
    const weak = players[2];
    if (!weak) throw new Error("no player");
    await setAnt(t, weak.ant, { current_health: 10 });
    expect(await t.app.arenaQueue.tick()).toBe(2);
    const refused = recorder.pairs.every((pair) => pair.sides.every((side) => side.antId !== weak.ant));
    expect(refused).toBe(true);
    expect((await weak.tab.box.next("queue_left")).message).toBe(QUEUE_MESSAGES.failed);
    expect((await readAnt(t, weak.ant)).is_in_battle).toBe(false);
    expect(await playerBalance(t.database.db, weak.player.user.id, clock.now())).toBe(10_000);
    expect(Object.keys(await heldEscrows(t.database.db))).toHaveLength(2);
    expect((await snapshot(t)).tickets).toEqual([]);
  }, 60_000);

  it("[W1][W2][W6] joins sent together are answered as one by one: refusals change nothing, the rest wait", async () => {
    const people = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const { player, ants } = await playerWithAnts(t, 1, { elo_rating: 1000 + i });
        const tab = await openTab(t, player, `10.1.0.${i}`);
        tabs.push(tab);
        return { player, ant: ants[0] as string, tab };
      }),
    );
    const [weak, thief, wrongStake, poor, twice, edited, ...fine] = people;
    if (!weak || !thief || !wrongStake || !poor || !twice || !edited) throw new Error("no players");
    await setAnt(t, weak.ant, { current_health: 10 });
    await setAnt(t, edited.ant, { stats_edited: true });
    for (const { player } of people) await playerBalance(t.database.db, player.user.id, clock.now());
    await t.database.db
      .updateTable("ledger_accounts")
      .set({ balance_milli: 50 })
      .where("account", "=", playerAccount(poor.player.user.id))
      .execute();
    expect((await join(twice.tab, twice.ant)).type).toBe("queue_joined");
    const before = await snapshot(t);
    const answers = await Promise.all([
      join(weak.tab, weak.ant),
      join(thief.tab, fine[0]?.ant as string),
      join(wrongStake.tab, wrongStake.ant, "ranked", 0.2),
      join(poor.tab, poor.ant, "ranked"),
      join(twice.tab, twice.ant),
      join(edited.tab, edited.ant, "ranked"),
      ...fine.map((p, i) => join(p.tab, p.ant, i % 2 === 0 ? "quick" : "ranked")),
    ]);
    expect(answers.map((answer) => answer.message)).toEqual([
      READINESS_MESSAGES.serverHealth,
      COLONY_ERRORS.antNotFound,
      QUEUE_MESSAGES.stake,
      STAKE_MESSAGES.insufficient,
      QUEUE_MESSAGES.alreadyQueued,
      BATTLE_ERRORS.editedStatsRanked((await readAnt(t, edited.ant)).name),
      ...fine.map(() => QUEUE_MESSAGES.joined),
    ]);
    const after = await snapshot(t);
    expect(after.tickets.map((ticket) => ticket.user_id).sort()).toEqual(
      [twice, ...fine].map((p) => p.player.user.id).sort(),
    );
    for (const p of [weak, thief, wrongStake, poor, edited]) {
      expect(after.ants.find((ant) => ant.id === p.ant)).toEqual(before.ants.find((ant) => ant.id === p.ant));
      expect(after.balances[playerAccount(p.player.user.id)]).toBe(before.balances[playerAccount(p.player.user.id)]);
    }
    for (const [i, p] of fine.entries()) {
      expect((await readAnt(t, p.ant)).is_in_battle).toBe(true);
      expect(await playerBalance(t.database.db, p.player.user.id, clock.now())).toBe(i % 2 === 0 ? 10_000 : 9_900);
    }
  }, 60_000);

  it("[W16] last opponents in the queue wait 10 s before they meet again", async () => {
    const [a, b] = await queue(
      2,
      () => 1000,
      () => "quick",
    );
    if (!a || !b) throw new Error("no players");
    expect(await t.app.arenaQueue.tick()).toBe(1);
    const [battleId] = await liveBattleIds(t.database.db);
    await t.database.db
      .updateTable("battles")
      .set({ status: "completed" })
      .where("id", "=", battleId as string)
      .execute();
    for (const side of [a, b]) await setAnt(t, side.ant, { is_in_battle: false });
    expect((await join(a.tab, a.ant)).type).toBe("queue_joined");
    expect((await join(b.tab, b.ant)).type).toBe("queue_joined");
    clock.advanceMs(9_999);
    expect(await t.app.arenaQueue.tick()).toBe(0);
    clock.advanceMs(1);
    expect(await t.app.arenaQueue.tick()).toBe(1);
    expect(recorder.pairs).toHaveLength(2);
  }, 60_000);
});
