// Training mini-games over HTTP: status, start, completion scored by the server's replay, and every refusal.
import { TRAINING_GAME_TEXTS } from "@antbrawl/protocol/training-games";
import { autoplay } from "@antbrawl/rules/training/games/autoplay";
import { GAME_IDS, type GameId, TICK_MS } from "@antbrawl/rules/training/games/constants";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { achievementMetric, antsUrl, createAntFor, type Player, storedAnt } from "../helpers/colony-fixtures";
import { DIALECTS } from "../helpers/databases";

describe.each(DIALECTS)("training games on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  let p: Player;
  let antId: string;
  beforeEach(async () => {
    clock = manualClock(new Date("2026-11-24T10:00:00Z"));
    t = await createTestApp(dialect, {}, { now: clock.now });
    p = await signUp(t.app);
    antId = (await createAntFor(t.app, p)).id;
  });
  afterEach(async () => t.close());

  const url = (player: Player, ant: string, suffix = "") => `${antsUrl(player, ant, "training-games")}${suffix}`;
  const status = (player = p, ant = antId) =>
    t.app.inject({ method: "GET", url: url(player, ant), headers: player.auth });
  const start = (game: string, player = p, ant = antId) =>
    t.app.inject({ method: "POST", url: url(player, ant, `/${game}/start`), headers: player.auth });
  const complete = (game: string, payload: Record<string, unknown>, player = p, ant = antId) =>
    t.app.inject({ method: "POST", url: url(player, ant, `/${game}/complete`), headers: player.auth, payload });
  const metric = (name: string) => achievementMetric(t.database, p.user.id, name);
  const plays = () => t.database.db.selectFrom("training_game_plays").selectAll().where("ant_id", "=", antId).execute();
  /** Starts a game and plays it with a script; the clock moves as long as the play lasted. */
  const played = async (game: GameId, style: "perfect" | "random" = "perfect") => {
    const res = await start(game);
    expect(res.statusCode, res.body).toBe(200);
    const { play_id, seed } = res.json() as { play_id: string; seed: number };
    const play = autoplay(game, seed, style, { playerSeed: 3 });
    clock.advanceMs(play.endTick * TICK_MS + 200);
    const end_tick = play.outcome.endedBy === "early" ? play.endTick : undefined;
    return { play_id, seed, play, body: { play_id, inputs: play.inputs, end_tick } };
  };

  it("every game can be played; a perfect play is scored by the server, rewarded and counted", async () => {
    const before = await status();
    expect(before.statusCode).toBe(200);
    for (const game of GAME_IDS) {
      expect(before.json().games_status[game]).toEqual({
        can_play: true,
        next_available: null,
        reason: null,
        today: null,
      });
    }
    const ant0 = (await storedAnt(t.database, antId))!;
    for (const game of GAME_IDS) {
      const { body, play } = await played(game);
      const res = await complete(game, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        game,
        score: play.outcome.score,
        grade: "S",
        performance_rating: "S",
        experience_gained: 50,
        energy_consumed: 20,
        next_play_available: "2026-11-25T00:00:00.000Z",
      });
      expect(Object.values(res.json().stat_improvements)).toEqual([0.1, 0.1]);
      expect(res.json().message).toMatch(/complete! Score \d+ \(grade S\)\. Brave Mandible gained 50 XP\.$/);
    }
    const ant = (await storedAnt(t.database, antId))!;
    expect(ant.total_experience).toBe(ant0.total_experience + 200);
    expect(ant.energy).toBeCloseTo(20, 0);
    expect(ant.stats.strength).toBeCloseTo(ant0.stats.strength + 0.1, 5);
    expect(ant.stats.focus).toBeCloseTo(ant0.stats.focus + 0.1, 5);
    expect(await metric("mini_games_played")).toBe(4);
    expect(await metric("mini_game_s_grades")).toBe(4);
    const after = (await status()).json().games_status;
    expect(after.memory).toMatchObject({
      can_play: false,
      next_available: "2026-11-25T00:00:00.000Z",
      reason: "You've already played Pattern Memory today! Come back tomorrow.",
      today: { grade: "S" },
    });
  });

  it("a forged score is ignored: the server's replay decides", async () => {
    const res = await start("precision");
    const { play_id } = res.json();
    clock.advanceMs(30_500);
    const done = await complete("precision", { play_id, inputs: [], score: 99_999, performance_rating: "S" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ score: 0, grade: "D", experience_gained: 10 });
    expect(done.json().stat_improvements).toEqual({ precision: 0.02, reflexes: 0.02 });
    expect((await plays())[0]).toMatchObject({ score: 0, grade: "D" });
    expect(await metric("mini_game_s_grades")).toBe(0);
  });

  it("a replayed completion, impossible inputs, a late completion and inputs ahead of the clock change nothing", async () => {
    const { body } = await played("strength");
    const ant0 = await storedAnt(t.database, antId);
    const bad: [unknown[], string][] = [
      [
        [
          { tick: 5, kind: "press", x: 10, y: 10 },
          { tick: 4, kind: "release" },
        ],
        "Input 2: ticks must not go back (tick 4)",
      ],
      [[{ tick: 5, kind: "press", x: 900, y: 10 }], "Input 1: the point is outside the field"],
      [[{ tick: 600, kind: "press", x: 1, y: 1 }], "Input 1: tick 600 is after the 30 seconds of play"],
      [[{ tick: 1, kind: "lane", dir: 1 }], "Input 1: This game takes no lane input"],
      [[{ tick: 3, kind: "drag", x: 1, y: 1 }], "Input 1: A boulder moves only while the mouse is pressed"],
      [
        [
          { tick: 3, kind: "press", x: 1, y: 1 },
          { tick: 3, kind: "drag", x: 2, y: 2 },
          { tick: 3, kind: "drag", x: 3, y: 3 },
          { tick: 3, kind: "release" },
        ],
        "Input 4: More than 3 inputs in tick 3",
      ],
    ];
    for (const [inputs, detail] of bad) {
      const res = await complete("strength", { play_id: body.play_id, inputs });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail });
    }
    expect(await storedAnt(t.database, antId)).toEqual(ant0);
    expect((await plays())[0]!.completed_at).toBeNull();

    expect((await complete("strength", body)).statusCode).toBe(200);
    const ant1 = await storedAnt(t.database, antId);
    const again = await complete("strength", body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: TRAINING_GAME_TEXTS.alreadyCompleted });
    expect(await storedAnt(t.database, antId)).toEqual(ant1);
    expect(await metric("mini_games_played")).toBe(1);

    const late = await start("speed");
    clock.advanceMs(40_001);
    const tooLate = await complete("speed", { play_id: late.json().play_id, inputs: [] });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toMatchObject({ detail: TRAINING_GAME_TEXTS.tooLate });

    const quick = await start("memory");
    const bot = autoplay("memory", quick.json().seed, "perfect");
    clock.advanceMs(5_000);
    const ahead = await complete("memory", { play_id: quick.json().play_id, inputs: bot.inputs });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ detail: TRAINING_GAME_TEXTS.aheadOfClock });
    expect(await storedAnt(t.database, antId)).toEqual(ant1);
    expect(await metric("mini_games_played")).toBe(1);
  });

  it("one play per game per UTC day, 20% energy, a known game and a live play id", async () => {
    expect((await start("strength")).statusCode).toBe(200);
    const second = await start("strength");
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ detail: "You've already played Boulder Push today! Come back tomorrow." });
    expect(await plays()).toHaveLength(1);

    const invalid = await start("agility");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ detail: "Error: Invalid game type selected." });
    const invalidDone = await complete("agility", { play_id: "x", inputs: [] });
    expect(invalidDone.json()).toMatchObject({ detail: "Error: Invalid game type selected." });

    const lost = await complete("speed", { play_id: "no-such-play", inputs: [] });
    expect(lost.statusCode).toBe(404);
    expect(lost.json()).toMatchObject({ detail: "Game session lost. Please refresh the page and try again." });
    const otherGame = await complete("speed", { play_id: (await plays())[0]!.id, inputs: [] });
    expect(otherGame.statusCode).toBe(404);

    await t.database.db.updateTable("ants").set({ energy: 19.5 }).where("id", "=", antId).execute();
    const tired = await start("speed");
    expect(tired.statusCode).toBe(409);
    expect(tired.json()).toMatchObject({ detail: "Your ant needs at least 20% energy to play training games!" });
    expect((await status()).json().games_status.speed).toMatchObject({
      can_play: false,
      reason: "Your ant needs at least 20% energy to play training games!",
    });
    expect(await plays()).toHaveLength(1);

    await t.database.db.updateTable("ants").set({ energy: 100 }).where("id", "=", antId).execute();
    clock.advanceHours(14);
    expect((await status()).json().games_status.strength.can_play).toBe(true);
    expect((await start("strength")).statusCode).toBe(200);
  });

  it("parallel completions of one play count once", async () => {
    const { body } = await played("precision");
    const ant0 = (await storedAnt(t.database, antId))!;
    const answers = await Promise.all(Array.from({ length: 6 }, () => complete("precision", body)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const ant = (await storedAnt(t.database, antId))!;
    expect(ant.total_experience).toBe(ant0.total_experience + 50);
    expect(await metric("mini_games_played")).toBe(1);
  });

  it("another player's ant is refused on every route and nothing changes", async () => {
    const intruder = await signUp(t.app);
    const started = await start("strength");
    const { play_id } = started.json();
    const ant0 = await storedAnt(t.database, antId);
    const calls = (player: Player, path: Player) => [
      t.app.inject({ method: "GET", url: url(path, antId), headers: player.auth }),
      t.app.inject({ method: "POST", url: url(path, antId, "/speed/start"), headers: player.auth }),
      t.app.inject({
        method: "POST",
        url: url(path, antId, "/strength/complete"),
        headers: player.auth,
        payload: { play_id, inputs: [] },
      }),
    ];
    for (const res of await Promise.all(calls(intruder, p))) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ detail: "You can only access your own account" });
    }
    for (const res of await Promise.all(calls(intruder, intruder))) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: "Ant not found" });
    }
    expect(await storedAnt(t.database, antId)).toEqual(ant0);
    expect(await plays()).toHaveLength(1);
  });
});
