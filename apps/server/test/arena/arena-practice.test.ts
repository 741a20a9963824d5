// Practice against a house ant ([W30]–[W33]): the offer, the start route, a battle played to its end, refusals, races.
import { LIVE_COUNTDOWN_SECONDS, LIVE_TURN_MS, SEAT_HOLD_MS } from "@antbrawl/rules/arena/live";
import { houseTactic, PRACTICE_MESSAGES } from "@antbrawl/rules/arena/practice";
import { createBattle, runBattle, stepBattle, TURN_CAP } from "@antbrawl/rules/battle/engine";
import type { Fighter } from "@antbrawl/rules/battle/types";
import { HOUSE_USER_ID } from "@antbrawl/rules/tournament/house";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { storedBattleInput } from "../../src/battles/replay";
import { findBattle, participantsOf } from "../../src/battles/repository";
import { allBalances } from "../../src/ledger/repository";
import { createRedisBus } from "../../src/ws/bus";
import { createTestApp, type TestApp } from "../helpers/app";
import { join, snapshot } from "../helpers/arena-queue-fixtures";
import { type Player, playerWithAnts, readAnt, setAnt } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import {
  advance,
  battleOf,
  choose,
  count,
  type LiveTab,
  liveTab,
  liveTime,
  nth,
  tacticFor,
} from "../helpers/live-arena";

describe.each(DIALECTS)("practice against a house ant on %s", (dialect) => {
  let t: TestApp;
  const time = liveTime();
  const tabs: LiveTab[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: time.now, scheduler: time.scheduler, arena: { tickMs: 0 } });
  });
  afterAll(async () => {
    for (const tab of tabs) tab.socket.terminate();
    await t.close();
  });

  const tick = (ms: number) => advance(time, [t.app], ms);
  const db = () => t.app.deps.db;

  async function queued(antSet: Parameters<typeof playerWithAnts>[2] = {}) {
    const { player, ants } = await playerWithAnts(t, 2, antSet);
    const tab = await liveTab(t.app, player);
    tabs.push(tab);
    expect((await join(tab, ants[0] as string)).type).toBe("queue_joined");
    return { player, ants: ants as [string, string], tab };
  }

  const status = async (player: Player) =>
    (await t.app.inject({ method: "GET", url: "/api/arena/queue", headers: player.auth })).json();
  const practice = (player: Player, payload: unknown) =>
    t.app.inject({ method: "POST", url: "/api/arena/practice", headers: player.auth, payload: payload as object });
  const practiceBattles = async () =>
    (await db().selectFrom("battles").select("id").where("battle_type", "=", "practice").execute()).length;

  it("[W30] the queue status offers practice only after PRACTICE_OFFER_SECONDS (20 s) in the queue", async () => {
    const { player, ants } = await queued();
    expect(await status(player)).toMatchObject({ searching: true, practice_offer: false, ant_id: ants[0] });
    await tick(19_000);
    expect(await status(player)).toMatchObject({ waited_seconds: 19, practice_offer: false });
    await tick(1000);
    expect(await status(player)).toMatchObject({ waited_seconds: 20, practice_offer: true });
    const idle = (await playerWithAnts(t, 1)).player;
    expect(await status(idle)).toMatchObject({ searching: false, practice_offer: false, ant_id: null });
  });

  it("[W31][W32][W33] a practice battle is fought turn by turn over the socket and settles without record or ELO", async () => {
    const { player, ants, tab } = await queued({ elo_rating: 1234 });
    const antId = ants[0];
    await tick(20_000);
    const before = await readAnt(t, antId);
    const balancesBefore = await allBalances(db());

    const res = await practice(player, { ant_id: antId });
    expect(res.statusCode).toBe(201);
    const battleId = res.json().battle_id as string;
    await t.app.liveArena.idle();
    expect((await nth(tab, "queue_left", 1)).message).toBe(PRACTICE_MESSAGES.left);
    expect(await db().selectFrom("arena_tickets").selectAll().where("user_id", "=", player.user.id).execute()).toEqual(
      [],
    );
    const found = battleOf(await nth(tab, "battle_found", 1));
    expect(found.id).toBe(battleId);
    expect(found.participants.map((p) => [p.user_id, p.ant_name, p.connected])).toEqual([
      [player.user.id, before.name, true],
      [HOUSE_USER_ID, "House ant", true],
    ]);

    await tick(LIVE_COUNTDOWN_SECONDS * 1000);
    let last = battleOf(await nth(tab, "battle_started", 1));
    const mine: string[] = [];
    while (last.phase !== "finished") {
      const updates = count(tab, "battle_update");
      const tactic = tacticFor(last.current_turn, 0);
      mine.push(tactic);
      // The house has chosen already: the player's choice alone resolves the turn, without waiting for the clock.
      expect(await choose(tab, battleId, last.current_turn, tactic)).toEqual([]);
      await t.app.liveArena.idle();
      last = battleOf(await nth(tab, "battle_update", updates + 1));
    }
    const ended = await nth(tab, "battle_ended", 1);
    expect(battleOf(ended).status).toBe("completed");

    const stored = await findBattle(db(), battleId);
    if (!stored) throw new Error("no battle");
    const sides = await participantsOf(db(), [battleId]);
    const houseAnt = `house:practice:${battleId}`;
    expect(stored).toMatchObject({ battle_type: "practice", status: "completed", stake_milli: 0 });
    expect(sides.map((side) => [side.user_id, side.ant_id])).toEqual([
      [player.user.id, antId],
      [HOUSE_USER_ID, houseAnt],
    ]);
    const fighters = [sides[0]?.fighter, sides[1]?.fighter] as [Fighter, Fighter];
    expect(stored.input_log).toHaveLength(mine.length);
    let state = createBattle(storedBattleInput(stored, fighters));
    for (const [index, entry] of stored.input_log.entries()) {
      expect(entry.turn).toBe(index + 1);
      expect(entry.choices).toEqual({ [antId]: mine[index], [houseAnt]: houseTactic(state, 1, stored.seed) });
      state = stepBattle(state, entry.choices);
    }
    const replay = runBattle(storedBattleInput(stored, fighters), stored.input_log);
    expect(replay.log).toEqual(stored.battle_log);
    expect(replay.winnerAntId).toBe(stored.winner_ant_id);

    const after = await readAnt(t, antId);
    expect(after).toMatchObject({
      is_in_battle: false,
      elo_rating: 1234,
      wins: before.wins,
      losses: before.losses,
      win_streak: before.win_streak,
    });
    expect(after.total_experience).toBeGreaterThan(before.total_experience);
    expect(after.current_health).toBeCloseTo(replay.finalHealth[antId] as number, 6);
    expect(sides[0]?.elo_after).toBe(1234);
    const ledger = await db()
      .selectFrom("ledger_transactions")
      .select("id")
      .where("ref", "like", `%${battleId}%`)
      .execute();
    expect(ledger).toEqual([]);
    expect(await allBalances(db())).toEqual(balancesBefore);
    const unlocked = await db()
      .selectFrom("user_achievements")
      .select("achievement_id")
      .where("user_id", "=", player.user.id)
      .execute();
    expect(unlocked.map((row) => row.achievement_id)).toContain("first_battle");
    expect(unlocked.map((row) => row.achievement_id)).not.toContain("first_victory");
    expect(await db().selectFrom("ants").select("id").where("id", "=", houseAnt).execute()).toEqual([]);
    const board = await t.app.inject({ method: "GET", url: "/api/game/leaderboard?limit=100" });
    expect(JSON.stringify(board.json())).not.toContain(antId);
  });

  it("[W12][W32] a player who leaves keeps the seat its hold, then the house plays the battle to its end", async () => {
    const { player, ants, tab } = await queued();
    const res = await practice(player, { ant_id: ants[0] });
    expect(res.statusCode).toBe(201);
    const battleId = res.json().battle_id as string;
    await t.app.liveArena.idle();
    await nth(tab, "battle_found", 1);
    await tick(LIVE_COUNTDOWN_SECONDS * 1000);
    await nth(tab, "battle_started", 1);
    tab.socket.terminate();
    const live = () =>
      db().selectFrom("live_battles").selectAll().where("battle_id", "=", battleId).executeTakeFirstOrThrow();
    await vi.waitFor(async () => expect((await live()).connected_0).toBe(false));
    expect((await live()).connected_1).toBe(true);

    await tick(SEAT_HOLD_MS + LIVE_TURN_MS * (TURN_CAP + 1));
    const stored = await findBattle(db(), battleId);
    expect(stored?.status).toBe("completed");
    expect((await live()).phase).toBe("finished");
    expect(stored?.input_log).toHaveLength(stored?.current_turn ?? -1);
    for (const entry of stored?.input_log ?? []) {
      expect(Object.keys(entry.choices)).toEqual([`house:practice:${battleId}`]);
    }
    expect((await readAnt(t, ants[0])).is_in_battle).toBe(false);
  });

  it("refuses bad input with 400 {detail} and changes nothing; 401 without a session", async () => {
    const { player } = await queued();
    const before = { ...(await snapshot(t)), battles: await practiceBattles() };
    for (const payload of [{}, { ant_id: "" }, { ant_id: 5 }, { ant_id: "a", stake: 1 }]) {
      const res = await practice(player, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: expect.any(String) });
    }
    expect({ ...(await snapshot(t)), battles: await practiceBattles() }).toEqual(before);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/arena/practice", payload: { ant_id: "a" } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for another player's or an unknown ant and 409 with the reason for an unready one; the search goes on", async () => {
    const { player, ants } = await queued();
    const stranger = await playerWithAnts(t, 1);
    await setAnt(t, ants[1], { current_health: 40 });
    const before = { ...(await snapshot(t)), battles: await practiceBattles() };

    for (const antId of [stranger.ants[0] as string, crypto.randomUUID()]) {
      const res = await practice(player, { ant_id: antId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: "Ant not found" });
    }
    const weak = await practice(player, { ant_id: ants[1] });
    expect(weak.statusCode).toBe(409);
    expect(weak.json().detail).toMatch(/^Health too low/);

    expect({ ...(await snapshot(t)), battles: await practiceBattles() }).toEqual(before);
    const ticket = before.tickets.find((row) => row.user_id === player.user.id);
    expect(await t.app.arenaQueue.queue.waiting([ticket?.id as string])).toEqual(new Set([ticket?.id]));
  });

  it("makes exactly one battle of parallel starts for the same ant", async () => {
    const { player, ants } = await queued();
    const before = await practiceBattles();
    const answers = await Promise.all([1, 2, 3, 4].map(() => practice(player, { ant_id: ants[0] })));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    expect(await practiceBattles()).toBe(before + 1);
    const { player: free, ants: freeAnts } = await playerWithAnts(t, 1);
    const unqueued = await Promise.all([1, 2, 3].map(() => practice(free, { ant_id: freeAnts[0] })));
    expect(unqueued.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await practiceBattles()).toBe(before + 2);
    await t.app.liveArena.idle();
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("practice with the Redis queue", () => {
  it("[W30] takes the ticket out of the shared queue and releases it with the battle's start", async () => {
    const prefix = `antbrawl-test-practice-${process.pid}-${crypto.randomUUID()}:`;
    const bus = await createRedisBus(process.env.TEST_REDIS_URL as string, prefix);
    const t = await createTestApp("pglite", {}, { bus, arena: { tickMs: 0 } });
    try {
      expect(t.app.arenaQueue.queue.kind).toBe("redis");
      const { player, ants } = await playerWithAnts(t, 1);
      const tab = await liveTab(t.app, player);
      expect((await join(tab, ants[0] as string)).type).toBe("queue_joined");
      const ticket = await t.app.deps.db.selectFrom("arena_tickets").select("id").executeTakeFirstOrThrow();
      expect(await t.app.arenaQueue.queue.waiting([ticket.id])).toEqual(new Set([ticket.id]));
      const res = await t.app.inject({
        method: "POST",
        url: "/api/arena/practice",
        headers: player.auth,
        payload: { ant_id: ants[0] },
      });
      expect(res.statusCode).toBe(201);
      expect(await t.app.arenaQueue.queue.waiting([ticket.id])).toEqual(new Set());
      expect(await t.app.deps.db.selectFrom("arena_tickets").select("id").execute()).toEqual([]);
      expect((await readAnt(t, ants[0] as string)).is_in_battle).toBe(true);
      tab.socket.terminate();
      await t.app.liveArena.idle();
    } finally {
      await t.close();
      await bus.close();
    }
  });
});
