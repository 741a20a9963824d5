// GET /api/users/{userId}/statistics: real battles give exact figures, the rank and the ELO history; only the owner reads.
import type { Battle } from "@antbrawl/protocol/battles";
import type { ProfileStatistics } from "@antbrawl/protocol/profile";
import { ELO_HISTORY_MAX_BATTLES } from "@antbrawl/protocol/profile";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { historyOf, rankFor } from "../../src/profile/statistics";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import {
  makeAnt,
  type Player,
  playerWithAnts,
  readAnt,
  refresh,
  requestBattle,
  selfBattle,
  setAnt,
  startBattle,
} from "../helpers/battle-fixtures";
import { DIALECTS, freshDatabase } from "../helpers/databases";
import { countStatements, type StatementLog } from "../helpers/statement-counter";

describe("rank of a rating (spec 000 §4 tiers, rule E7 progress)", () => {
  it("gives the tier, the progress through its band and the next tier", () => {
    expect(rankFor(1000, null)).toEqual({
      title: "Novice",
      elo: 1000,
      ant_id: null,
      progress: 0,
      next: { title: "Intermediate", min_elo: 1200, points_needed: 200 },
    });
    expect(rankFor(1350, "a")).toMatchObject({ title: "Intermediate", progress: 0.75, next: { title: "Advanced" } });
    expect(rankFor(850, "a")).toMatchObject({
      title: "Beginner",
      progress: 0.25,
      next: { title: "Novice", min_elo: 1000 },
    });
    expect(rankFor(700, "a")).toMatchObject({ title: "Beginner", progress: 0, next: { points_needed: 300 } });
    expect(rankFor(1999, "a")).toMatchObject({ title: "Master", next: { title: "Grandmaster", points_needed: 1 } });
    expect(rankFor(2000, "a")).toMatchObject({ title: "Grandmaster", progress: 1, next: null });
  });
});

describe("ELO history of an ant", () => {
  const ant = {
    id: "ant-1",
    name: "Rex",
    color: "#DC143C",
    total_experience: 0,
    elo_rating: 1010,
    stats_edited: false,
    created_at: new Date("2026-01-01T00:00:00Z"),
  };
  const steps = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      ant_id: ant.id,
      elo_before: 1000 + i,
      elo_after: 1001 + i,
      completed_at: new Date(Date.UTC(2026, 0, 2, 0, i)),
    }));

  it("opens with the start when every ranked battle is kept", () => {
    const history = historyOf(ant, steps(ELO_HISTORY_MAX_BATTLES));
    expect(history.truncated).toBe(false);
    expect(history.points).toHaveLength(ELO_HISTORY_MAX_BATTLES + 1);
    expect(history.points[0]).toEqual({ at: "2026-01-01T00:00:00.000Z", elo: 1000 });
  });

  it("opens with the oldest kept battle's result when older battles were left out", () => {
    const all = steps(ELO_HISTORY_MAX_BATTLES + 1);
    const history = historyOf(ant, all);
    expect(history.truncated).toBe(true);
    expect(history.points).toHaveLength(ELO_HISTORY_MAX_BATTLES + 1);
    expect(history.points[0]).toEqual({ at: all[0]?.completed_at.toISOString(), elo: 1001 });
    expect(history.points.at(-1)?.elo).toBe(1001 + ELO_HISTORY_MAX_BATTLES);
  });
});

describe.each(DIALECTS)("profile statistics on %s", (dialect) => {
  let t: TestApp;
  let log: StatementLog;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    const counted = countStatements(await freshDatabase(dialect));
    log = counted.log;
    const app = await createTestApp(dialect, {}, { database: counted.database, now: clock.now });
    t = {
      ...app,
      async close() {
        await app.close();
        await counted.database.close();
      },
    };
  });
  afterEach(async () => t.close());

  async function statistics(player: Player, userId = player.user.id) {
    const res = await t.app.inject({ method: "GET", url: `/api/users/${userId}/statistics`, headers: player.auth });
    return { res, body: res.json() as ProfileStatistics & { detail?: string } };
  }

  /** A server battle of `antId` (the only other player's ant is the opponent), started at once; the clock moves on. */
  async function fight(player: Player, antId: string, battleType: "ranked" | "quick_match"): Promise<Battle> {
    await refresh(t, antId);
    const asked = await requestBattle(t, player, { ant_id: antId, battle_type: battleType, stake_amount: 0 });
    expect(asked.res.statusCode, asked.body.detail).toBe(201);
    const started = await startBattle(t, player, asked.body.battle_id);
    expect(started.res.statusCode, started.body.detail).toBe(200);
    clock.advanceMs(60_000);
    return started.body.battle;
  }

  it("a new player has zeros, no ants and the Novice rank of the starting rating", async () => {
    const player = await signUp(t.app);
    const { res, body } = await statistics(player);
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({
      battles: { total: 0, wins: 0, losses: 0, win_rate: 0, self_battles: 0 },
      rank: {
        title: "Novice",
        elo: 1000,
        ant_id: null,
        progress: 0,
        next: { title: "Intermediate", min_elo: 1200, points_needed: 200 },
      },
      collection: { total_ants: 0, highest_level: 0, total_experience: 0, ants: [] },
      elo_history: [],
    });
  });

  it("counts ranked and quick battles of every ant, not self battles, with ELO steps of ranked ones only", async () => {
    const { player, ants } = await playerWithAnts(t, 3);
    const [main, second, third] = ants as [string, string, string];
    const rival = await playerWithAnts(t, 1);
    const rivalAnt = rival.ants[0] as string;
    await setAnt(t, rivalAnt, { current_health: 100, energy: 100 });

    const ranked: Battle[] = [];
    for (let i = 0; i < 3; i++) ranked.push(await fight(player, main, "ranked"));
    const quick = await fight(player, second, "quick_match");
    await refresh(t, second);
    await refresh(t, third);
    const self = await selfBattle(t, player, { ant1_id: second, ant2_id: third, arena_type: "basic" });
    expect(self.res.statusCode, self.body.detail).toBe(201);

    const fought = [...ranked, quick];
    const wins = fought.filter((battle) => battle.winner_id === player.user.id).length;
    const { res, body } = await statistics(player);
    expect(res.statusCode).toBe(200);
    expect(body.battles).toEqual({
      total: 4,
      wins,
      losses: 4 - wins,
      win_rate: Math.round((wins / 4) * 1000) / 10,
      self_battles: 1,
    });

    const rows = await Promise.all(ants.map((id) => readAnt(t, id)));
    expect(rows.reduce((sum, row) => sum + row.wins + row.losses, 0)).toBe(4);
    expect(body.collection.total_ants).toBe(3);
    expect(body.collection.ants.map((ant) => ant.id)).toEqual(ants);
    expect(body.collection.ants.map((ant) => ant.total_experience)).toEqual(rows.map((row) => row.total_experience));
    expect(body.collection.ants.map((ant) => ant.level)).toEqual(
      rows.map((row) => Math.floor(row.total_experience / 100) + 1),
    );
    expect(body.collection.total_experience).toBe(rows.reduce((sum, row) => sum + row.total_experience, 0));
    expect(body.collection.highest_level).toBe(Math.max(...body.collection.ants.map((ant) => ant.level)));

    const mainRow = rows[0] as (typeof rows)[number];
    const side = (battle: Battle) => battle.participants.find((p) => p.ant_id === main);
    const mainHistory = body.elo_history.find((entry) => entry.ant_id === main);
    expect(mainHistory).toMatchObject({ ant_name: mainRow.name, color: mainRow.color, truncated: false });
    expect(mainHistory?.points.map((point) => point.elo)).toEqual([
      1000,
      ...ranked.map((battle) => side(battle)?.elo_after),
    ]);
    expect(mainHistory?.points[0]?.at).toBe(mainRow.created_at.toISOString());
    expect(mainHistory?.points.at(-1)?.elo).toBe(mainRow.elo_rating);
    expect(mainHistory?.points.slice(1).map((point) => point.at)).toEqual(
      ranked.map((battle) => battle.completed_at && new Date(battle.completed_at).toISOString()),
    );
    for (const other of [second, third]) {
      expect(body.elo_history.find((entry) => entry.ant_id === other)?.points.map((p) => p.elo)).toEqual([1000]);
    }

    const best = Math.max(...rows.map((row) => row.elo_rating));
    expect(body.rank).toEqual(rankFor(best, rows.find((row) => row.elo_rating === best)?.id ?? null));
    expect(body.rank.elo).toBe(best);

    const theirs = await statistics(rival.player);
    const rivalWins = fought.filter((battle) => battle.winner_id === rival.player.user.id).length;
    expect(theirs.body.battles).toMatchObject({ total: 4, wins: rivalWins, losses: 4 - rivalWins });
    expect(theirs.body.elo_history[0]?.points).toHaveLength(4);
  });

  it("ranks by the best ant whose stats were never edited, with real progress to the next tier", async () => {
    const player = await signUp(t.app);
    const low = await makeAnt(t, player, { elo_rating: 1090 });
    const high = await makeAnt(t, player, { elo_rating: 1450 });
    await makeAnt(t, player, { elo_rating: 1900, stats_edited: true });
    const { body } = await statistics(player);
    expect(body.rank).toEqual({
      title: "Advanced",
      elo: 1450,
      ant_id: high,
      progress: 0.25,
      next: { title: "Expert", min_elo: 1600, points_needed: 150 },
    });
    expect(body.elo_history.find((entry) => entry.ant_id === low)?.points.map((p) => p.elo)).toEqual([1090]);
    await setAnt(t, high, { elo_rating: 2150 });
    expect((await statistics(player)).body.rank).toMatchObject({ title: "Grandmaster", progress: 1, next: null });
  });

  it("keeps a deleted ant's battles in the figures but not in the collection", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    const rival = await playerWithAnts(t, 1);
    await setAnt(t, rival.ants[0] as string, { current_health: 100, energy: 100 });
    await fight(player, ants[0] as string, "quick_match");
    await refresh(t, ants[0] as string);
    const gone = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${player.user.id}/ants/${ants[0]}`,
      headers: player.auth,
    });
    expect(gone.statusCode).toBe(200);
    const { body } = await statistics(player);
    expect(body.battles.total).toBe(1);
    expect(body.collection).toEqual({ total_ants: 0, highest_level: 0, total_experience: 0, ants: [] });
    expect(body.elo_history).toEqual([]);
  });

  it("answers in three statements once the session is known", async () => {
    const { player } = await playerWithAnts(t, 2);
    expect((await statistics(player)).res.statusCode).toBe(200);
    log.reset();
    expect((await statistics(player)).res.statusCode).toBe(200);
    // A subquery built on the counted handle is seen once alone and again inside its statement: count statements only.
    const texts = log.nodes.map((node) => JSON.stringify(node));
    const statements = texts.filter((text, i) => !texts.some((other, j) => j !== i && other.includes(text)));
    expect(statements).toHaveLength(3);
  });

  it("refuses another player's token, no token and ids that are not the caller's, with a detail", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const theirs = await statistics(me, other.user.id);
    expect(theirs.res.statusCode).toBe(403);
    expect(theirs.body.detail).toBe("You can only access your own account");
    for (const bad of ["nobody", "%20", "x".repeat(300)]) {
      const answer = await statistics(me, bad);
      expect(answer.res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(answer.res.statusCode, bad).toBeLessThan(500);
      expect(typeof answer.body.detail, bad).toBe("string");
    }
    const anonymous = await t.app.inject({ method: "GET", url: `/api/users/${me.user.id}/statistics` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty("detail");
    const posted = await t.app.inject({
      method: "POST",
      url: `/api/users/${me.user.id}/statistics`,
      headers: me.auth,
    });
    expect(posted.statusCode).toBe(404);
    expect(posted.json()).toHaveProperty("detail");
  });
});
