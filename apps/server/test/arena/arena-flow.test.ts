// The Ant Arena as wired in the app: a queue pair and an accepted invitation become live battles that end settled.
import { LIVE_TURN_MS } from "@antbrawl/rules/arena/live";
import { QUEUE_MESSAGES } from "@antbrawl/rules/arena/queue";
import { playerAccount } from "@antbrawl/rules/economy/ledger";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findBattle } from "../../src/battles/repository";
import { allBalances } from "../../src/ledger/repository";
import { createRedisBus } from "../../src/ws/bus";
import { createTestApp, type TestApp } from "../helpers/app";
import { join } from "../helpers/arena-queue-fixtures";
import { type Player, playerWithAnts, readAnt, setAnt } from "../helpers/battle-fixtures";
import { DIALECTS, freshDatabase } from "../helpers/databases";
import { friendsWithAnts, invitationsOf, invite, respond } from "../helpers/invitation-fixtures";
import { advance, battleOf, count, type LiveTab, liveTab, liveTime, nth } from "../helpers/live-arena";
import { call } from "../helpers/social-fixtures";

describe.each(DIALECTS)("the wired Ant Arena on %s", (dialect) => {
  let t: TestApp;
  const time = liveTime();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: time.now, scheduler: time.scheduler, arena: { tickMs: 0 } });
  });
  afterAll(async () => t.close());

  /** Lets the battle run on its timers (nobody chooses) until both tabs saw `battle_ended`. */
  async function runToEnd(tabs: readonly LiveTab[]) {
    for (let turn = 0; turn < 200 && tabs.some((tab) => count(tab, "battle_ended") === 0); turn += 1) {
      await advance(time, [t.app], LIVE_TURN_MS);
    }
    return Promise.all(tabs.map((tab) => nth(tab, "battle_ended", 1)));
  }

  async function queuedPlayer(matchType: "quick" | "ranked") {
    const { player, ants } = await playerWithAnts(t, 1);
    const tab = await liveTab(t.app, player);
    expect((await join(tab, ants[0] as string, matchType)).type).toBe("queue_joined");
    return { player, ant: ants[0] as string, tab };
  }

  it("two players queued for a ranked match are paired into a live battle that ends settled once", async () => {
    const before = await allBalances(t.database.db);
    const one = await queuedPlayer("ranked");
    const two = await queuedPlayer("ranked");
    expect(await t.app.arenaQueue.tick()).toBe(1);
    await t.app.arenaQueue.idle();

    const found = await Promise.all([one, two].map((p) => nth(p.tab, "battle_found", 1)));
    const battleId = battleOf(found[0] as never).id;
    expect(battleOf(found[1] as never).id).toBe(battleId);
    expect(
      battleOf(found[0] as never)
        .participants.map((p) => p.ant_id)
        .sort(),
    ).toEqual([one.ant, two.ant].sort());
    const [ended] = await runToEnd([one.tab, two.tab]);

    const battle = await findBattle(t.database.db, battleId);
    expect(battle).toMatchObject({ status: "completed", battle_type: "ranked" });
    expect(ended?.winner).toBeTruthy();
    expect(await t.database.db.selectFrom("arena_tickets").selectAll().execute()).toEqual([]);
    for (const p of [one, two]) expect((await readAnt(t, p.ant)).is_in_battle).toBe(false);
    const records = await Promise.all([one, two].map((p) => readAnt(t, p.ant)));
    expect(records.map((r) => r.wins + r.losses)).toEqual([1, 1]);

    const after = await allBalances(t.database.db);
    const winner = battle?.winner_id === one.player.user.id ? one.player : two.player;
    const loser = winner === one.player ? two.player : one.player;
    const balanceOf = (all: Record<string, number>, p: Player) => all[playerAccount(p.user.id)] ?? 0;
    // Both got the opening 10 ETH at their join; the loser's 0.1 stake went to the winner, less the house fee.
    expect(balanceOf(before, loser)).toBe(0);
    expect(balanceOf(after, loser)).toBe(9_900);
    expect(balanceOf(after, winner)).toBe(10_090);
  });

  it("an ant that stopped being ready while queued ends the search for both, and both ants are free", async () => {
    const one = await queuedPlayer("quick");
    const two = await queuedPlayer("quick");
    await setAnt(t, two.ant, { current_health: 10 });
    await t.app.arenaQueue.tick();
    await t.app.arenaQueue.idle();
    for (const p of [one, two]) {
      expect((await nth(p.tab, "queue_left", 1)).message).toBe(QUEUE_MESSAGES.failed);
      expect((await readAnt(t, p.ant)).is_in_battle).toBe(false);
      expect(count(p.tab, "battle_found")).toBe(0);
    }
  });

  it("an accepted friendly challenge starts a live battle for both friends, fought to the end", async () => {
    const { alice, bob, aliceAnt, bobAnt } = await friendsWithAnts(t);
    const aliceTab = await liveTab(t.app, alice);
    const bobTab = await liveTab(t.app, bob);
    expect((await invite(t, alice, bob.user.username, aliceAnt)).status).toBe(200);
    const [invitation] = await invitationsOf(t, bob);
    const answer = await respond(t, bob, invitation?.invitation_id as string, { ant_id: bobAnt, accept: true });
    expect(answer.status).toBe(200);
    await t.app.liveArena.idle();

    expect((await nth(aliceTab, "battle_invitation_accepted", 1)).accepter_username).toBe(bob.user.username);
    const found = await Promise.all([aliceTab, bobTab].map((tab) => nth(tab, "battle_found", 1)));
    const battleId = battleOf(found[0] as never).id;
    expect(answer.body.battle_id).toBe(battleId);
    const friendOf = async (player: Player, friendId: string) =>
      ((await call(t, player, "GET", "/friends")).body.friends as { id: string; live_battle_id?: string }[]).find(
        (f) => f.id === friendId,
      );
    expect((await friendOf(bob, alice.user.id))?.live_battle_id).toBe(battleId);
    await runToEnd([aliceTab, bobTab]);
    expect((await friendOf(bob, alice.user.id))?.live_battle_id).toBeUndefined();
    expect(await findBattle(t.database.db, battleId)).toMatchObject({ status: "completed", battle_type: "friendly" });
    for (const ant of [aliceAnt, bobAnt]) expect((await readAnt(t, ant)).is_in_battle).toBe(false);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("the wired Ant Arena on two nodes sharing Redis", () => {
  it("players on different nodes are paired and fight to the end, settled once", async () => {
    const url = process.env.TEST_REDIS_URL as string;
    const prefix = `antbrawl-test-flow-${process.pid}-${crypto.randomUUID()}:`;
    const database = await freshDatabase(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    const time = liveTime();
    const options = { database, now: time.now, scheduler: time.scheduler, arena: { tickMs: 0 } };
    const a = await createTestApp("pglite", {}, { ...options, bus: await createRedisBus(url, prefix) });
    const b = await createTestApp("pglite", {}, { ...options, bus: await createRedisBus(url, prefix) });
    try {
      const sides = [];
      for (const t of [a, b]) {
        const { player, ants } = await playerWithAnts(t, 1);
        const tab = await liveTab(t.app, player);
        expect((await join(tab, ants[0] as string, "quick")).type).toBe("queue_joined");
        sides.push({ player, ant: ants[0] as string, tab });
      }
      expect(await b.app.arenaQueue.tick()).toBe(1);
      await b.app.arenaQueue.idle();
      const tabs = sides.map((side) => side.tab);
      const [found] = await Promise.all(tabs.map((tab) => nth(tab, "battle_found", 1)));
      const battleId = battleOf(found as never).id;
      for (let turn = 0; turn < 200 && tabs.some((tab) => count(tab, "battle_ended") === 0); turn += 1) {
        await advance(time, [a.app, b.app], LIVE_TURN_MS);
      }
      await Promise.all(tabs.map((tab) => nth(tab, "battle_ended", 1)));
      expect(await findBattle(database.db, battleId)).toMatchObject({
        status: "completed",
        battle_type: "quick_match",
      });
      const records = await Promise.all(sides.map((side) => readAnt(a, side.ant)));
      expect(records.map((r) => [r.wins + r.losses, r.is_in_battle])).toEqual([
        [1, false],
        [1, false],
      ]);
    } finally {
      await a.close();
      await b.close();
      await a.app.deps.bus.close();
      await b.app.deps.bus.close();
      await database.close();
    }
  });
});
