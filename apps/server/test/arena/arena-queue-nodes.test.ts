// The arena queue shared by two nodes through Redis: cross-node pairs, one pairing per ticket, leave and disconnect.
import { once } from "node:events";
import { pairTickets, QUEUE_MESSAGES, type QueueTicket } from "@antbrawl/rules/arena/queue";
import { createRng } from "@antbrawl/rules/random";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RedisMatchQueue } from "../../src/arena/queue/redis-queue";
import { playerBalance } from "../../src/ledger/stakes";
import { createRedisBus } from "../../src/ws/bus";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import { heldEscrows, join, liveBattleIds, openTab, recordingOnWave, replyTo } from "../helpers/arena-queue-fixtures";
import { type Player, playerWithAnts, readAnt } from "../helpers/battle-fixtures";
import { freshDatabase } from "../helpers/databases";

describe.runIf(process.env.TEST_REDIS_URL)("arena queue across two nodes through Redis", () => {
  let a: TestApp;
  let b: TestApp;
  let clock: ReturnType<typeof manualClock>;
  let recorder: ReturnType<typeof recordingOnWave>;

  beforeEach(async () => {
    const url = process.env.TEST_REDIS_URL as string;
    // A key and channel prefix of its own per test, so no test sees another's queue.
    const prefix = `antbrawl-test-arena-${process.pid}-${crypto.randomUUID()}:`;
    const database = await freshDatabase(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    clock = manualClock();
    recorder = recordingOnWave();
    const options = { database, now: clock.now, arena: { onWave: recorder.onWave, tickMs: 0 } };
    a = await createTestApp("pglite", {}, { ...options, bus: await createRedisBus(url, prefix) });
    b = await createTestApp("pglite", {}, { ...options, bus: await createRedisBus(url, prefix) });
  });
  afterEach(async () => {
    await a.close();
    await b.close();
    await a.app.deps.bus.close();
    await b.app.deps.bus.close();
    await a.database.close();
  });

  const balance = (player: Player) => playerBalance(a.database.db, player.user.id, clock.now());
  const ticketCount = async () =>
    Number(
      (
        await a.database.db
          .selectFrom("arena_tickets")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function queuedOn(t: TestApp, rating: number, matchType: "quick" | "ranked" = "quick") {
    const { player, ants } = await playerWithAnts(t, 1, { elo_rating: rating });
    const tab = await openTab(t, player);
    expect((await join(tab, ants[0] as string, matchType)).type).toBe("queue_joined");
    return { player, ant: ants[0] as string, tab };
  }

  it("players on different nodes are paired, by either node, once", async () => {
    const onA = await queuedOn(a, 1000, "ranked");
    clock.advanceMs(1);
    const onB = await queuedOn(b, 1040, "ranked");
    expect(await b.app.arenaQueue.tick()).toBe(1);
    expect(await a.app.arenaQueue.tick()).toBe(0);
    expect(recorder.pairs).toHaveLength(1);
    expect(recorder.pairs[0]).toMatchObject({
      battleType: "ranked",
      stakeMilli: 100,
      sides: [
        { userId: onA.player.user.id, antId: onA.ant },
        { userId: onB.player.user.id, antId: onB.ant },
      ],
    });
    expect(await ticketCount()).toBe(0);
    expect(await balance(onA.player)).toBe(9_900);
    expect(await balance(onB.player)).toBe(9_900);
    const [battleId] = await liveBattleIds(a.database.db);
    expect(await heldEscrows(a.database.db)).toEqual({ [`escrow:${battleId}`]: 200 });
    for (const p of [onA, onB]) p.tab.socket.terminate();
  });

  it("many parallel pairing ticks on both nodes pair each of 24 tickets exactly once", async () => {
    const players = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const t = i % 2 === 0 ? a : b;
        const { player, ants } = await playerWithAnts(t, 1, { elo_rating: 1000 + i * 4 });
        return { player, ant: ants[0] as string, tab: await openTab(t, player) };
      }),
    );
    const replies = await Promise.all(players.map((p, i) => join(p.tab, p.ant, i % 3 === 0 ? "ranked" : "quick")));
    expect(replies.map((r) => r.type)).toEqual(players.map(() => "queue_joined"));
    const made = await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2 ? a : b).app.arenaQueue.tick()));
    expect(made.reduce((sum, n) => sum + n, 0)).toBe(12);
    const users = recorder.pairs.flatMap((pair) => pair.sides.map((side) => side.userId));
    expect(users).toHaveLength(24);
    expect(new Set(users).size).toBe(24);
    for (const pair of recorder.pairs) {
      const [x, y] = pair.sides.map((side) => players.findIndex((p) => p.player.user.id === side.userId));
      expect((x as number) % 3 === 0).toBe((y as number) % 3 === 0);
    }
    expect(await ticketCount()).toBe(0);
    for (const p of players) p.tab.socket.terminate();
  }, 60_000);

  it("a leave from a tab on the other node releases the ticket; a disconnect from every node does too", async () => {
    const mover = await queuedOn(a, 1000, "ranked");
    const elsewhere = await openTab(b, mover.player);
    expect(await balance(mover.player)).toBe(9_900);
    expect(await replyTo(elsewhere, { type: "leave_matchmaking" }, ["queue_left", "error"])).toMatchObject({
      type: "queue_left",
      message: QUEUE_MESSAGES.left,
    });
    expect((await mover.tab.box.next("queue_left")).message).toBe(QUEUE_MESSAGES.left);
    expect(await balance(mover.player)).toBe(10_000);
    expect((await readAnt(a, mover.ant)).is_in_battle).toBe(false);

    expect((await join(mover.tab, mover.ant, "ranked")).type).toBe("queue_joined");
    elsewhere.socket.terminate();
    await elsewhere.box.closed;
    await b.app.arenaQueue.idle();
    expect(await ticketCount()).toBe(1);
    const left = once(a.app.arenaQueue.events, "left");
    mover.tab.socket.terminate();
    expect(await left).toEqual([mover.player.user.id]);
    expect(await balance(mover.player)).toBe(10_000);
    expect(await ticketCount()).toBe(0);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("the Redis pairing script", () => {
  let client: Redis;
  beforeAll(() => {
    client = new Redis(process.env.TEST_REDIS_URL as string);
  });
  afterAll(async () => {
    await client.quit();
  });

  it("[W7] two nodes pairing one queue at the same moment never pair a ticket twice, over many rounds", async () => {
    const rng = createRng(29);
    const other = new Redis(process.env.TEST_REDIS_URL as string);
    try {
      for (let round = 0; round < 40; round += 1) {
        const prefix = `antbrawl-test-race-${crypto.randomUUID()}:`;
        const nodes = [new RedisMatchQueue(client, prefix), new RedisMatchQueue(other, prefix)];
        const tickets: QueueTicket[] = Array.from({ length: 20 + Math.floor(rng.next() * 120) }, (_, i) => ({
          id: crypto.randomUUID(),
          userId: `p${i}`,
          antId: `a${i}`,
          matchType: rng.next() < 0.5 ? "quick" : "ranked",
          rating: 900 + Math.floor(rng.next() * 400),
          joinedAt: Math.floor(rng.next() * 20_000),
          stakeMilli: 0,
        }));
        await Promise.all(tickets.map((ticket, i) => (nodes[i % 2] as RedisMatchQueue).add(ticket)));
        const now = 20_000 + Math.floor(rng.next() * 30_000);
        const waves = await Promise.all([nodes[0]?.pair(now), nodes[1]?.pair(now), nodes[0]?.pair(now)]);
        const paired = waves.flatMap((wave) => (wave ?? []).flat().map((ticket) => ticket.id));
        expect(new Set(paired).size).toBe(paired.length);
        expect(paired.length).toBe(pairTickets(tickets, now).length * 2);
        await client.del(`${prefix}arena:tickets`);
      }
    } finally {
      await other.quit();
    }
  });

  it("[W5] pairs exactly as pairTickets does, for random queues", async () => {
    const rng = createRng(13);
    for (let round = 0; round < 12; round += 1) {
      const prefix = `antbrawl-test-script-${crypto.randomUUID()}:`;
      const queue = new RedisMatchQueue(client, prefix);
      const players = 5 + Math.floor(rng.next() * 200);
      const tickets: QueueTicket[] = Array.from({ length: Math.floor(rng.next() * 300) }, (_, i) => ({
        id: crypto.randomUUID(),
        userId: `p${Math.floor(rng.next() * players)}`,
        antId: `a${i}`,
        matchType: rng.next() < 0.5 ? "quick" : "ranked",
        rating: 600 + Math.floor(rng.next() * 1600),
        joinedAt: Math.floor(rng.next() * 90_000),
        stakeMilli: 0,
        lastOpponentId: rng.next() < 0.3 ? `p${Math.floor(rng.next() * players)}` : null,
      }));
      for (const ticket of tickets) await queue.add(ticket);
      const now = 60_000 + Math.floor(rng.next() * 40_000);
      const expected = pairTickets(tickets, now);
      expect(await queue.pair(now)).toEqual(expected);
      const paired = new Set(expected.flat().map((ticket) => ticket.id));
      const left = await queue.waiting(tickets.map((ticket) => ticket.id));
      expect([...left].sort()).toEqual(
        tickets
          .filter((x) => !paired.has(x.id))
          .map((x) => x.id)
          .sort(),
      );
      await client.del(`${prefix}arena:tickets`);
    }
  });
});
