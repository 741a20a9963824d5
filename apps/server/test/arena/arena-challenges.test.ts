// Open challenges ([W34]–[W37]): the list of others' waiting quick matches, taking one into a live battle, races.
import { CHALLENGE_MESSAGES } from "@antbrawl/rules/arena/challenges";
import { QUEUE_MESSAGES } from "@antbrawl/rules/arena/queue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisBus } from "../../src/ws/bus";
import { createTestApp, type TestApp } from "../helpers/app";
import { heldEscrows, join, snapshot } from "../helpers/arena-queue-fixtures";
import { type Player, playerWithAnts, readAnt, setAnt } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import {
  battleOf,
  count,
  type LiveTab,
  type LiveTime,
  liveTab,
  liveTime,
  nth,
  sendAndSettle,
} from "../helpers/live-arena";

interface Seeker {
  player: Player;
  ants: [string, string];
  tab: LiveTab;
  ticketId: string;
}

/** The suite of one app: players who search, the list, takes and what they leave behind. */
function challengeSuite(time: LiveTime, setup: () => Promise<TestApp>) {
  let t: TestApp;
  const tabs: LiveTab[] = [];

  beforeAll(async () => {
    t = await setup();
  });
  afterAll(async () => {
    for (const tab of tabs) tab.socket.terminate();
    await t.app.liveArena.idle();
    await t.close();
  });

  const db = () => t.app.deps.db;

  async function tabOf(player: Player) {
    const tab = await liveTab(t.app, player);
    tabs.push(tab);
    return tab;
  }

  async function seeker(matchType: "quick" | "ranked" = "quick", set: Parameters<typeof playerWithAnts>[2] = {}) {
    const { player, ants } = await playerWithAnts(t, 2, set);
    const tab = await tabOf(player);
    expect((await join(tab, ants[0] as string, matchType)).type).toBe("queue_joined");
    const row = await db()
      .selectFrom("arena_tickets")
      .select("id")
      .where("user_id", "=", player.user.id)
      .executeTakeFirstOrThrow();
    return { player, ants: ants as [string, string], tab, ticketId: row.id } satisfies Seeker;
  }

  const list = (player: Player) => t.app.inject({ method: "GET", url: "/api/arena/challenges", headers: player.auth });
  const take = (player: Player, ticketId: string, payload: unknown) =>
    t.app.inject({
      method: "POST",
      url: `/api/arena/challenges/${ticketId}/take`,
      headers: player.auth,
      payload: payload as object,
    });
  const battlesOf = (userId: string) =>
    db()
      .selectFrom("battle_participants as p")
      .innerJoin("battles as b", "b.id", "p.battle_id")
      .select(["b.id", "b.battle_type", "b.stake_milli", "p.side", "p.ant_id"])
      .where("p.user_id", "=", userId)
      .execute();
  const stillWaiting = async (ticketId: string) => (await t.app.arenaQueue.queue.waiting([ticketId])).has(ticketId);

  it("[W34] lists others' waiting quick matches with the ant, level, rating, owner and wait; never one's own", async () => {
    const a = await seeker("quick", { elo_rating: 1320, total_experience: 250 });
    const ranked = await seeker("ranked");
    const viewer = await seeker();
    const hidden = await seeker();
    const prefs = await t.app.inject({
      method: "PUT",
      url: `/api/users/${hidden.player.user.id}/preferences`,
      headers: hidden.player.auth,
      payload: { privacy: { show_online_status: false } },
    });
    expect(prefs.statusCode).toBe(200);

    time.scheduler.advance(5000);
    await t.app.liveArena.idle();
    const res = await list(viewer.player);
    expect(res.statusCode).toBe(200);
    const challenges = res.json().challenges as Record<string, unknown>[];
    const tickets = challenges.map((c) => c.ticket_id);
    expect(tickets).toContain(a.ticketId);
    expect(tickets).not.toContain(viewer.ticketId);
    expect(tickets).not.toContain(ranked.ticketId);
    expect(tickets).not.toContain(hidden.ticketId);
    const ant = await readAnt(t, a.ants[0]);
    expect(challenges.find((c) => c.ticket_id === a.ticketId)).toEqual({
      ticket_id: a.ticketId,
      ant_name: ant.name,
      ant_level: expect.any(Number),
      rating: 1320,
      username: a.player.user.username,
      waited_seconds: 5,
    });
    expect((challenges.find((c) => c.ticket_id === a.ticketId)?.ant_level as number) > 1).toBe(true);
    const text = res.body;
    for (const secret of [a.player.user.id, a.ants[0], a.player.token]) {
      expect(text).not.toContain(secret);
    }
    // The owner sees the others, not their own.
    expect((await list(a.player)).json().challenges.map((c: { ticket_id: string }) => c.ticket_id)).not.toContain(
      a.ticketId,
    );
    const anonymous = await t.app.inject({ method: "GET", url: "/api/arena/challenges" });
    expect(anonymous.statusCode).toBe(401);
    for (const s of [a, ranked, viewer, hidden]) await sendAndSettle(s.tab, { type: "leave_matchmaking" });
    expect((await list(viewer.player)).json().challenges.map((c: { ticket_id: string }) => c.ticket_id)).not.toContain(
      a.ticketId,
    );
  });

  it("[W35] a take pairs the taker's ready ant with the challenger in one live quick match at once", async () => {
    const challenger = await seeker();
    const { player: taker, ants } = await playerWithAnts(t, 1);
    const takerTab = await tabOf(taker);
    const res = await take(taker, challenger.ticketId, { ant_id: ants[0] });
    expect(res.statusCode).toBe(201);
    const battleId = res.json().battle_id as string;
    await t.app.liveArena.idle();

    const seen = [
      battleOf(await nth(challenger.tab, "battle_found", 1)),
      battleOf(await nth(takerTab, "battle_found", 1)),
    ];
    expect(seen.map((b) => b.id)).toEqual([battleId, battleId]);
    expect(seen[0]?.participants.map((p) => [p.user_id, p.ant_id])).toEqual([
      [challenger.player.user.id, challenger.ants[0]],
      [taker.user.id, ants[0]],
    ]);
    expect(await battlesOf(challenger.player.user.id)).toEqual([
      { id: battleId, battle_type: "quick_match", stake_milli: 0, side: 0, ant_id: challenger.ants[0] },
    ]);
    expect(await battlesOf(taker.user.id)).toEqual([
      { id: battleId, battle_type: "quick_match", stake_milli: 0, side: 1, ant_id: ants[0] },
    ]);
    expect(await db().selectFrom("arena_tickets").select("id").where("id", "=", challenger.ticketId).execute()).toEqual(
      [],
    );
    expect(await stillWaiting(challenger.ticketId)).toBe(false);
    expect((await readAnt(t, challenger.ants[0])).is_in_battle).toBe(true);
    expect((await readAnt(t, ants[0] as string)).is_in_battle).toBe(true);
    expect(count(challenger.tab, "queue_left")).toBe(0);
  });

  it("[W35] a taker who is searching leaves their own search in the same step", async () => {
    const challenger = await seeker();
    const taker = await seeker("ranked");
    expect((await heldEscrows(db()))[`escrow:${taker.ticketId}`]).toBe(100);
    const res = await take(taker.player, challenger.ticketId, { ant_id: taker.ants[0] });
    expect(res.statusCode).toBe(201);
    await t.app.liveArena.idle();
    expect((await nth(taker.tab, "queue_left", 1)).message).toBe(CHALLENGE_MESSAGES.taken);
    expect(battleOf(await nth(taker.tab, "battle_found", 1)).id).toBe(res.json().battle_id);
    expect(await db().selectFrom("arena_tickets").select("id").where("id", "=", taker.ticketId).execute()).toEqual([]);
    expect(await stillWaiting(taker.ticketId)).toBe(false);
    expect((await heldEscrows(db()))[`escrow:${taker.ticketId}`]).toBeUndefined();
  });

  it("[W36] ten parallel takes of one challenge pair it exactly once", async () => {
    const challenger = await seeker();
    const takers = await Promise.all(Array.from({ length: 10 }, () => playerWithAnts(t, 1)));
    const answers = await Promise.all(
      takers.map(({ player, ants }) => take(player, challenger.ticketId, { ant_id: ants[0] })),
    );
    await t.app.liveArena.idle();
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(404)]);
    for (const res of answers.filter((r) => r.statusCode === 404)) {
      expect(res.json()).toMatchObject({ detail: CHALLENGE_MESSAGES.gone });
    }
    expect(await battlesOf(challenger.player.user.id)).toHaveLength(1);
    const winner = takers[answers.findIndex((res) => res.statusCode === 201)];
    for (const { player, ants } of takers) {
      expect(await battlesOf(player.user.id)).toHaveLength(player === winner?.player ? 1 : 0);
      expect((await readAnt(t, ants[0] as string)).is_in_battle).toBe(player === winner?.player);
    }
  });

  it("[W36] a take racing the pairing wave pairs the challenge once", async () => {
    for (const delay of [0, 1, 3, 8]) {
      const challenger = await seeker();
      await seeker();
      const { player: taker, ants } = await playerWithAnts(t, 1);
      const [res] = await Promise.all([
        take(taker, challenger.ticketId, { ant_id: ants[0] }),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => t.app.arenaQueue.tick()),
      ]);
      await t.app.arenaQueue.idle();
      await t.app.liveArena.idle();
      expect([201, 404]).toContain(res.statusCode);
      const battles = await battlesOf(challenger.player.user.id);
      expect(battles, `delay ${delay}`).toHaveLength(1);
      expect(await battlesOf(taker.user.id)).toHaveLength(res.statusCode === 201 ? 1 : 0);
      if (res.statusCode === 201) expect(battles[0]?.id).toBe(res.json().battle_id);
      expect((await readAnt(t, ants[0] as string)).is_in_battle).toBe(res.statusCode === 201);
      expect(
        await db().selectFrom("arena_tickets").select("id").where("id", "=", challenger.ticketId).execute(),
      ).toEqual([]);
    }
  });

  it("refuses bad input, one's own challenge, a gone one, another player's or an unready ant; nothing changes", async () => {
    const challenger = await seeker();
    const ranked = await seeker("ranked");
    const { player: taker, ants } = await playerWithAnts(t, 3);
    const stranger = await playerWithAnts(t, 1);
    await setAnt(t, ants[1] as string, { current_health: 40 });
    await setAnt(t, ants[2] as string, { is_in_battle: true });
    const before = await snapshot(t);
    const cases: [Player, string, unknown, number, string | RegExp | null][] = [
      [taker, "not-a-uuid", { ant_id: ants[0] }, 400, null],
      [taker, challenger.ticketId, {}, 400, null],
      [taker, challenger.ticketId, { ant_id: "" }, 400, null],
      [taker, challenger.ticketId, { ant_id: 7 }, 400, null],
      [taker, challenger.ticketId, { ant_id: ants[0], extra: 1 }, 400, null],
      [challenger.player, challenger.ticketId, { ant_id: challenger.ants[1] }, 409, CHALLENGE_MESSAGES.own],
      [taker, crypto.randomUUID(), { ant_id: ants[0] }, 404, CHALLENGE_MESSAGES.gone],
      [taker, ranked.ticketId, { ant_id: ants[0] }, 404, CHALLENGE_MESSAGES.gone],
      [taker, challenger.ticketId, { ant_id: stranger.ants[0] }, 404, "Ant not found"],
      [taker, challenger.ticketId, { ant_id: challenger.ants[1] }, 404, "Ant not found"],
      [taker, challenger.ticketId, { ant_id: crypto.randomUUID() }, 404, "Ant not found"],
      [taker, challenger.ticketId, { ant_id: ants[1] }, 409, /^Health too low/],
      [taker, challenger.ticketId, { ant_id: ants[2] }, 409, "Currently in battle"],
    ];
    for (const [who, ticketId, payload, status, detail] of cases) {
      const res = await take(who, ticketId, payload);
      expect(res.statusCode, `${ticketId} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json()).toMatchObject({
        detail: detail === null ? expect.any(String) : expect.stringMatching(detail),
      });
    }
    expect(await snapshot(t)).toEqual(before);
    expect(await stillWaiting(challenger.ticketId)).toBe(true);
    expect(await stillWaiting(ranked.ticketId)).toBe(true);
    expect(await battlesOf(taker.user.id)).toEqual([]);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/arena/challenges/${challenger.ticketId}/take`,
      payload: { ant_id: ants[0] },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const s of [challenger, ranked]) await sendAndSettle(s.tab, { type: "leave_matchmaking" });
  });

  it("[W35] a challenger whose ant stopped being ready is released and the taker refused", async () => {
    const challenger = await seeker();
    await setAnt(t, challenger.ants[0], { current_health: 30 });
    const { player: taker, ants } = await playerWithAnts(t, 1);
    const res = await take(taker, challenger.ticketId, { ant_id: ants[0] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: CHALLENGE_MESSAGES.failed });
    expect((await nth(challenger.tab, "queue_left", 1)).message).toBe(QUEUE_MESSAGES.failed);
    expect((await readAnt(t, challenger.ants[0])).is_in_battle).toBe(false);
    expect((await readAnt(t, ants[0] as string)).is_in_battle).toBe(false);
    expect(await battlesOf(taker.user.id)).toEqual([]);
  });

  it("[W37] a tab that watches the list hears challenges_changed when a challenge comes and goes; others do not", async () => {
    time.scheduler.advance(2000);
    const watcher = await tabOf((await playerWithAnts(t, 0)).player);
    const second = await tabOf((await playerWithAnts(t, 0)).player);
    const bystander = await tabOf((await playerWithAnts(t, 0)).player);
    for (const tab of [watcher, second]) expect(await sendAndSettle(tab, { type: "watch_challenges" })).toEqual([]);
    const challenger = await seeker();
    await nth(watcher, "challenges_changed", 1);
    // A second change within the second is told once the second is over.
    await sendAndSettle(challenger.tab, { type: "leave_matchmaking" });
    expect(count(watcher, "challenges_changed")).toBe(1);
    time.scheduler.advance(1000);
    await nth(watcher, "challenges_changed", 2);
    await nth(second, "challenges_changed", 2);

    expect(await sendAndSettle(watcher, { type: "unwatch_challenges" })).toEqual([]);
    await seeker();
    time.scheduler.advance(1000);
    await nth(second, "challenges_changed", 3);
    expect(count(watcher, "challenges_changed")).toBe(2);
    expect(count(bystander, "challenges_changed")).toBe(0);
  });
}

describe.each(DIALECTS)("open challenges on %s", (dialect) => {
  const time = liveTime();
  challengeSuite(time, () =>
    createTestApp(dialect, {}, { now: time.now, scheduler: time.scheduler, arena: { tickMs: 0 } }),
  );
});

describe.runIf(process.env.TEST_REDIS_URL)("open challenges with the Redis queue", () => {
  let bus: Awaited<ReturnType<typeof createRedisBus>>;
  const time = liveTime();
  afterAll(async () => {
    await bus?.close();
  });
  challengeSuite(time, async () => {
    bus = await createRedisBus(
      process.env.TEST_REDIS_URL as string,
      `antbrawl-test-challenges-${process.pid}-${crypto.randomUUID()}:`,
    );
    const t = await createTestApp(
      "pglite",
      {},
      { bus, now: time.now, scheduler: time.scheduler, arena: { tickMs: 0 } },
    );
    expect(t.app.arenaQueue.queue.kind).toBe("redis");
    return t;
  });
});
