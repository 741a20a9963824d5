// Self battles through POST /api/battles/self-battle: checks, the finished battle, its consequences and its replay.
import { runBattle } from "@antbrawl/rules/battle/engine";
import type { ArenaType, Fighter } from "@antbrawl/rules/battle/types";
import { turnMsFor } from "@antbrawl/rules/battle/viewer";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { playerWithAnts, readAnt, selfBattle, setAnt } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";

describe.each(DIALECTS)("self battles on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => t.close());

  it("runs at once: full log with timestamps, half experience, no ELO, final health and energy stored", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    const before = { a: await readAnt(t, a), b: await readAnt(t, b) };
    const { res, body } = await selfBattle(t, player, {
      ant1_id: a,
      ant2_id: b,
      arena_type: "jungle",
      battle_speed: "fast",
    });
    expect(res.statusCode).toBe(201);
    expect(body.success).toBe(true);
    const battle = body.battle;
    expect(battle).toMatchObject({
      battle_type: "self",
      status: "completed",
      arena_type: "jungle",
      battle_speed: "fast",
    });
    expect(battle.winner_id).toBe(player.user.id);
    expect(body.message).toContain("wins");
    expect(battle.battle_log.length).toBeGreaterThan(1);
    const created = Date.parse(battle.created_at);
    for (const entry of battle.battle_log) {
      expect(Date.parse(entry.timestamp)).toBe(created + entry.turn * turnMsFor("fast"));
    }
    expect(battle.participants.map((p) => p.ant_id)).toEqual([a, b]);

    for (const side of battle.participants) {
      const row = await readAnt(t, side.ant_id);
      const won = side.ant_id === battle.winner_ant_id;
      const old = side.ant_id === a ? before.a : before.b;
      expect(row.is_in_battle).toBe(false);
      expect(row.elo_rating).toBe(old.elo_rating);
      expect(side.elo_after).toBe(side.elo_before);
      expect(row.total_experience - old.total_experience).toBe(won ? 25 : 10);
      expect(side.experience_gained).toBe(won ? 25 : 10);
      expect([row.wins, row.losses, row.win_streak]).toEqual([old.wins, old.losses, old.win_streak]);
      expect(row.current_health).toBeCloseTo(side.current_health, 1);
      expect(row.energy).toBeCloseTo(side.energy, 1);
      const lost = battle.battle_log
        .filter((entry) => entry.target_id === side.ant_id)
        .reduce((sum, entry) => sum + entry.damage_dealt, 0);
      expect(side.current_health).toBeCloseTo(Math.max(0, side.starting_health - lost), 1);
    }
  });

  it("records the battle for chat and for First Battle, never for achievements about beating others", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const { body } = await selfBattle(t, player, { ant1_id: ants[0], ant2_id: ants[1] });
    const winner = body.battle.participants.find((p) => p.ant_id === body.battle.winner_ant_id);
    const loser = body.battle.participants.find((p) => p.ant_id !== body.battle.winner_ant_id);
    const events = await t.database.db
      .selectFrom("ant_events")
      .select(["ant_id", "detail"])
      .where("ant_id", "in", ants)
      .where("kind", "=", "battle")
      .execute();
    expect(events).toContainEqual({ ant_id: winner?.ant_id, detail: `won a battle against ${loser?.ant_name}` });
    expect(events).toContainEqual({ ant_id: loser?.ant_id, detail: `lost a battle against ${winner?.ant_name}` });
    const progress = await t.database.db
      .selectFrom("achievement_progress")
      .select(["metric", "value"])
      .where("user_id", "=", player.user.id)
      .execute();
    const metric = Object.fromEntries(progress.map((row) => [row.metric, row.value]));
    expect(metric.battles_fought).toBe(1);
    expect(metric.battles_won).toBeUndefined();
    expect(metric.best_win_streak).toBeUndefined();
    const unlocked = await t.database.db
      .selectFrom("user_achievements")
      .select("achievement_id")
      .where("user_id", "=", player.user.id)
      .execute();
    expect(unlocked.map((row) => row.achievement_id)).toContain("first_battle");
    expect(unlocked.map((row) => row.achievement_id)).not.toContain("first_victory");
  });

  it("replays from its seed and stored fighters to the same log", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const { body } = await selfBattle(t, player, { ant1_id: ants[0], ant2_id: ants[1], arena_type: "ice" });
    const stored = await t.database.db
      .selectFrom("battles")
      .selectAll()
      .where("id", "=", body.battle.id)
      .executeTakeFirstOrThrow();
    const sides = await t.database.db
      .selectFrom("battle_participants")
      .select("fighter")
      .where("battle_id", "=", body.battle.id)
      .orderBy("side")
      .execute();
    const replay = runBattle(
      {
        seed: stored.seed,
        salt: stored.dice_salt ?? undefined,
        fighters: sides.map((side) => side.fighter) as [Fighter, Fighter],
        arena: stored.arena_type as ArenaType,
        battleType: stored.battle_type,
        startedAt: (stored.started_at as Date).getTime(),
        turnMs: turnMsFor(stored.battle_speed),
        version: stored.engine_version,
      },
      stored.input_log,
    );
    expect(replay.log).toEqual(stored.battle_log);
    expect(replay.winnerAntId).toBe(stored.winner_ant_id);
  });

  it("refuses the same ant twice with 400 and the spec's message", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    const { res, body } = await selfBattle(t, player, { ant1_id: ants[0], ant2_id: ants[0] });
    expect(res.statusCode).toBe(400);
    expect(body.detail).toBe("Please select two different ants to battle!");
  });

  it("refuses a tired or weak ant with 409 naming the reason, changing nothing", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    await setAnt(t, b, { energy: 10 });
    const tired = await selfBattle(t, player, { ant1_id: a, ant2_id: b });
    expect(tired.res.statusCode).toBe(409);
    expect(tired.body.detail).toBe("Energy too low (need 20%+)");
    await setAnt(t, b, { energy: 100, current_health: 20 });
    const weak = await selfBattle(t, player, { ant1_id: a, ant2_id: b });
    expect(weak.res.statusCode).toBe(409);
    expect(weak.body.detail).toBe("Health too low (need 30%+)");
    await setAnt(t, b, { current_health: 100, is_training: true });
    const training = await selfBattle(t, player, { ant1_id: a, ant2_id: b });
    expect(training.body.detail).toBe("Currently training");
    expect((await readAnt(t, a)).is_in_battle).toBe(false);
    const battles = await t.database.db
      .selectFrom("battle_participants")
      .select("battle_id")
      .where("ant_id", "in", ants)
      .execute();
    expect(battles).toEqual([]);
  });

  it("refuses another player's ant (404) and another account's user_id (403); 401 without a session", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    const other = await playerWithAnts(t, 1);
    const theirs = await selfBattle(t, player, { ant1_id: ants[0], ant2_id: other.ants[0] });
    expect(theirs.res.statusCode).toBe(404);
    expect(theirs.body.detail).toBe("Ant not found");
    expect((await readAnt(t, other.ants[0] as string)).is_in_battle).toBe(false);
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/battles/self-battle",
      headers: player.auth,
      payload: { user_id: other.player.user.id, ant1_id: other.ants[0], ant2_id: ants[0] },
    });
    expect(forged.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/battles/self-battle",
      payload: { user_id: player.user.id, ant1_id: ants[0], ant2_id: other.ants[0] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 400 { detail } for bad input", async () => {
    const player = await signUp(t.app);
    const cases: object[] = [
      { user_id: player.user.id, ant1_id: "a" },
      { user_id: player.user.id, ant1_id: "a", ant2_id: "b", arena_type: "volcano" },
      { user_id: player.user.id, ant1_id: "a", ant2_id: "b", battle_speed: "ludicrous" },
      { user_id: player.user.id, ant1_id: "a", ant2_id: "b", extra: 1 },
    ];
    for (const payload of cases) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/battles/self-battle",
        headers: player.auth,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
  });
});
